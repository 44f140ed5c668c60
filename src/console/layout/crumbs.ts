import { matchPath } from 'react-router-dom';
import { ROUTES } from '../routeTable';

export interface Crumb {
  segment: string;
  /** Link target, when the path up to this segment is a page of its own. */
  to?: string;
}

const DASHBOARD = '/dashboard';

const isPage = (path: string) => ROUTES.some((route) => (route.resource ? route.resource === path : matchPath({ path: route.path, end: true }, path) !== null));

/** Breadcrumb segments below Home for a console path; only real pages are links. */
export function crumbsFor(pathname: string): Crumb[] {
  const rest = pathname.startsWith(DASHBOARD) ? pathname.slice(DASHBOARD.length) : pathname;
  const segments = rest.split('/').filter(Boolean).map(decodeURIComponent);
  return segments.map((segment, index) => {
    const path = segments.slice(0, index + 1).join('/');
    return { segment, to: index < segments.length - 1 && isPage(path) ? `${DASHBOARD}/${path}` : undefined };
  });
}

/** 'spare-part' -> 'Spare Part', 'eWasteService' -> 'E Waste Service'. */
export const humanize = (segment: string) =>
  segment
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase());
