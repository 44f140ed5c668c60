import { matchPath } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { allows, sidebarFor } from '../access';
import { ROUTES, type SidebarItem } from '../routeTable';

export interface Crumb {
  segment: string;
  /** Link target: the page at the path up to this segment, or the first page below it the role may open. */
  to?: string;
  /** The segment is a service's id: shown by the service's name. */
  serviceId?: boolean;
}

const DASHBOARD = '/dashboard';
const SERVICE_PARAM = ':serviceId';

/** Whether a route pattern below /dashboard matches a path below it (matchPath compares absolute paths). */
const matches = (pattern: string, path: string) => matchPath({ path: `/${pattern}`, end: true }, `/${path}`) !== null;

/**
 * The page at `path`: a route, a resource's list or record (react-admin's edit at /resource/:id), or the tabs holding a
 * master.
 */
function pageAt(path: string): string | undefined {
  for (const route of ROUTES) {
    if (route.resource === path || (route.resource && matches(`${route.resource}/:id`, path))) return path;
    if (!route.resource && matches(route.path, path)) return path;
    if (route.masters?.includes(path)) return route.path;
  }
  return undefined;
}

const leaves = (items: readonly SidebarItem[]): string[] =>
  items.flatMap((item) => [...(item.to ? [item.to] : []), ...leaves(item.children ?? [])]);

/**
 * A page standing for a path that is no page itself: the role's sidebar entry below it ('masters' → Base Masters), else
 * its first page there.
 */
function firstPageBelow(path: string, role: Role | undefined): string | undefined {
  const below = (to: string) => to.startsWith(`${path}/`);
  return (
    leaves(sidebarFor(role)).find(below) ??
    ROUTES.find((route) => below(route.path) && !route.path.includes(':') && allows(route.roles, role))?.path
  );
}

function linkOf(path: string, role: Role | undefined): string | undefined {
  const target = pageAt(path) ?? firstPageBelow(path, role);
  return target === undefined ? undefined : `${DASHBOARD}/${target}`;
}

/** Indexes of the segments the route at `path` names by a service id. */
function serviceSegments(path: string): Set<number> {
  const route = ROUTES.find((entry) => entry.path.includes(SERVICE_PARAM) && matches(entry.path, path));
  return new Set(route ? route.path.split('/').flatMap((part, index) => (part === SERVICE_PARAM ? [index] : [])) : []);
}

/** Breadcrumb segments below Home for a console path; every segment but the last links to a page. */
export function crumbsFor(pathname: string, role?: Role): Crumb[] {
  const rest = pathname.startsWith(DASHBOARD) ? pathname.slice(DASHBOARD.length) : pathname;
  const segments = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const services = serviceSegments(segments.join('/'));
  return segments.map((segment, index) => ({
    segment,
    to: index < segments.length - 1 ? linkOf(segments.slice(0, index + 1).join('/'), role) : undefined,
    ...(services.has(index) ? { serviceId: true } : {}),
  }));
}

/** 'spare-part' -> 'Spare Part', 'eWasteService' -> 'E Waste Service'. */
export const humanize = (segment: string) =>
  segment
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase());
