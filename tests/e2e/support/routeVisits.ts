import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SERVICE_IDS } from '../../../domain/constants';
import type { SparePartModel } from '../../../domain/masters/sparePart';
import { ROLES, type Role } from '../../../domain/roles';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/demo';
import { DEMO_CUSTOMERS } from '../../../server/src/db/seed/demoCustomers';
import { ROUTES, type MasterView, type ProfileMode, type RouteEntry } from '../../../src/console/routeTable';
import { masterConfig, MASTERS } from '../../../src/resources/masters/config';
import { masterPaths } from '../../../src/resources/masters/masterPaths';
import { apiCall, firstRecords } from './api';

/**
 * The walks over every console route (accessibility.e2e.ts, roleWalk.e2e.ts): which addresses a role visits, the demo
 * ids that fill their parameters, when a page has settled, and its serious or critical axe findings.
 */

/** A route that shows the generic coming-soon page: one of them is checked, the others are the same page. */
export const isComingSoon = (route: RouteEntry) => route.page === undefined && route.resource === undefined;
export const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
/** Same address shape whatever the parameters are called ('model/view/:id' and 'model/view/:modelId'). */
export const shape = (pattern: string) => pattern.replace(/:\w+/g, ':');

export interface Visit {
  /** The address pattern below /dashboard, as the route table writes it. */
  pattern: string;
  role: Role;
  /** Where the ids of the pattern's parameters come from. */
  route?: RouteEntry;
  /** A view of a master at the address the screens link to. */
  master?: string;
  view?: MasterView;
}

/** Stands for a record's id in a master's address until a real one is filled in. */
export const RECORD = 'RECORD_ID';

/**
 * The visits of a walk: each route of the route table as each role `visitorsOf` names for it (the coming-soon page
 * once, as the first), then every view of every master as the admin, each address shape once per role.
 */
export function consoleVisits(visitorsOf: (route: RouteEntry) => readonly Role[]): Visit[] {
  const visits: Visit[] = [];
  const seen = new Set<string>();
  const add = (visit: Visit) => {
    const key = `${visit.role} ${shape(visit.pattern)}`;
    if (seen.has(key)) return;
    seen.add(key);
    visits.push(visit);
  };
  let comingSoonChecked = false;
  for (const route of ROUTES) {
    const visitors = visitorsOf(route);
    if (visitors.length === 0) continue;
    if (isComingSoon(route)) {
      if (comingSoonChecked || paramsOf(route.path).length > 0) continue;
      comingSoonChecked = true;
      add({ pattern: route.path, role: visitors[0], route });
      continue;
    }
    for (const role of visitors) add({ pattern: route.path, role, route });
  }
  // Every view of every master, at the address the screens link to (records, tabs' records, react-admin's own paths).
  for (const config of MASTERS) {
    const paths = masterPaths(config.resource);
    const readOnly = !config.schemas || !config.fields;
    const master = config.resource;
    add({ pattern: paths.list, role: ROLES.admin, master, view: 'list' });
    if (!readOnly) add({ pattern: paths.create, role: ROLES.admin, master, view: 'create' });
    add({ pattern: paths.show(RECORD).replace(RECORD, ':id'), role: ROLES.admin, master, view: 'show' });
    if (!readOnly) add({ pattern: paths.edit(RECORD).replace(RECORD, ':id'), role: ROLES.admin, master, view: 'edit' });
  }
  return visits;
}

export const COMING_SOON = 'the coming-soon page';

/**
 * What a visit shows, for the shared-title check: one view of a master, one page of the route table, or the generic
 * coming-soon page, whatever address it is reached by (the spec gives some pages two addresses).
 */
export function pageShown({ route, master, view }: Visit, where: string): string {
  if (route && isComingSoon(route)) return COMING_SOON;
  if (master) return `${master} ${view}`;
  if (route?.resource) return `${route.resource} list`;
  if (route?.page === 'masterView') return `${route.master} ${route.view}`;
  if (route?.page === 'masterTabs') return `${route.masters?.[0]} list`;
  if (route?.page) return `page ${route.page}`;
  return where;
}

/** The partner a profile page of each mode opens (the demo data has one in each status). */
const PARTNER_STATUS_FOR: Partial<Record<ProfileMode, string>> = {
  continue: 'Incomplete',
  approve: 'Pending',
  onboard: 'Invited',
  verified: 'Active',
};

/**
 * The technician a profile page of each mode opens (the demo partner has an Incomplete, a Pending and an Active one).
 */
const TECHNICIAN_STATUS_FOR: Partial<Record<ProfileMode, string>> = {
  continue: 'Incomplete',
  approve: 'Pending',
  verified: 'Active',
};

