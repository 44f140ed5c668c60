import type { ComponentType } from 'react';
import { preloadable } from '../app/preloadable';
import { ComingSoonPage } from '../app/public/ComingSoonPage';
import { matchPath } from 'react-router-dom';
import { lazyView, preloadMasterViews } from '../resources/masters/lazyViews';
import { ROUTES, type PageKey, type RouteEntry } from './routeTable';

/** Where a sign-in lands without a remembered page: it downloads as the console starts. */
export const DashboardPage = preloadable(async () => (await import('./DashboardHome')).default);

/** What each page key of the route table renders, told its route; each page is its own download. */
export const PAGES: Record<PageKey, ComponentType<{ route: RouteEntry }>> = {
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
  channelPartnerInvite: preloadable(async () => (await import('../resources/channelPartners/InvitePage')).default),
  channelPartnerAdd: preloadable(async () => (await import('../resources/channelPartners/AddPartnerPage')).default),
  channelPartnerList: preloadable(async () => (await import('../resources/channelPartners/PartnerListPage')).default),
  channelPartnerProfile: preloadable(
    async () => (await import('../resources/channelPartners/ChannelPartnerProfilePage')).default,
  ),
  technicianAdd: preloadable(async () => (await import('../resources/technicians/TechnicianAddPage')).default),
  technicianList: preloadable(async () => (await import('../resources/technicians/TechnicianListPage')).default),
  technicianProfile: preloadable(async () => (await import('../resources/technicians/TechnicianProfilePage')).default),
  dealerList: preloadable(async () => (await import('../resources/dealers/DealerListPage')).default),
  dealerAdd: preloadable(async () => (await import('../resources/dealers/DealerAddPage')).default),
  dealerProfile: preloadable(async () => (await import('../resources/dealers/DealerProfilePage')).default),
  customerSearch: preloadable(async () => (await import('../resources/customers/CustomerSearchPage')).default),
  customerView: preloadable(async () => (await import('../resources/customers/CustomerViewPage')).default),
  customerDeletion: preloadable(
    async () => (await import('../resources/customers/deletion/DeletionRequestsPage')).default,
  ),
  requestView: preloadable(async () => (await import('../resources/requests/view/RequestPage')).default),
  services: preloadable(async () => (await import('../resources/requests/list/ServicesPage')).default),
  requestList: preloadable(async () => (await import('../resources/requests/list/RequestListPage')).default),
  rewardPoints: preloadable(async () => (await import('../resources/rewards/RewardPointsPage')).default),
  paymentList: preloadable(async () => (await import('../resources/payments/PaymentListPage')).default),
  accountGeneral: preloadable(async () => (await import('../resources/account/AccountGeneralPage')).default),
  accountNotifications: preloadable(
    async () => (await import('../resources/account/AccountNotificationsPage')).default,
  ),
  accountTeam: preloadable(async () => (await import('../resources/account/AccountTeamPage')).default),
  escalationList: preloadable(async () => (await import('../resources/escalations/EscalationListPage')).default),
  escalationView: preloadable(async () => (await import('../resources/escalations/EscalationPage')).default),
  enquiryView: preloadable(async () => (await import('../resources/escalations/EnquiryPage')).default),
  statistics: preloadable(async () => (await import('../resources/statistics/StatisticsPage')).default),
  ewasteDrives: preloadable(async () => (await import('../resources/ewasteDrives/DriveListPage')).default),
  about: preloadable(async () => (await import('../app/about/AboutPage')).default),
  appDownloads: preloadable(async () => (await import('../resources/apks/AppDownloadsPage')).default),
};

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
