import { ROLES, type Role } from '../../domain/roles';

/** `signedIn`: any signed-in user (spec leaves the role limits of these pages open). */
export type RoleRule = readonly Role[] | 'signedIn';

/** Pages a route can show; everything not built yet shows the coming-soon page. */
export type PageKey =
  | 'dashboard'
  | 'comingSoon'
  | 'settings'
  | 'bookRequest'
  | 'masterView'
  | 'masterTabs'
  | 'issueAssign'
  | 'productIssues'
  | 'sparePartAssign'
  | 'sparePartModel'
  | 'modelPrices'
  | 'channelPartnerInvite'
  | 'channelPartnerAdd'
  | 'channelPartnerList'
  | 'channelPartnerProfile'
  | 'technicianAdd'
  | 'technicianList'
  | 'technicianProfile'
  | 'dealerList'
  | 'dealerAdd'
  | 'dealerProfile'
  | 'customerSearch'
  | 'customerView'
  | 'customerDeletion'
  | 'requestView'
  | 'services'
  | 'requestList'
  | 'rewardPoints'
  | 'paymentList'
  | 'accountGeneral'
  | 'accountNotifications'
  | 'accountTeam'
  | 'escalationList'
  | 'escalationView'
  | 'enquiryView'
  | 'statistics'
  | 'ewasteDrives'
  | 'about'
  | 'appDownloads';

/** How a channel-partner, technician or dealer profile page opens. */
export type ProfileMode = 'own' | 'continue' | 'approve' | 'onboard' | 'verified' | 'management';

/** A generic master view mounted at a path of spec 000 §2.5 instead of react-admin's /resource/:id/show. */
export type MasterView = 'list' | 'create' | 'edit' | 'show';

export interface RouteEntry {
  /** Pattern below /dashboard ('' is the dashboard itself). */
  path: string;
  roles: RoleRule;
  /** A react-admin resource served at this path (views come from its master configuration). */
  resource?: string;
  page?: PageKey;
  /** `masterView`: the master and which of its views; `masterTabs`: the masters shown as in-page tabs. */
  master?: string;
  view?: MasterView;
  masters?: readonly string[];
  /** `channelPartnerProfile`, `technicianProfile`, `dealerProfile`: whose profile and with which controls. */
  profileMode?: ProfileMode;
  /** Routes sharing a tab strip, labelled by `label`. */
  tabs?: string;
  label?: string;
}

export interface SidebarItem {
  label: string;
  icon?: string;
  /** Route path below /dashboard; the item's roles default to that route's roles. */
  to?: string;
  roles?: readonly Role[];
  children?: SidebarItem[];
  /** Paths below /dashboard whose pages this entry stands for besides its own (its tabs, records, sub-pages). */
  covers?: readonly string[];
}

const { admin, channelPartner, customerCare, dealer, technician } = ROLES;
const ADMIN = [admin] as const;
const ADMIN_PARTNER = [admin, channelPartner] as const;
const DASHBOARD_ROLES = [admin, channelPartner, technician, dealer] as const;
/**
 * Who opens a request's page: customer care too, which cancels, reschedules and comments (README "the request page").
 */
const REQUEST_VIEWERS = [admin, customerCare, channelPartner, technician] as const;
/** Roles that work requests assigned to them or booked by them and have a sidebar entry for their list. */
const REQUEST_HOLDERS = [channelPartner, technician, dealer] as const;
/** Customer care may search, view, create and edit customers; deleting stays with admins. */
const CUSTOMER_DESK = [admin, customerCare] as const;

const r = (path: string, roles: RoleRule, extra: Omit<RouteEntry, 'path' | 'roles'> = {}): RouteEntry => ({
  path,
  roles,
  ...extra,
});
const m = (path: string, master: string, view: MasterView) => r(path, ADMIN, { page: 'masterView', master, view });
const tab = (path: string, roles: RoleRule, tabs: string, label: string, extra: Partial<RouteEntry> = {}) =>
  r(path, roles, { tabs, label, ...extra });

