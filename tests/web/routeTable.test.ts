import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { allows, currentEntry, isComingSoon, routeAt, sidebarFor } from '../../src/console/access';
import { crumbsFor } from '../../src/console/layout/crumbs';
import { ROUTES, type SidebarItem } from '../../src/console/routeTable';

const { admin, channelPartner, dealer, technician, customerCare } = ROLES;

const MASTER_PATHS = [
  'category',
  'product',
  'brand',
  // master/service of spec 000 §7.5 has no page in §2.5; it is a base master tab.
  'service',
  'model/all',
  'model/view/:id',
  'model/edit/:id',
  'model/add',
  'spare-part/main/all',
  'spare-part/generic/all',
  'spare-part/find',
  'spare-part/generic/add',
  'spare-part/view/:id',
  'spare-part/generic/view/:id',
  'spare-part/modelView/:modelId/:sparePartId',
  'spare-part/edit/:sparePartId',
  'spare-part/generic/edit/:id',
  'spare-part/addSparePart/add',
  'spare-part/addSparePart/assignSparePart',
  'price/service/all',
  'price/service/add',
  'price/model/view/:id',
  'price/service/view/:key',
  'price/spare-part/all',
  'price/spare-part/view/:id',
  'price/spare-part/add',
  'price/add',
  'issue/all',
  'issue/view/:issueId',
  'issue/edit/:issueId',
  'issue/product/edit/:productId',
  'issue/product/view/:productId',
  'issue/add/new',
  'issue/add/assign',
  'repairService',
  'general/service-type',
  'general/gst',
  'general/uom',
  'general/pincode',
  'general/rewardPoint',
  'eWasteService',
].map((p) => `masters/${p}`);

const OTHER_PATHS = [
  '',
  'my-profile',
  'my-profile-dealer',
  'repair-request/view/:id',
  'repair-request/view-only/:id',
  'ewaste-request/view/:id',
  'book-request',
  'account/general',
  'account/notifications',
  'account/team',
  'settings',
  'about-us',
  'allapks',
  'customers/search',
  'customers/delete',
  'customers/view',
  'customers/view/:customerId',
  'channel-partners/addNew',
  'channel-partners/add/continue/:id',
  'channel-partners/main/incomplete',
  'channel-partners/main/invited',
  'channel-partners/main/verified',
  'channel-partners/invited/approve/:id',
  'channel-partners/invited/onboard/:id',
  'channel-partners/verified/:id',
  'channel-partners/management/profile-details',
  'channel-partners/management/add',
  'dealers',
  'dealers/:id',
  'dealers/add',
  'technicians/addNew',
  'technicians/addNew/:cpId',
  'technicians/add/continue/:id',
  'technicians/main/pending',
  'technicians/main/verified',
  'technicians/main/incomplete',
  'technicians/pending/approve/:id',
  'technicians/verified/:id',
  'technicians/management/profile-details',
  'services',
  'services/repair-request/all',
  'services/repair-request/add/:serviceId',
  // Ours: the requests of one service (the spec's add/{serviceId} books for it).
  'services/requests/:serviceId',
  'payments',
  'reward-points',
  'escalations',
  'escalations/:id',
  'escalations/enquiry/:id',
  'statistics',
  'ewaste-drives',
];

const rolesAllowed = (path: string) =>
  [admin, channelPartner, dealer, technician, customerCare].filter((role) => allows(routeAt(path)!.roles, role));

