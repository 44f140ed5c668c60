import { preloadable } from '../app/preloadable';
import { ComingSoonPage } from '../app/public/ComingSoonPage';
import { matchPath } from 'react-router-dom';
import { lazyView, preloadMasterViews } from '../resources/masters/lazyViews';
import { RESOURCE_PAGES } from '../resources';
import type { ConsolePage } from './resourceDeclaration';
import { ROUTES, type PageKey } from './routeTable';

/** Where a sign-in lands without a remembered page: it downloads as the console starts. */
export const DashboardPage = preloadable(async () => (await import('./DashboardHome')).default);

/** What each page key of the route table renders, told its route; each page is its own download. */
export const PAGES = {
  dashboard: DashboardPage,
  comingSoon: ComingSoonPage,
  settings: preloadable(async () => (await import('./SettingsPage')).default),
  masterView: lazyView('MasterRoutePage'),
  masterTabs: lazyView('MasterTabsPage'),
  issueAssign: lazyView('IssueAssignPage'),
  productIssues: lazyView('ProductIssuesPage'),
  sparePartAssign: lazyView('SparePartAssignPage'),
  sparePartModel: lazyView('SparePartModelPage'),
  modelPrices: lazyView('ModelPricesPage'),
  bookRequest: preloadable(async () => (await import('./BookRequestGate')).default),
  ...RESOURCE_PAGES,
  about: preloadable(async () => (await import('../app/about/AboutPage')).default),
} as Record<PageKey, ConsolePage>;

/**
 * Downloads the page at a console address (`/dashboard/...`) before the console first renders: a reload or a link
 * then shows the page at once, without the spinner React holds on screen for at least 300 ms once it is shown.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const path = pathname.replace(/^\/dashboard\/?/, '/');
  if (path.startsWith('/masters/')) return preloadMasterViews();
  const route = ROUTES.find((entry) => matchPath({ path: `/${entry.path}`, end: true }, path));
  const page = route?.page && (PAGES[route.page] as Partial<{ preload: () => Promise<unknown> }>);
  return page?.preload?.() ?? Promise.resolve();
}
