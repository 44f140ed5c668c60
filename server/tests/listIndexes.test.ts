import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TABS } from '../../domain/channelPartner/status';
import { TECHNICIAN_TABS } from '../../domain/technicians/statuses';
import { DEALER_TABS } from '../../domain/dealers/statuses';
import { ROLES, type Role } from '../../domain/roles';
import { filterRequestSchema, type FilterRequest } from '../../domain/filters';
import type { AppContext } from '../src/context';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { bookablePartnerList, partnerList } from '../src/modules/channelPartners/list';
import { dealerList } from '../src/modules/dealers/list';
import { deletionRequestList } from '../src/modules/deletionRequests/list';
import { MASTERS } from '../src/modules/masters/definitions';
import { pincodeList } from '../src/modules/pincodes/repository';
import { pickUpRequestList, repairRequestList } from '../src/modules/requests/list';
import { technicianList } from '../src/modules/technicians/list';
import { buildListQuery, indiaDay, type ListResource } from '../src/platform/listEngine';
import type { RequestScope } from '../src/modules/requests/caller';
import { partnerWiseRequests, requestTotalCount } from '../src/modules/requests/reports/counts';
import {
  bookingsPerDay,
  dashboardCounts,
  dashboardVisits,
  latestBookings,
  slotFill,
} from '../src/modules/requests/reports/dashboard';
import { freshPostgresDatabase } from './support/testServer';

/**
 * Every list's default query, and the filters its screens apply, must be answerable from an index: with sequential
 * scans and sorts switched off, the planner must still find a plan without them. (On a table of a million rows a
 * sequential scan or a sort of every match is what makes page 1 slow; the tables here are empty, so the planner is
 * told what not to do and the test reads whether it could obey.)
 */
let database: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;
const SWITCHED_OFF = ['enable_seqscan', 'enable_sort'];