describe('route table', () => {
  it('has every dashboard route of the spec exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...MASTER_PATHS, ...OTHER_PATHS].sort());
  });

  it.each([
    ['', [admin, channelPartner, dealer, technician]],
    ['my-profile', [channelPartner]],
    ['my-profile-dealer', [dealer]],
    ['repair-request/view/:id', [admin, channelPartner, technician, customerCare]],
    ['repair-request/view-only/:id', [dealer]],
    ['ewaste-request/view/:id', [admin, channelPartner, technician, customerCare]],
    ['book-request', [admin, dealer]],
    ['settings', [admin, channelPartner, dealer, technician, customerCare]],
    ['services/repair-request/all', [admin, channelPartner, dealer, technician, customerCare]],
    ['services/repair-request/add/:serviceId', [admin, dealer]],
    ['services/requests/:serviceId', [admin, channelPartner, dealer, technician, customerCare]],
    ['customers/search', [admin, customerCare]],
    ['customers/view', [admin, customerCare]],
    ['customers/view/:customerId', [admin, customerCare]],
    ['customers/delete', [admin]],
    ['channel-partners/main/invited', [admin]],
    ['dealers/:id', [admin]],
    ['technicians/main/pending', [admin, channelPartner]],
    ['technicians/addNew/:cpId', [admin, channelPartner]],
    ['payments', [admin, channelPartner]],
    ['reward-points', [admin, channelPartner]],
    ['escalations/enquiry/:id', [admin]],
    ['statistics', [admin]],
    ['ewaste-drives', [admin]],
    ['masters/product', [admin]],
    ['masters/general/pincode', [admin]],
  ])('%s admits %j', (path, roles) => {
    expect(rolesAllowed(path as string)).toEqual(roles);
  });

  it('keeps every master route for admins', () => {
    for (const path of MASTER_PATHS) expect(rolesAllowed(path)).toEqual([admin]);
  });

  it('gives no route to a visitor without a role', () => {
    for (const route of ROUTES) expect(allows(route.roles, undefined)).toBe(false);
  });
});

const labels = (items: SidebarItem[]): unknown[] =>
  items.map((item) => (item.children ? { [item.label]: item.children.map((child) => child.label) } : item.label));

describe('sidebar by role', () => {
  it('shows an admin every section', () => {
    expect(labels(sidebarFor(admin))).toEqual([
      'menu.dashboard',
      {
        'menu.masters': [
          'menu.baseMasters',
          'menu.modelMaster',
          'menu.sparePartMaster',
          'menu.priceMaster',
          'menu.issueMaster',
          'menu.repairServiceMaster',
          'menu.generalMaster',
          'menu.eWasteServiceMaster',
        ],
      },
      { 'menu.channelPartners': ['menu.invited', 'menu.verified', 'menu.incomplete'] },
      { 'menu.technicians': ['menu.pending', 'menu.verified', 'menu.incomplete'] },
      { 'menu.customers': ['menu.search', 'menu.delete'] },
      'menu.dealers',
      'menu.payments',
      'menu.rewardPoints',
      'menu.escalations',
      { 'menu.web': ['menu.statistics', 'menu.eWasteDrives'] },
    ]);
  });

  it('shows a channel partner the dashboard, own profile, technicians, its requests and payments', () => {
    expect(labels(sidebarFor(channelPartner))).toEqual([
      'menu.dashboard',
      'menu.myProfile',
      { 'menu.technicians': ['menu.pending', 'menu.verified', 'menu.incomplete'] },
      'menu.requests',
      'menu.payments',
    ]);
    expect(sidebarFor(channelPartner).find((item) => item.label === 'menu.myProfile')?.to).toBe('my-profile');
  });

  it('shows customer care the customer search, not the deletion requests', () => {
    expect(labels(sidebarFor(customerCare))).toEqual([{ 'menu.customers': ['menu.search'] }]);
    expect(currentEntry('/dashboard/customers/view/CUS1001')?.to).toBe('customers/search');
  });

  it(
    'shows a dealer the dashboard, the dealer profile, ' +
      'its requests and Book Request; a technician the dashboard and its requests',
    () => {
      expect(sidebarFor(dealer).map((item) => item.to)).toEqual([
        '',
        'my-profile-dealer',
        'services/repair-request/all',
        'book-request',
      ]);
      expect(labels(sidebarFor(technician))).toEqual(['menu.dashboard', 'menu.requests']);
      expect(currentEntry('/dashboard/repair-request/view/REQ00000001')?.to).toBe('services/repair-request/all');
    },
  );

  it('links only to routes of the table', () => {
    const links = (items: readonly SidebarItem[]): string[] =>
      items.flatMap((item) => [...(item.to !== undefined ? [item.to] : []), ...links(item.children ?? [])]);
    for (const to of links(sidebarFor(admin))) expect(routeAt(to)).toBeDefined();
  });
});

