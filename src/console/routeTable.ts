import { ROLES, type Role } from '../../domain/roles';

/** `signedIn`: any signed-in user (spec leaves the role limits of these pages open). */
export type RoleRule = readonly Role[] | 'signedIn';

/** Pages a route can show; everything not built yet shows the coming-soon page. */
export type PageKey = 'dashboard' | 'comingSoon' | 'settings' | 'pincodeMaster' | 'bookRequest';

export interface RouteEntry {
  /** Pattern below /dashboard ('' is the dashboard itself). */
  path: string;
  roles: RoleRule;
  /** A react-admin resource served at this path (views come from its master configuration). */
  resource?: string;
  page?: PageKey;
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
}

const { admin, channelPartner, dealer, technician } = ROLES;
const ADMIN = [admin] as const;
const ADMIN_PARTNER = [admin, channelPartner] as const;
const DASHBOARD_ROLES = [admin, channelPartner, technician, dealer] as const;
const REQUEST_VIEWERS = [admin, channelPartner, technician] as const;

const r = (path: string, roles: RoleRule, extra: Omit<RouteEntry, 'path' | 'roles'> = {}): RouteEntry => ({ path, roles, ...extra });
const each = (prefix: string, roles: RoleRule, paths: string[]) => paths.map((p) => r(`${prefix}/${p}`, roles));
const tab = (path: string, roles: RoleRule, tabs: string, label: string, extra: Partial<RouteEntry> = {}) =>
  r(path, roles, { tabs, label, ...extra });

/** Every dashboard route of spec 000 §2.3 and §2.5 with its role rule. */
export const ROUTES: readonly RouteEntry[] = [
  r('', DASHBOARD_ROLES, { page: 'dashboard', label: 'menu.dashboard' }),
  r('my-profile', [channelPartner]),
  r('my-profile-dealer', [dealer]),
  r('repair-request/view/:id', REQUEST_VIEWERS),
  r('repair-request/view-only/:id', [dealer]),
  r('ewaste-request/view/:id', REQUEST_VIEWERS),
  r('book-request', [admin, dealer], { page: 'bookRequest' }),
  ...each('account', 'signedIn', ['general', 'notifications', 'team']),
  r('settings', 'signedIn', { page: 'settings' }),
  r('about-us', 'signedIn'),
  r('allapks', 'signedIn'),
  ...each('customers', ADMIN, ['search', 'delete', 'view', 'view/:customerId']),

  r('channel-partners/addNew', ADMIN),
  r('channel-partners/add/continue/:id', ADMIN),
  tab('channel-partners/main/incomplete', ADMIN, 'channelPartners', 'tabs.incomplete'),
  tab('channel-partners/main/invited', ADMIN, 'channelPartners', 'tabs.invited'),
  tab('channel-partners/main/verified', ADMIN, 'channelPartners', 'tabs.verified'),
  ...each('channel-partners', ADMIN, ['invited/approve/:id', 'invited/onboard/:id', 'verified/:id', 'management/profile-details', 'management/add']),

  r('dealers', ADMIN),
  ...each('dealers', ADMIN, [':id', 'add']),

  ...each('technicians', ADMIN_PARTNER, ['addNew', 'addNew/:cpId', 'add/continue/:id']),
  tab('technicians/main/pending', ADMIN_PARTNER, 'technicians', 'tabs.pending'),
  tab('technicians/main/verified', ADMIN_PARTNER, 'technicians', 'tabs.verified'),
  tab('technicians/main/incomplete', ADMIN_PARTNER, 'technicians', 'tabs.incomplete'),
  ...each('technicians', ADMIN_PARTNER, ['pending/approve/:id', 'verified/:id', 'management/profile-details']),

  r('services', 'signedIn'),
  ...each('services', 'signedIn', ['repair-request/all', 'repair-request/add/:serviceId']),
  r('payments', ADMIN_PARTNER),
  r('reward-points', ADMIN_PARTNER),
  r('escalations', ADMIN),
  ...each('escalations', ADMIN, [':id', 'enquiry/:id']),
  r('statistics', ADMIN),
  r('ewaste-drives', ADMIN),

  // Masters (spec 000 §2.5), all admin.
  tab('masters/category', ADMIN, 'baseMasters', 'masters.category'),
  tab('masters/product', ADMIN, 'baseMasters', 'masters.product', { resource: 'masters/product' }),
  tab('masters/brand', ADMIN, 'baseMasters', 'masters.brand', { resource: 'masters/brand' }),
  ...each('masters/model', ADMIN, ['all', 'view/:id', 'edit/:id', 'add']),
  tab('masters/spare-part/main/all', ADMIN, 'spareParts', 'tabs.mainSpareParts'),
  tab('masters/spare-part/generic/all', ADMIN, 'spareParts', 'tabs.genericSpareParts'),
  ...each('masters/spare-part', ADMIN, [
    'find',
    'generic/add',
    'view/:id',
    'generic/view/:id',
    'modelView/:modelId/:sparePartId',
    'edit/:sparePartId',
    'generic/edit/:id',
    'addSparePart/add',
    'addSparePart/assignSparePart',
  ]),
  tab('masters/price/service/all', ADMIN, 'prices', 'tabs.servicePrices'),
  tab('masters/price/spare-part/all', ADMIN, 'prices', 'tabs.sparePartPrices'),
  ...each('masters/price', ADMIN, ['service/add', 'model/view/:id', 'service/view/:key', 'spare-part/view/:id', 'spare-part/add', 'add']),
  ...each('masters/issue', ADMIN, ['all', 'view/:issueId', 'edit/:issueId', 'product/edit/:productId', 'product/view/:productId', 'add/new', 'add/assign']),
  r('masters/repairService', ADMIN),
  tab('masters/general/service-type', ADMIN, 'generalMasters', 'masters.serviceType'),
  tab('masters/general/gst', ADMIN, 'generalMasters', 'masters.gst'),
  tab('masters/general/uom', ADMIN, 'generalMasters', 'masters.uom'),
  tab('masters/general/pincode', ADMIN, 'generalMasters', 'masters.pincode', { page: 'pincodeMaster' }),
  tab('masters/general/rewardPoint', ADMIN, 'generalMasters', 'masters.rewardPoint'),
  r('masters/eWasteService', ADMIN),
];