/** Every dashboard route of spec 000 §2.3 and §2.5 with its role rule. */
export const ROUTES: readonly RouteEntry[] = [
  r('', DASHBOARD_ROLES, { page: 'dashboard', label: 'menu.dashboard' }),
  r('my-profile', [channelPartner], { page: 'channelPartnerProfile', profileMode: 'own' }),
  r('my-profile-dealer', [dealer], { page: 'dealerProfile', profileMode: 'own' }),
  r('repair-request/view/:id', REQUEST_VIEWERS, { page: 'requestView' }),
  r('repair-request/view-only/:id', [dealer], { page: 'requestView' }),
  r('ewaste-request/view/:id', REQUEST_VIEWERS, { page: 'requestView' }),
  r('book-request', [admin, dealer], { page: 'bookRequest' }),
  tab('account/general', 'signedIn', 'account', 'account.tabs.general', { page: 'accountGeneral' }),
  tab('account/notifications', 'signedIn', 'account', 'account.tabs.notifications', { page: 'accountNotifications' }),
  tab('account/team', ADMIN_PARTNER, 'account', 'account.tabs.team', { page: 'accountTeam' }),
  r('settings', 'signedIn', { page: 'settings' }),
  r('about-us', 'signedIn', { page: 'about' }),
  r('allapks', 'signedIn', { page: 'appDownloads' }),
  r('customers/search', CUSTOMER_DESK, { page: 'customerSearch' }),
  r('customers/delete', ADMIN, { page: 'customerDeletion' }),
  r('customers/view', CUSTOMER_DESK, { page: 'customerSearch' }),
  r('customers/view/:customerId', CUSTOMER_DESK, { page: 'customerView' }),

  r('channel-partners/addNew', ADMIN, { page: 'channelPartnerInvite' }),
  r('channel-partners/add/continue/:id', ADMIN, { page: 'channelPartnerProfile', profileMode: 'continue' }),
  tab('channel-partners/main/incomplete', ADMIN, 'channelPartners', 'tabs.incomplete', { page: 'channelPartnerList' }),
  tab('channel-partners/main/invited', ADMIN, 'channelPartners', 'tabs.invited', { page: 'channelPartnerList' }),
  tab('channel-partners/main/verified', ADMIN, 'channelPartners', 'tabs.verified', { page: 'channelPartnerList' }),
  r('channel-partners/invited/approve/:id', ADMIN, { page: 'channelPartnerProfile', profileMode: 'approve' }),
  r('channel-partners/invited/onboard/:id', ADMIN, { page: 'channelPartnerProfile', profileMode: 'onboard' }),
  r('channel-partners/verified/:id', ADMIN, { page: 'channelPartnerProfile', profileMode: 'verified' }),
  // A partner's or technician's own profile details; an admin (or a partner for technicians) chooses one with ?id=.
  r('channel-partners/management/profile-details', ADMIN_PARTNER, {
    page: 'channelPartnerProfile',
    profileMode: 'management',
  }),
  r('channel-partners/management/add', ADMIN, { page: 'channelPartnerAdd' }),

  r('dealers', ADMIN, { page: 'dealerList' }),
  // add before :id: the first route matching an address is the one preloaded.
  r('dealers/add', ADMIN, { page: 'dealerAdd' }),
  r('dealers/:id', ADMIN, { page: 'dealerProfile' }),

  r('technicians/addNew', ADMIN_PARTNER, { page: 'technicianAdd' }),
  r('technicians/addNew/:cpId', ADMIN_PARTNER, { page: 'technicianAdd' }),
  r('technicians/add/continue/:id', ADMIN_PARTNER, { page: 'technicianProfile', profileMode: 'continue' }),
  tab('technicians/main/pending', ADMIN_PARTNER, 'technicians', 'tabs.pending', { page: 'technicianList' }),
  tab('technicians/main/verified', ADMIN_PARTNER, 'technicians', 'tabs.verified', { page: 'technicianList' }),
  tab('technicians/main/incomplete', ADMIN_PARTNER, 'technicians', 'tabs.incomplete', { page: 'technicianList' }),
  r('technicians/pending/approve/:id', ADMIN_PARTNER, { page: 'technicianProfile', profileMode: 'approve' }),
  r('technicians/verified/:id', ADMIN_PARTNER, { page: 'technicianProfile', profileMode: 'verified' }),
  r('technicians/management/profile-details', [admin, channelPartner, technician], {
    page: 'technicianProfile',
    profileMode: 'management',
  }),

  // The sidebar has no Services entry: the dashboard leads to these.
  r('services', 'signedIn', { page: 'services' }),
  r('services/repair-request/all', 'signedIn', { page: 'requestList' }),
  // Adding a request for a service opens booking with that service chosen; the service's requests list at
  // services/requests.
  r('services/repair-request/add/:serviceId', [admin, dealer], { page: 'bookRequest' }),
  r('services/requests/:serviceId', 'signedIn', { page: 'requestList' }),
  r('payments', ADMIN_PARTNER, { page: 'paymentList' }),
  r('reward-points', ADMIN_PARTNER, { page: 'rewardPoints' }),
  r('escalations', ADMIN, { page: 'escalationList' }),
  r('escalations/:id', ADMIN, { page: 'escalationView' }),
  r('escalations/enquiry/:id', ADMIN, { page: 'enquiryView' }),
  r('statistics', ADMIN, { page: 'statistics' }),
  r('ewaste-drives', ADMIN, { page: 'ewasteDrives' }),

  // Masters, all admin. `m(...)` mounts a generic view of a master configuration at the spec's path.
  tab('masters/category', ADMIN, 'baseMasters', 'masters.category', { resource: 'masters/category' }),
  tab('masters/product', ADMIN, 'baseMasters', 'masters.product', { resource: 'masters/product' }),
  tab('masters/brand', ADMIN, 'baseMasters', 'masters.brand', { resource: 'masters/brand' }),
  // master/service has no page in §2.5: it sits with the base masters.
  tab('masters/service', ADMIN, 'baseMasters', 'masters.service', { resource: 'masters/service' }),
  m('masters/model/all', 'masters/model', 'list'),
  m('masters/model/view/:id', 'masters/model', 'show'),
  m('masters/model/edit/:id', 'masters/model', 'edit'),
  m('masters/model/add', 'masters/model', 'create'),
  tab('masters/spare-part/main/all', ADMIN, 'spareParts', 'tabs.mainSpareParts', {
    page: 'masterView',
    master: 'masters/spare-part-main',
    view: 'list',
  }),
  tab('masters/spare-part/generic/all', ADMIN, 'spareParts', 'tabs.genericSpareParts', {
    page: 'masterView',
    master: 'masters/spare-part-generic',
    view: 'list',
  }),
  r('masters/spare-part/find', ADMIN, { page: 'masterView', master: 'masters/spare-part', view: 'list' }),
  m('masters/spare-part/generic/add', 'masters/spare-part-generic', 'create'),
  m('masters/spare-part/view/:id', 'masters/spare-part-main', 'show'),
  m('masters/spare-part/generic/view/:id', 'masters/spare-part-generic', 'show'),
  r('masters/spare-part/modelView/:modelId/:sparePartId', ADMIN, { page: 'sparePartModel' }),
  m('masters/spare-part/edit/:sparePartId', 'masters/spare-part-main', 'edit'),
  m('masters/spare-part/generic/edit/:id', 'masters/spare-part-generic', 'edit'),
  m('masters/spare-part/addSparePart/add', 'masters/spare-part-main', 'create'),
  r('masters/spare-part/addSparePart/assignSparePart', ADMIN, { page: 'sparePartAssign' }),
  tab('masters/price/service/all', ADMIN, 'prices', 'tabs.servicePrices', {
    page: 'masterView',
    master: 'masters/service-price',
    view: 'list',
  }),
  tab('masters/price/spare-part/all', ADMIN, 'prices', 'tabs.sparePartPrices', {
    page: 'masterView',
    master: 'masters/spare-part-price',
    view: 'list',
  }),
  m('masters/price/service/add', 'masters/service-price', 'create'),
  r('masters/price/model/view/:id', ADMIN, { page: 'modelPrices' }),
  m('masters/price/service/view/:key', 'masters/service-price', 'show'),
  m('masters/price/spare-part/view/:id', 'masters/spare-part-price', 'show'),
  m('masters/price/spare-part/add', 'masters/spare-part-price', 'create'),
  r('masters/price/add', ADMIN, { page: 'masterView', master: 'masters/service-price', view: 'create' }),
  m('masters/issue/all', 'masters/issue', 'list'),
  m('masters/issue/view/:issueId', 'masters/issue', 'show'),
  m('masters/issue/edit/:issueId', 'masters/issue', 'edit'),
  r('masters/issue/product/edit/:productId', ADMIN, { page: 'issueAssign' }),
  r('masters/issue/product/view/:productId', ADMIN, { page: 'productIssues' }),
  m('masters/issue/add/new', 'masters/issue', 'create'),
  r('masters/issue/add/assign', ADMIN, { page: 'issueAssign' }),
  r('masters/repairService', ADMIN, { resource: 'masters/repairService' }),
  tab('masters/general/service-type', ADMIN, 'generalMasters', 'masters.serviceType', {
    resource: 'masters/general/service-type',
  }),
  tab('masters/general/gst', ADMIN, 'generalMasters', 'masters.gst', { resource: 'masters/general/gst' }),
  tab('masters/general/uom', ADMIN, 'generalMasters', 'masters.uom', { resource: 'masters/general/uom' }),
  tab('masters/general/pincode', ADMIN, 'generalMasters', 'masters.pincode', { resource: 'masters/general/pincode' }),
  tab('masters/general/rewardPoint', ADMIN, 'generalMasters', 'masters.rewardPoint', {
    page: 'masterTabs',
    masters: ['masters/reward-point', 'masters/coupon'],
  }),
  r('masters/eWasteService', ADMIN, {
    page: 'masterTabs',
    masters: ['masters/ewaste-item', 'masters/disposal-method'],
  }),
];