describe('breadcrumbs', () => {
  it('start below Home and link every crumb but the page itself to a page the role may open', () => {
    expect(crumbsFor('/dashboard')).toEqual([]);
    expect(crumbsFor('/dashboard/masters/product/PID1/show', admin)).toEqual([
      { segment: 'masters', to: '/dashboard/masters/product' },
      { segment: 'product', to: '/dashboard/masters/product' },
      { segment: 'PID1', to: '/dashboard/masters/product/PID1' },
      { segment: 'show', to: undefined },
    ]);
    expect(crumbsFor('/dashboard/technicians/main/pending', ROLES.channelPartner)).toEqual([
      { segment: 'technicians', to: '/dashboard/technicians/main/pending' },
      { segment: 'main', to: '/dashboard/technicians/main/pending' },
      { segment: 'pending', to: undefined },
    ]);
    expect(crumbsFor('/dashboard/masters/coupon/CPN1/show', admin).slice(0, 2)).toEqual([
      { segment: 'masters', to: '/dashboard/masters/product' },
      { segment: 'coupon', to: '/dashboard/masters/general/rewardPoint' },
    ]);
  });

  it('name a service by its id, for the crumb to show its name', () => {
    expect(crumbsFor('/dashboard/services/repair-request/add/SID101', ROLES.dealer)).toEqual([
      { segment: 'services', to: '/dashboard/services' },
      { segment: 'repair-request', to: '/dashboard/services/repair-request/all' },
      { segment: 'add', to: undefined },
      { segment: 'SID101', to: undefined, serviceId: true },
    ]);
  });
});

describe('the sidebar entry of a page (issue 11: sub-pages keep their entry highlighted)', () => {
  it.each([
    ['/dashboard', ''],
    ['/dashboard/masters/category', 'masters/product'],
    ['/dashboard/masters/brand/BID1/show', 'masters/product'],
    ['/dashboard/masters/service', 'masters/product'],
    ['/dashboard/masters/model/view/MID1', 'masters/model/all'],
    ['/dashboard/masters/spare-part/find', 'masters/spare-part/main/all'],
    ['/dashboard/masters/spare-part/generic/all', 'masters/spare-part/main/all'],
    ['/dashboard/masters/price/spare-part/all', 'masters/price/service/all'],
    ['/dashboard/masters/coupon/CPN1', 'masters/general/service-type'],
    ['/dashboard/masters/reward-point/RWP1/show', 'masters/general/service-type'],
    ['/dashboard/masters/general/pincode', 'masters/general/service-type'],
    ['/dashboard/masters/ewaste-item/create', 'masters/eWasteService'],
    ['/dashboard/channel-partners/invited/approve/CP1', 'channel-partners/main/invited'],
    ['/dashboard/channel-partners/verified/CP1', 'channel-partners/main/verified'],
    ['/dashboard/channel-partners/add/continue/CP1', 'channel-partners/main/incomplete'],
    ['/dashboard/technicians/pending/approve/T1', 'technicians/main/pending'],
  ])('%s is under %s', (pathname, to) => {
    expect(currentEntry(pathname)?.to).toBe(to);
  });

  it('highlights nothing for a page without an entry', () => {
    expect(currentEntry('/dashboard/settings')).toBeUndefined();
    expect(currentEntry('/dashboard/about-us')).toBeUndefined();
  });
});

describe('sidebar entries not built yet', () => {
  it('marks the entries whose page is the coming-soon page, and only those', () => {
    const leaves = (items: readonly SidebarItem[]): SidebarItem[] =>
      items.flatMap((item) => (item.children ? leaves(item.children) : [item]));
    const soon = leaves(sidebarFor(ROLES.admin))
      .filter(isComingSoon)
      .map((item) => item.to);
    expect(soon).not.toContain('payments');
    expect(soon).not.toContain('escalations');
    expect(soon).not.toContain('customers/search');
    expect(soon).not.toContain('customers/delete');
    expect(soon).not.toContain('masters/product');
    expect(soon).not.toContain('channel-partners/main/invited');
    expect(soon).not.toContain('');
  });
});

describe('no coming-soon page left', () => {
  it.each(Object.values(ROLES))('every route %s may open shows a page of its own', (role) => {
    const open = ROUTES.filter((route) => allows(route.roles, role));
    expect(open.length).toBeGreaterThan(0);
    const comingSoon = open
      .filter((route) => route.page === undefined && route.resource === undefined)
      .map((route) => route.path);
    expect(comingSoon).toEqual([]);
  });
});