/** Sidebar of spec 000 §2.4. */
export const SIDEBAR: readonly SidebarItem[] = [
  { label: 'menu.dashboard', icon: 'dashboard', to: '' },
  {
    label: 'menu.masters',
    icon: 'masters',
    roles: ADMIN,
    children: [
      { label: 'menu.baseMasters', to: 'masters/product' },
      { label: 'menu.modelMaster', to: 'masters/model/all' },
      { label: 'menu.sparePartMaster', to: 'masters/spare-part/main/all' },
      { label: 'menu.priceMaster', to: 'masters/price/service/all' },
      { label: 'menu.issueMaster', to: 'masters/issue/all' },
      { label: 'menu.repairServiceMaster', to: 'masters/repairService' },
      { label: 'menu.generalMaster', to: 'masters/general/service-type' },
      { label: 'menu.eWasteServiceMaster', to: 'masters/eWasteService' },
    ],
  },
  {
    label: 'menu.channelPartners',
    icon: 'channelPartners',
    roles: ADMIN,
    children: [
      { label: 'menu.invited', to: 'channel-partners/main/invited' },
      { label: 'menu.verified', to: 'channel-partners/main/verified' },
      { label: 'menu.incomplete', to: 'channel-partners/main/incomplete' },
    ],
  },
  { label: 'menu.myProfile', icon: 'profile', to: 'my-profile' },
  { label: 'menu.myProfile', icon: 'profile', to: 'my-profile-dealer' },
  {
    label: 'menu.technicians',
    icon: 'technicians',
    roles: ADMIN_PARTNER,
    children: [
      { label: 'menu.pending', to: 'technicians/main/pending' },
      { label: 'menu.verified', to: 'technicians/main/verified' },
      { label: 'menu.incomplete', to: 'technicians/main/incomplete' },
    ],
  },
  {
    label: 'menu.customers',
    icon: 'customers',
    roles: ADMIN,
    children: [
      { label: 'menu.search', to: 'customers/search' },
      { label: 'menu.delete', to: 'customers/delete' },
    ],
  },
  { label: 'menu.dealers', icon: 'dealers', to: 'dealers' },
  { label: 'menu.payments', icon: 'payments', to: 'payments' },
  // The route also admits channel partners; the sidebar offers it to admins only (spec 000 §2.4).
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