/** Ids from the seeded demo data, read through the API as the admin. */
export function demoIds(token: string, tokenOf: (role: Role) => string | undefined = () => undefined) {
  const cache = new Map<string, Promise<string>>();
  const once = (key: string, find: () => Promise<string | undefined>) => {
    if (!cache.has(key))
      cache.set(
        key,
        find().then((id) => {
          if (id === undefined) throw new Error(`the demo data has no ${key}`);
          return String(id);
        }),
      );
    return cache.get(key)!;
  };
  const firstOf = (resource: string) =>
    once(resource, async () => {
      const config = masterConfig(resource);
      return (await firstRecords(config.apiPath, token, config.permanentFilter, 1))[0]?.id;
    });
  const partner = (status: string) =>
    once(`partner ${status}`, async () => (await firstRecords('channel-partner', token, { status }, 1))[0]?.id);
  const technician = (status: string) =>
    once(`technician ${status}`, async () => (await firstRecords('technician', token, { status }, 1))[0]?.id);
  const sparePartOnAModel = () =>
    once('spare part assigned to a model', async () => {
      for (const { id } of await firstRecords(
        masterConfig('masters/spare-part-main').apiPath,
        token,
        { generic: false },
        20,
      )) {
        const [assigned] = await apiCall<SparePartModel[]>(`master/sparePart/${encodeURIComponent(id)}/models`, token);
        if (assigned) return `${assigned.modelId}/${assigned.sparePartId}`;
      }
      return undefined;
    });

  /** A demo request of each kind (the demo dealer's own for its read-only page). */
  const request = (kind: 'requests' | 'pickUpRequests', role: Role) =>
    once(`${kind} of ${role}`, async () => {
      // A role's own lists are scoped to it (a partner's requests, a dealer's bookings); the admin reads the dealers'.
      const dealers = role === ROLES.dealer;
      const own = tokenOf(role);
      const filters = dealers && !own ? [{ property: 'dealerId', operator: 'isPresent' }] : [];
      return (
        await apiCall<{ records: { id: string }[] }>(`${kind}/getByPaginationAndFilter`, own ?? token, {
          body: { filters, pageSize: 1, pageNumber: 1 },
        })
      ).records[0]?.id;
    });
  /** The demo partner's own id (GreenFix), for the pages it opens about itself. */
  const demoPartner = () =>
    once(
      'demo partner',
      async () =>
        (await firstRecords('channel-partner', token, { primaryEmail: DEMO_ACCOUNTS.channelPartner.email }, 1))[0]?.id,
    );

  const escalation = (kind: 'Complaint' | 'Enquiry') =>
    once(`escalation ${kind}`, async () => (await firstRecords('escalations', token, { kind }, 1))[0]?.id);

  /**
   * The address of a visit with real ids; a route with parameters nobody here knows fails, so a new route gets its ids.
   */
  return async function address({ pattern, route, master, role }: Visit): Promise<string> {
    const params = paramsOf(pattern);
    if (params.length === 0) return pattern;
    const fill = (ids: Record<string, string>) =>
      pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(ids[name]));
    if (master || route?.page === 'masterView') return fill({ [params[0]]: await firstOf(master ?? route!.master!) });
    if (route?.page === 'technicianProfile')
      return fill({ id: await technician(TECHNICIAN_STATUS_FOR[route.profileMode!]!) });
    // The demo dealers: Sharma Electronics (Active) and Verma Appliances (Pending).
    if (route?.page === 'dealerProfile')
      return fill({ id: await once('dealer', async () => (await firstRecords('dealer', token, {}, 1))[0]?.id) });
    // A technician is added to an active partner.
    if (route?.page === 'technicianAdd')
      return fill({ cpId: await (role === ROLES.channelPartner ? demoPartner() : partner('Active')) });
    const status = route?.profileMode && PARTNER_STATUS_FOR[route.profileMode];
    if (status) return fill({ id: await partner(status) });
    if (route?.page === 'modelPrices') return fill({ id: await firstOf('masters/model') });
    if (route?.page === 'issueAssign' || route?.page === 'productIssues')
      return fill({ productId: await firstOf('masters/product') });
    if (route?.page === 'sparePartModel') {
      const [modelId, sparePartId] = (await sparePartOnAModel()).split('/');
      return fill({ modelId, sparePartId });
    }
    if (route?.page === 'customerView') return fill({ customerId: DEMO_CUSTOMERS[0].id });
    if (route?.page === 'requestList') return fill({ serviceId: SERVICE_IDS.eWaste });
    // Booking opened for a service: the repair service, whose booking asks the most.
    if (route?.page === 'bookRequest') return fill({ serviceId: SERVICE_IDS.repair });
    if (route?.page === 'requestView')
      return fill({ id: await request(pattern.startsWith('ewaste') ? 'pickUpRequests' : 'requests', role) });
    // The demo escalations: complaints against demo requests, and an enquiry.
    if (route?.page === 'escalationView') return fill({ id: await escalation('Complaint') });
    if (route?.page === 'enquiryView') return fill({ id: await escalation('Enquiry') });
    throw new Error(`No demo id for ${pattern}: tell support/routeVisits.ts where to find one`);
  };
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  target: string;
  help: string;
}

/**
 * Rules that fail whatever their impact: the defects issue 11 names (an empty actions column header is 'minor' to axe).
 */
export const NAMED_RULES = new Set(['empty-table-header']);

/**
 * The page's serious and critical axe violations (and the named ones), one line per element; `scope` limits axe to a
 * part.
 */
export async function violationsOn(page: Page, scope?: { include: string; rules: string[] }): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope.include).withRules(scope.rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') || NAMED_RULES.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? 'minor',
        target: node.target.join(' '),
        help: violation.help,
      })),
    );
}

export const report = (where: string, findings: Finding[]) =>
  findings.map(({ rule, impact, target, help }) => `${rule} (${impact}) at ${target} on ${where}: ${help}`).join('\n');
