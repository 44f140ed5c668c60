import type { ComponentType } from 'react';
import { preloadable } from '../app/preloadable';
import { ComingSoonPage } from '../custom/ComingSoonPage';
import { lazyView } from '../resources/masters/lazyViews';
import type { PageKey, RouteEntry } from './routeTable';

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
  channelPartnerProfile: preloadable(async () => (await import('../custom/channelPartner/ChannelPartnerProfilePage')).default),
};