/** Sidebar of spec 000 §2.4. */
export const SIDEBAR: readonly SidebarItem[] = [
  { label: 'menu.dashboard', icon: 'dashboard', to: '' },
  {
    label: 'menu.masters',
    icon: 'masters',
    roles: ADMIN,
    children: [
      {
        label: 'menu.baseMasters',
        to: 'masters/product',
        covers: ['masters/category', 'masters/brand', 'masters/service'],
      },
      { label: 'menu.modelMaster', to: 'masters/model/all', covers: ['masters/model'] },
      {
        label: 'menu.sparePartMaster',
        to: 'masters/spare-part/main/all',
        covers: ['masters/spare-part', 'masters/spare-part-main', 'masters/spare-part-generic'],
      },
      {
        label: 'menu.priceMaster',
        to: 'masters/price/service/all',
        covers: ['masters/price', 'masters/service-price', 'masters/spare-part-price'],
      },
      { label: 'menu.issueMaster', to: 'masters/issue/all', covers: ['masters/issue'] },
      { label: 'menu.repairServiceMaster', to: 'masters/repairService' },
      {
        label: 'menu.generalMaster',
        to: 'masters/general/service-type',
        covers: ['masters/general', 'masters/reward-point', 'masters/coupon'],
      },
      {
        label: 'menu.eWasteServiceMaster',
        to: 'masters/eWasteService',
        covers: ['masters/ewaste-item', 'masters/disposal-method'],
      },
    ],
  },
  {
    label: 'menu.channelPartners',
    icon: 'channelPartners',
    roles: ADMIN,
    children: [
      {
        label: 'menu.invited',
        to: 'channel-partners/main/invited',
        covers: ['channel-partners/invited', 'channel-partners/addNew'],
      },
      {
        label: 'menu.verified',
        to: 'channel-partners/main/verified',
        covers: ['channel-partners/verified', 'channel-partners/management'],
      },
      { label: 'menu.incomplete', to: 'channel-partners/main/incomplete', covers: ['channel-partners/add'] },
    ],
  },
  { label: 'menu.myProfile', icon: 'profile', to: 'my-profile' },
  { label: 'menu.myProfile', icon: 'profile', to: 'my-profile-dealer' },
  {
    label: 'menu.technicians',
    icon: 'technicians',
    roles: ADMIN_PARTNER,
    children: [
      { label: 'menu.pending', to: 'technicians/main/pending', covers: ['technicians/pending', 'technicians/addNew'] },
      {
        label: 'menu.verified',
        to: 'technicians/main/verified',
        covers: ['technicians/verified', 'technicians/management'],
      },
      { label: 'menu.incomplete', to: 'technicians/main/incomplete', covers: ['technicians/add'] },
    ],
  },
  {
    label: 'menu.customers',
    icon: 'customers',
    roles: CUSTOMER_DESK,
    children: [
      { label: 'menu.search', to: 'customers/search', covers: ['customers/view'] },
      { label: 'menu.delete', to: 'customers/delete' },
    ],
  },
  { label: 'menu.dealers', icon: 'dealers', to: 'dealers' },
  // The request lists of spec 000 §2.3 for the roles whose dashboard is not their only way there (README, Request
  // lists).
  {
    label: 'menu.requests',
    icon: 'requests',
    to: 'services/repair-request/all',
    roles: REQUEST_HOLDERS,
    covers: ['services', 'repair-request', 'ewaste-request'],
  },
  { label: 'menu.bookRequest', icon: 'bookRequest', to: 'book-request', roles: [dealer] },
  { label: 'menu.payments', icon: 'payments', to: 'payments' },
  // The route also admits channel partners; the sidebar offers it to admins only.
  { label: 'menu.rewardPoints', icon: 'rewardPoints', to: 'reward-points', roles: ADMIN },
  { label: 'menu.escalations', icon: 'escalations', to: 'escalations' },
  {
    label: 'menu.web',
    icon: 'web',
    roles: ADMIN,
    children: [
      { label: 'menu.statistics', to: 'statistics' },
      { label: 'menu.eWasteDrives', to: 'ewaste-drives' },
    ],
  },
];
