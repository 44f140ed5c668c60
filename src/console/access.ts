import type { Role } from '../../domain/roles';
import { ROUTES, SIDEBAR, type RoleRule, type RouteEntry, type SidebarItem } from './routeTable';

export function allows(rule: RoleRule, role: Role | undefined): boolean {
  if (rule === 'signedIn') return role !== undefined;
  return role !== undefined && rule.includes(role);
}

export const routeAt = (path: string): RouteEntry | undefined => ROUTES.find((route) => route.path === path);

function itemRoles(item: SidebarItem): RoleRule {
  if (item.roles) return item.roles;
  if (item.to !== undefined) return routeAt(item.to)?.roles ?? 'signedIn';
  return 'signedIn';
}

/** The sidebar a role sees: items it may open, groups with their visible children. */
export function sidebarFor(role: Role | undefined, items: readonly SidebarItem[] = SIDEBAR): SidebarItem[] {
  return items.filter((item) => allows(itemRoles(item), role)).map((item) => (item.children ? { ...item, children: sidebarFor(role, item.children) } : item));
}

export const tabsOf = (group: string): RouteEntry[] => ROUTES.filter((route) => route.tabs === group);
