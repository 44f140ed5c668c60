import { lazy, type ComponentType } from 'react';
import { ComingSoonPage } from '../custom/ComingSoonPage';
import { lazyView } from '../resources/masters/lazyViews';
import type { PageKey, RouteEntry } from './routeTable';

/** What each page key of the route table renders, told its route; each page is its own download. */
export const PAGES: Record<PageKey, ComponentType<{ route: RouteEntry }>> = {
  dashboard: lazy(() => import('./DashboardHome')),
  comingSoon: ComingSoonPage,
  settings: lazy(() => import('./SettingsPage')),
  masterView: lazyView('MasterRoutePage'),
  masterTabs: lazyView('MasterTabsPage'),
  issueAssign: lazyView('IssueAssignPage'),
  productIssues: lazyView('ProductIssuesPage'),
  sparePartAssign: lazyView('SparePartAssignPage'),
  sparePartModel: lazyView('SparePartModelPage'),
  modelPrices: lazyView('ModelPricesPage'),
  bookRequest: lazy(() => import('./BookRequestGate')),
  channelPartnerInvite: lazy(() => import('../resources/channelPartners/InvitePage')),
  channelPartnerAdd: lazy(() => import('../resources/channelPartners/AddPartnerPage')),
  channelPartnerList: lazy(() => import('../resources/channelPartners/PartnerListPage')),
  channelPartnerProfile: lazy(() => import('../custom/channelPartner/ChannelPartnerProfilePage')),
};