beforeAll(async () => {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  drop = fresh?.drop;
  // PostgreSQL: every pooled connection starts with the settings; PGlite has one connection.
  const options = SWITCHED_OFF.map((setting) => `-c ${setting}=off`).join(' ');
  database = await openDatabase({
    databaseUrl: fresh && `${fresh.url}?options=${encodeURIComponent(options)}`,
    inMemory: !fresh,
  });
  if (!fresh) for (const setting of SWITCHED_OFF) await database.query(`SET ${setting} = off`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

async function plan(text: string, params: unknown[]): Promise<PlanNode[]> {
  const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `EXPLAIN (FORMAT JSON) ${text}`,
    params,
  );
  const explained = row['QUERY PLAN'];
  const [{ Plan }] = typeof explained === 'string' ? JSON.parse(explained) : explained;
  return [...nodes(Plan)];
}

/**
 * The request counts the database keeps hold a row per service, status and day or partner, not per request: a few
 * thousand rows that are read whole when a total asks for all of them.
 */
const KEPT_COUNTS = [
  'request_counts_by_status',
  'request_counts_by_day',
  'request_counts_by_visit_day',
  'request_counts_by_partner',
];

/**
 * What the plan does that an index should have spared: sequential scans (of any table but the kept counts) and full
 * sorts.
 */
const avoidable = (steps: PlanNode[]) =>
  steps
    .filter(
      (step) =>
        (step['Node Type'] === 'Seq Scan' && !KEPT_COUNTS.includes(step['Relation Name'] ?? '')) ||
        step['Node Type'] === 'Sort',
    )
    .map((step) => `${step['Node Type']} ${step['Relation Name'] ?? ''}`.trim());

interface ListCase {
  name: string;
  resource: ListResource<unknown>;
  request: FilterRequest;
  /** false when the order cannot come from an index (e.g. sorted by a text searched with a trigram index). */
  ordered?: boolean;
}

const asList = (resource: ListResource<unknown> | ListResource<never>) => resource as ListResource<unknown>;
const defaults = (name: string, resource: ListResource<unknown>): ListCase[] =>
  [1, -1].map((sort) => ({
    name: `${name}: default order ${sort === 1 ? 'ascending' : 'descending'}`,
    resource,
    request: { sort: sort as 1 | -1 },
  }));

/**
 * The request lists: what an admin filters by (statuses, the booking date range) newest first,
 * and each scoped role's own requests (the route adds its party column), also by status.
 */
function requestCases(name: string, resource: ListResource<unknown>): ListCase[] {
  const booked = [
    { property: 'createdAt', operator: 'isAfter' as const, value: '2026-01-01' },
    { property: 'createdAt', operator: 'isBefore' as const, value: '2026-03-31' },
  ];
  const statuses = (value: string[]) => ({ property: 'status', operator: 'in' as const, value });
  const scoped = (property: string, value: string) => ({ property, operator: 'equal' as const, value });
  return [
    ...defaults(name, resource),
    ...[['Open'], ['Open', 'Scheduled']].flatMap((value) => [
      {
        name: `${name}: ${value.length} status(es) booked in a date range, by update`,
        resource,
        request: { filters: [statuses(value), ...booked] },
      },
      {
        name: `${name}: ${value.length} status(es) booked in a date range, by booking`,
        resource,
        request: { filters: [statuses(value), ...booked], sortBy: 'createdAt' },
      },
    ]),
    {
      name: `${name}: booked in a date range, by booking`,
      resource,
      request: { filters: booked, sortBy: 'createdAt' },
    },
    ...(['channelPartnerId', 'technicianId', 'dealerId'] as const).flatMap((party) => [
      { name: `${name}: a ${party.replace(/Id$/, '')}'s own`, resource, request: { filters: [scoped(party, 'X1')] } },
      {
        name: `${name}: a ${party.replace(/Id$/, '')}'s own, by status`,
        resource,
        request: { filters: [scoped(party, 'X1'), statuses(['Open'])] },
      },
    ]),
  ];
}

const CASES: ListCase[] = [
  ...defaults('partners', asList(partnerList)),
  ...Object.entries(PARTNER_TABS).map(([tab, statuses]) => ({
    name: `partners: ${tab} tab`,
    resource: asList(partnerList),
    request: { filters: [{ property: 'status', operator: 'in' as const, value: [...statuses] }] },
  })),
  {
    name: 'partners: status Expired',
    resource: asList(partnerList),
    request: { filters: [{ property: 'status', operator: 'equal', value: 'Expired' }] },
  },
  {
    name: 'partners: city',
    resource: asList(partnerList),
    request: { filters: [{ property: 'city', operator: 'equal', value: 'Bangalore North' }] },
  },
  // The partner search for booking, as customer care and a dealer make it (the route adds status Active).
  ...[partnerList, bookablePartnerList].map((resource) => ({
    name:
      `partners${resource === bookablePartnerList ? ' as a booker' : ''}: ` +
      `Active, serving an area and repairing a brand-product`,
    resource: asList(resource),
    request: {
      filters: [
        { property: 'status', operator: 'equal' as const, value: 'Active' },
        { property: 'serviceAreaIds', operator: 'equal' as const, value: '560001#Mahatma Gandhi Road' },
        { property: 'brandsProducts', operator: 'equal' as const, value: 'BRD1#PRD1' },
      ],
      pageSize: 999,
    },
  })),
  ...defaults('technicians', asList(technicianList)),
  // A partner's lists are scoped to its own technicians (technicians_partner_idx, technicians_partner_status_idx).
  {
    name: "technicians: a partner's own",
    resource: asList(technicianList),
    request: { filters: [{ property: 'channelPartnerId', operator: 'equal', value: 'CP1001' }] },
  },
  ...Object.entries(TECHNICIAN_TABS).flatMap(([tab, statuses]) => {
    const byTab = { property: 'status', operator: 'in' as const, value: [...statuses] };
    return [
      { name: `technicians: ${tab} tab`, resource: asList(technicianList), request: { filters: [byTab] } },
      {
        name: `technicians: a partner's ${tab} tab`,
        resource: asList(technicianList),
        request: { filters: [byTab, { property: 'channelPartnerId', operator: 'equal' as const, value: 'CP1001' }] },
      },
    ];
  }),
  ...defaults('dealers', asList(dealerList)),
  ...Object.entries(DEALER_TABS).map(([tab, statuses]) => ({
    name: `dealers: ${tab} tab`,
    resource: asList(dealerList),
    request: { filters: [{ property: 'status', operator: 'in' as const, value: [...statuses] }] },
  })),
  {
    name: 'dealers: status Expired',
    resource: asList(dealerList),
    request: { filters: [{ property: 'status', operator: 'equal', value: 'Expired' }] },
  },
  ...defaults('deletion requests', asList(deletionRequestList)),
  {
    name: 'deletion requests: open',
    resource: asList(deletionRequestList),
    request: { filters: [{ property: 'status', operator: 'in', value: ['open'] }] },
  },
  {
    name: 'deletion requests: customer names',
    resource: asList(deletionRequestList),
    request: { filters: [{ property: 'customerName', operator: 'in', value: ['Asha Verma', 'Rahul Nair'] }] },
  },
  ...defaults('pincodes', asList(pincodeList)),
  {
    name: 'pincodes: state, by code',
    resource: asList(pincodeList),
    request: { filters: [{ property: 'state', operator: 'equal', value: 'Karnataka' }], sort: 1 },
  },
  {
    name: 'pincodes: codes of a lookup',
    resource: asList(pincodeList),
    request: { filters: [{ property: 'code', operator: 'in', value: [560001, 110001] }], pageSize: 9999 },
  },
  {
    name: 'pincodes: one code',
    resource: asList(pincodeList),
    request: { filters: [{ property: 'code', operator: 'in', value: [560001] }] },
  },
  {
    name: 'pincodes: area typed anywhere in India',
    resource: asList(pincodeList),
    request: { filters: [{ property: 'area', operator: 'contains', value: 'nagar' }], sortBy: 'area', sort: 1 },
    ordered: false,
  },
  ...requestCases('repair requests', asList(repairRequestList)),
  ...requestCases('pick-up requests', asList(pickUpRequestList)),
  ...MASTERS.flatMap((def) => defaults(`master ${def.path}`, asList(def.list))),
  ...MASTERS.filter((def) => def.config.visibility).map((def) => ({
    name: `master ${def.path}: what a non-admin sees`,
    resource: asList(def.list),
    request: {
      filters: [
        { property: def.config.visibility!.property, operator: 'equal' as const, value: def.config.visibility!.value },
      ],
    },
  })),
  {
    name: 'master model: the models of a product and brand (pickers)',
    resource: asList(MASTERS.find((def) => def.key === 'model')!.list),
    request: {
      filters: [
        { property: 'productId', operator: 'equal', value: 'PID101' },
        { property: 'brandId', operator: 'equal', value: 'BID101' },
      ],
      pageSize: 99999,
    },
  },
];

describe('every list query is answered from an index', () => {
  it.each(CASES)('$name', async ({ resource, request, ordered = true }) => {
    const query = buildListQuery(resource, filterRequestSchema.parse(request));
    const page = await plan(query.text, query.params);
    const count = await plan(query.countText, query.countParams);
    // A total the kept counts tell is read from them instead (see the exact totals below).
    const exact = query.exactCount
      ? await plan(
          `WITH page AS MATERIALIZED (${query.text}) SELECT (SELECT count(*) FROM page), ${query.exactCount.text}`,
          [...query.params, ...query.exactCount.params],
        )
      : [];
    expect({
      page: avoidable(page).filter((step) => ordered || step !== 'Sort'),
      count: avoidable(count),
      exact: avoidable(exact),
    }).toEqual({ page: [], count: [], exact: [] });
  });
});

describe("a request list's exact total comes from the kept counts when its filters are theirs", () => {
  const exactOf = (resource: ListResource<unknown>, filters: FilterRequest['filters']) =>
    buildListQuery(resource, filterRequestSchema.parse({ filters })).exactCount;
  const service = { property: 'serviceId', operator: 'equal' as const, value: 'SID101' };
  const statuses = { property: 'status', operator: 'in' as const, value: ['Open', 'Cancelled'] };
  const partner = { property: 'channelPartnerId', operator: 'equal' as const, value: 'CP1001' };
  const days = [
    { property: 'createdAt', operator: 'isAfter' as const, value: '2026-01-01' },
    { property: 'createdAt', operator: 'isBefore' as const, value: '2026-01-31' },
  ];
  it.each([
    { name: 'repair', resource: asList(repairRequestList) },
    { name: 'pick-up', resource: asList(pickUpRequestList) },
  ])('$name requests', ({ resource }) => {
    const visitDays = days.map((entry) => ({ ...entry, property: 'appointmentDate' }));
    expect(exactOf(resource, [])?.text).toMatch(/request_counts_by_status/);
    expect(exactOf(resource, [service, statuses])?.text).toMatch(/request_counts_by_status/);
    expect(exactOf(resource, [service, statuses, ...days])?.text).toMatch(/request_counts_by_day/);
    expect(exactOf(resource, [statuses, visitDays[1]])?.text).toMatch(/request_counts_by_visit_day/);
    expect(exactOf(resource, [service, statuses, partner])?.text).toMatch(/request_counts_by_partner/);
    // Kept by one of partner, booking day, appointment day; anything else is counted over the requests (capped).
    expect(exactOf(resource, [partner, ...days])).toBeUndefined();
    expect(exactOf(resource, [...days, ...visitDays])).toBeUndefined();
    expect(exactOf(resource, [{ property: 'technicianId', operator: 'equal', value: 'TID1001' }])).toBeUndefined();
    expect(
      exactOf(resource, [{ property: 'createdAt', operator: 'isAfter', value: '2026-01-01T10:00:00Z' }]),
    ).toBeUndefined();
    expect(exactOf(resource, [statuses, { ...statuses, value: ['Open'] }])).toBeUndefined();
  });

  it.each([
    { name: 'repair', resource: asList(repairRequestList) },
    { name: 'pick-up', resource: asList(pickUpRequestList) },
  ])(
    '$name requests over days they are not sorted by can be found by sorting their matches, read through an index',
    async ({ resource }) => {
      const sortedOf = (filters: FilterRequest['filters'], sortBy?: string) =>
        buildListQuery(resource, filterRequestSchema.parse({ filters, sortBy })).sortedMatches;
      const query = buildListQuery(resource, filterRequestSchema.parse({ filters: [service, statuses, ...days] }));
      expect(query.sortedMatches).toBeDefined();
      const steps = await plan(query.sortedMatches!.text, query.params);
      expect(steps.filter((step) => step['Node Type'] === 'Seq Scan').map((step) => step['Relation Name'])).toEqual([]);
      expect(sortedOf([statuses, { ...days[1], property: 'appointmentDate' }])).toBeDefined();
      // Sorted by the days filtered, filtered by no last day or by none, the sort's index walk is the way; unknown
      // totals too.
      expect(sortedOf([service, statuses, days[0]])).toBeUndefined();
      expect(sortedOf([service, statuses, days[0], { ...days[1], value: indiaDay(new Date()) }])).toBeUndefined();
      expect(sortedOf([service, statuses, ...days], 'createdAt')).toBeUndefined();
      expect(sortedOf([service, statuses])).toBeUndefined();
      expect(sortedOf([partner, ...days])).toBeUndefined();
    },
  );
});

describe("a request list's capped count reads the request table alone when its filters do", () => {
  const tablesRead = (steps: PlanNode[]) =>
    [...new Set(steps.map((step) => step['Relation Name']).filter(Boolean))].sort();
  const booked = { property: 'createdAt', operator: 'isAfter' as const, value: '2026-01-01' };
  it.each([
    { name: 'repair', resource: asList(repairRequestList), table: 'requests' },
    { name: 'pick-up', resource: asList(pickUpRequestList), table: 'pick_up_requests' },
  ])('$name requests', async ({ resource, table }) => {
    const count = async (filters: FilterRequest['filters']) => {
      const query = buildListQuery(resource, filterRequestSchema.parse({ filters }));
      return tablesRead(await plan(query.countText, query.countParams));
    };
    expect(await count([{ property: 'status', operator: 'in', value: ['Open', 'Cancelled'] }, booked])).toEqual([
      table,
    ]);
    expect(await count([{ property: 'channelPartnerId', operator: 'equal', value: 'CP1001' }])).toEqual([table]);
    // A filter on a joined table's column still counts over the join.
    expect(await count([{ property: 'customerName', operator: 'contains', value: 'Meena' }, booked])).toContain(
      'customers',
    );
  });
});

/**
 * The dashboards' aggregates (reports/dashboard.ts, reports/counts.ts) run their own statements: each is run here as
 * its route runs it, for every scope that route serves, and every statement it sends is explained. A count or a short
 * list over a million requests must come from the indexes on its range, status or party column; a sort is allowed only
 * of what was already grouped (a day's counts, a partner's totals), never of the requests themselves.
 */
describe('every dashboard statement is answered from an index', () => {
  type Statement = { sql: string; params: unknown[] };
  const dialect = new PgDialect();
  /** The database as the dashboard reads it, keeping each statement it runs. */
  const recording = (sent: Statement[]) =>
    ({
      execute: (query: SQL) => {
        sent.push(dialect.sqlToQuery(query));
        return database.db.execute(query);
      },
    }) as unknown as Database;
  const scopes: Record<'partner' | 'technician' | 'dealer', RequestScope> = {
    partner: { column: 'channel_partner_id', property: 'channelPartnerId', value: 'CP1001' },
    technician: { column: 'technician_id', property: 'technicianId', value: 'TID1001' },
    dealer: { column: 'dealer_id', property: 'dealerId', value: 'DID1001' },
  };
  const roleScopes: [Role, RequestScope | undefined][] = [
    [ROLES.admin, undefined],
    [ROLES.channelPartner, scopes.partner],
    [ROLES.technician, scopes.technician],
    [ROLES.dealer, scopes.dealer],
  ];
  const month = { fromDate: '2026-01-01', toDate: '2026-01-31' };
  const scopeName = (scope: RequestScope | undefined) => scope?.property ?? 'all';

  const CASES: { name: string; run: (db: Database) => Promise<unknown> }[] = [
    ...roleScopes.map(([role, scope]) => ({
      name: `dashboardCounts: ${role}`,
      run: (db: Database) => dashboardCounts({ db, database } as AppContext, role, scope),
    })),
    ...[undefined, ...Object.values(scopes)].flatMap((scope) => [
      {
        name: `bookingsPerDay: ${scopeName(scope)}`,
        run: (db: Database) => bookingsPerDay(db, scope, month.fromDate, month.toDate),
      },
      {
        name: `totalCount: ${scopeName(scope)}, a period`,
        run: (db: Database) => requestTotalCount(db, { scope, ...month }),
      },
      {
        name: `totalCount: ${scopeName(scope)}, a service from a day`,
        run: (db: Database) => requestTotalCount(db, { scope, fromDate: month.fromDate, serviceId: 'SID101' }),
      },
    ]),
    // With no period the totals count every request in scope (an admin's: every one, so at best a whole index).
    ...[undefined, ...Object.values(scopes)].map((scope) => ({
      name: `totalCount: ${scopeName(scope)}, all time`,
      run: (db: Database) => requestTotalCount(db, { scope }),
    })),
    { name: 'slotFill: a partner', run: (db: Database) => slotFill(db, 'CP1001') },
    ...[scopes.partner, scopes.technician].map((scope) => ({
      name: `dashboardVisits: ${scopeName(scope)}`,
      run: (db: Database) => dashboardVisits(db, scope, '2026-01-15'),
    })),
    ...[undefined, scopes.dealer].map((scope) => ({
      name: `latestBookings: ${scopeName(scope)}`,
      run: (db: Database) => latestBookings(db, scope),
    })),
    {
      name: 'partner-wise requests: all, all time',
      run: (db: Database) => partnerWiseRequests(db, undefined, { pageSize: 10, pageNumber: 1 }),
    },
    ...[undefined, scopes.partner].map((scope) => ({
      name: `partner-wise requests: ${scopeName(scope)}, a period`,
      run: (db: Database) => partnerWiseRequests(db, scope, { ...month, pageSize: 10, pageNumber: 1 }),
    })),
  ];

  /**
   * A sort with an aggregate (or a CTE of one) below it orders groups, which are few; any other sort orders requests.
   */
  const sortsOfRows = (steps: PlanNode[]) =>
    steps
      .filter((step) => step['Node Type'] === 'Sort')
      .filter((sort) => ![...nodes(sort)].some((below) => ['Aggregate', 'CTE Scan'].includes(below['Node Type'])));

  it.each(CASES)('$name', async ({ run }) => {
    const sent: Statement[] = [];
    await run(recording(sent));
    expect(sent.length).toBeGreaterThan(0);
    const plans = await Promise.all(
      sent.map(async (statement) => ({ statement: statement.sql, steps: await plan(statement.sql, statement.params) })),
    );
    expect(
      plans.map(({ statement, steps }) => ({
        statement,
        scans: steps
          .filter((step) => step['Node Type'] === 'Seq Scan' && !KEPT_COUNTS.includes(step['Relation Name'] ?? ''))
          .map((step) => step['Relation Name']),
        sorts: sortsOfRows(steps).length,
      })),
    ).toEqual(plans.map(({ statement }) => ({ statement, scans: [], sorts: 0 })));
  });
});
