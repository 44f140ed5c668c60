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
  return items
    .filter((item) => allows(itemRoles(item), role))
    .map((item) => (item.children ? { ...item, children: sidebarFor(role, item.children) } : item));
}

export const tabsOf = (group: string): RouteEntry[] => ROUTES.filter((route) => route.tabs === group);

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * How many leading segments of `path` `area` covers (all of its own), else 0: 'masters/coupon' covers
 * 'masters/coupon/CPN1/show' with 2.
 */
function coverage(area: string, path: readonly string[]): number {
  const parts = segments(area);
  return parts.length > 0 && parts.every((part, i) => path[i] === part) ? parts.length : 0;
}

const leavesOf = (items: readonly SidebarItem[]): SidebarItem[] =>
  items.flatMap((item) => (item.children ? leavesOf(item.children) : item.to !== undefined ? [item] : []));

/**
 * The sidebar entry that stands for the page at `pathname` (/dashboard/...): the one whose own path or covered paths
 * reach deepest into it, so sub-pages, tabs and records keep their entry highlighted. The dashboard stands only for
 * itself.
 */
export function currentEntry(pathname: string, items: readonly SidebarItem[] = SIDEBAR): SidebarItem | undefined {
  const path = segments(pathname.replace(/^\/dashboard(?=\/|$)/, ''));
  let best: { item: SidebarItem; depth: number } | undefined;
  for (const item of leavesOf(items)) {
    if (item.to === '') {
      if (path.length === 0) return item;
      continue;
    }
    const depth = Math.max(...[item.to!, ...(item.covers ?? [])].map((area) => coverage(area, path)));
    if (depth > 0 && (!best || depth > best.depth)) best = { item, depth };
  }
  return best?.item;
}

/** An entry whose page is not built yet: its route shows the coming-soon page. */
export const isComingSoon = (item: SidebarItem) => {
  const route = item.to !== undefined ? routeAt(item.to) : undefined;
  return route !== undefined && route.page === undefined && route.resource === undefined;
};
