import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../domain/listExport';
import {
  STATISTICS_COLUMNS,
  STATISTICS_MESSAGES,
  STATISTICS_REPORTS,
  type StatisticsReport,
} from '../../domain/statistics/schemas';
import { todayInIndia } from '../src/modules/requests/slots';
import { statisticsQuery } from '../src/modules/statistics/queries';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import {
  AREAS,
  customerFixture,
  type CustomerFixture,
  dayAhead,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
} from './requests.helpers';
import { firstSheet } from './support/sheets';
import type { TestServer } from './support/testServer';

/**
 * The statistics page's API (README "Statistics"): admins only; each figure equals what this file booked and
 * moved through the API (its server holds no other requests); the export is a real spreadsheet of the same rows.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customerCare: string;
let dealer: string;
let ours: OnboardedPartner & { name: string };
let customer: CustomerFixture;
let technicianToken: string;
let agentToken: string;
const today = todayInIndia().today;
const period = { fromDate: today, toDate: today };

type Booked = { id: string; payment: { totalPaise: number } };
const booked: Record<'completed' | 'cancelled' | 'linkOpen' | 'cashOpen' | 'pickUp', Booked> = {} as never;

/** Moves a request's activity-log row of `status` to `hours` after its booking (the test cannot wait a day). */
async function resolvedAfter(id: string, table: string, status: string, hours: number) {
  await server.database.query(
    `UPDATE activity_logs SET timestamp = (SELECT created_at FROM ${table} WHERE id = $1) + make_interval(hours => $2)
        WHERE entity_id = $1 AND activity = $3`,
    [id, hours, `Status changed to ${status}`],
  );
}

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours } = await requestParties(server, 'stats', {
    ours: 'Stats Ours Repairs',
    theirs: 'Stats Theirs Repairs',
  }));
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  const technician = await signedInTechnician(server, ours);
  const agent = await signedInTechnician(server, ours, {
    services: [{ id: 'SID102', dailyCallCapacity: 8 }],
    areas: [AREAS.koramangala],
  });
  technicianToken = technician.token;
  agentToken = agent.token;
  const repair = (overrides: object) =>
    json<Booked>(admin, 'POST', 'user/requests', repairBody(customer, ours.id, overrides), 201);

  // Cash, assigned, resolved and completed (collected at the door).
  booked.completed = await repair({ paymentMethod: 'Cash' });
  await json(ours.token, 'POST', 'requests/assign/technician', {
    requestId: booked.completed.id,
    technicianId: technician.id,
  });
  await json(technician.token, 'PUT', `requests/${booked.completed.id}/status`, { status: 'Resolved' });
  await json(ours.token, 'PUT', `requests/${booked.completed.id}/status`, { status: 'Completed' });
  // By link, cancelled: its unpaid link is not outstanding.
  booked.cancelled = await repair({ paymentMethod: 'Link' });
  await json(customerCare, 'PUT', `requests/${booked.cancelled.id}/status`, {
    status: 'Cancelled',
    remark: 'Customer changed their mind',
  });
  // Open, by link and in cash: both outstanding.
  booked.linkOpen = await repair({ paymentMethod: 'Link' });
  booked.cashOpen = await repair({
    paymentMethod: 'Cash',
    issues: [{ name: 'Battery drains fast', description: 'Half a day' }],
  });
  // An e-waste pick-up of the fridge (weighed in as 42.5 kg of solar panel) and the phone (one laptop, counted in Nos).
  booked.pickUp = await json<Booked>(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
  await json(ours.token, 'POST', 'pickUpRequests/assign/technician', {
    requestId: booked.pickUp.id,
    technicianId: agent.id,
  });
  const items = await server.database.query<{ id: string; name: string }>(
    `SELECT id, name FROM e_waste_items WHERE name IN ('Laptop', 'Solar panel')`,
  );
  const item = (name: string) => items.find((row) => row.name === name)!.id;
  await json(agentToken, 'PUT', `pickUpRequests/${booked.pickUp.id}/product/update`, {
    productId: customer.fridgeId,
    eWasteItemId: item('Solar panel'),
    quantity: 42.5,
  });
  await json(agentToken, 'PUT', `pickUpRequests/${booked.pickUp.id}/product/update`, {
    productId: customer.phoneId,
    eWasteItemId: item('Laptop'),
    quantity: 1,
  });
  await json(agentToken, 'PUT', `pickUpRequests/${booked.pickUp.id}/status`, { status: 'Picked Up' });
  await json(ours.token, 'PUT', `pickUpRequests/${booked.pickUp.id}/status`, {
    status: 'Completed',
    disposalMethod: 'Recycling',
  });

  await resolvedAfter(booked.completed.id, 'requests', 'Resolved', 30);
  await resolvedAfter(booked.completed.id, 'requests', 'Completed', 40);
  await resolvedAfter(booked.pickUp.id, 'pick_up_requests', 'Picked Up', 6);
  await resolvedAfter(booked.pickUp.id, 'pick_up_requests', 'Completed', 10);
});
afterAll(() => server?.close());

/** The ISO week of a day: its Monday and its name (2026-W48). */
function isoWeekOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { week: monday.toISOString().slice(0, 10), isoWeek: `${year}-W${String(week).padStart(2, '0')}` };
}

const report = <T = Record<string, unknown>>(name: StatisticsReport, body: object = period) =>
  json<{ rows: T[] }>(admin, 'POST', `statistics/${name}`, body);

describe('POST statistics/<report>: the figures of what was booked', () => {
  it('counts each week’s bookings per service, and how many of them were completed or cancelled', async () => {
    const week = isoWeekOf(today);
    expect((await report('requestsPerWeek')).rows).toEqual([
      { ...week, serviceId: 'SID101', serviceName: 'Repair', booked: 4, completed: 1, cancelled: 1 },
      { ...week, serviceId: 'SID102', serviceName: 'E-Waste Pick-up', booked: 1, completed: 1, cancelled: 0 },
    ]);
    expect((await report('requestsPerWeek', { ...period, serviceIds: ['SID102'] })).rows).toEqual([
      { ...week, serviceId: 'SID102', serviceName: 'E-Waste Pick-up', booked: 1, completed: 1, cancelled: 0 },
    ]);
  });

  it('averages the hours from booking to the first Resolved (a repair) or Picked Up (a pick-up)', async () => {
    expect((await report('resolutionTime')).rows).toEqual([
      { serviceId: 'SID101', serviceName: 'Repair', booked: 4, resolved: 1, averageHours: 30 },
      { serviceId: 'SID102', serviceName: 'E-Waste Pick-up', booked: 1, resolved: 1, averageHours: 6 },
    ]);
  });

  it('sums the payments: Paid collected; unpaid ones of requests not cancelled outstanding', async () => {
    const { completed, linkOpen, cashOpen } = booked;
    expect(completed.payment.totalPaise).toBeGreaterThan(0);
    expect((await report('revenuePerWeek')).rows).toEqual([
      {
        ...isoWeekOf(today),
        collectedPaise: completed.payment.totalPaise,
        outstandingPaise: linkOpen.payment.totalPaise + cashOpen.payment.totalPaise,
      },
    ]);
    // A pick-up is booked at ₹0 and asks no payment: nothing to sum.
    expect((await report('revenuePerWeek', { ...period, serviceIds: ['SID102'] })).rows).toEqual([]);
  });

  it('ranks brands and products (a pick-up’s products each) and the repairs’ issues', async () => {
    expect((await report('top')).rows).toEqual([
      { kind: 'brand', name: 'Samsung', requests: 5 },
      { kind: 'brand', name: 'LG', requests: 1 },
      { kind: 'product', name: 'Mobile Phone', requests: 5 },
      { kind: 'product', name: 'Refrigerator', requests: 1 },
      { kind: 'issue', name: 'Screen cracked', requests: 3 },
      { kind: 'issue', name: 'Battery drains fast', requests: 1 },
    ]);
  });

  it('counts requests per state with the kilograms picked up (quantities in Nos are no weight)', async () => {
    expect((await report('perState')).rows).toEqual([{ state: 'Karnataka', requests: 5, pickUps: 1, weightKg: 42.5 }]);
    expect((await report('perState', { ...period, serviceIds: ['SID101'] })).rows).toEqual([
      { state: 'Karnataka', requests: 4, pickUps: 0, weightKg: 0 },
    ]);
  });

  it('answers no rows for a period without bookings', async () => {
    const before = { fromDate: '2025-01-01', toDate: '2025-01-31' };
    for (const name of STATISTICS_REPORTS) expect((await report(name, before)).rows, name).toEqual([]);
  });
});

describe('who may read statistics, and the period', () => {
  it('admits admins only: every other role 403, anonymous 401', async () => {
    for (const name of [...STATISTICS_REPORTS, 'export']) {
      const body = name === 'export' ? { ...period, report: 'top' } : period;
      for (const token of [customerCare, dealer, ours.token, technicianToken])
        expect((await call(token, 'POST', `statistics/${name}`, body)).statusCode, name).toBe(403);
      expect((await call(undefined, 'POST', `statistics/${name}`, body)).statusCode, name).toBe(401);
    }
  });

  it('refuses a period backwards, longer than a year, or not of days, with field errors', async () => {
    const refused = async (body: object, errors: Record<string, string>) => {
      const response = await call(admin, 'POST', 'statistics/requestsPerWeek', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
    };
    await refused({ fromDate: today, toDate: dayAhead(-1) }, { toDate: STATISTICS_MESSAGES.range });
    await refused({ fromDate: '2024-01-01', toDate: '2025-01-01' }, { toDate: STATISTICS_MESSAGES.tooLong });
    await refused({ fromDate: '01/01/2026', toDate: today }, { fromDate: expect.stringContaining('From date') });
    await refused({ toDate: today }, { fromDate: 'From date is required' });
    await refused(
      { ...period, serviceIds: Array.from({ length: 21 }, (_, i) => `SID${i}`) },
      { serviceIds: STATISTICS_MESSAGES.services },
    );
    // A leap year's whole year is one call.
    expect(
      (await call(admin, 'POST', 'statistics/requestsPerWeek', { fromDate: '2024-01-01', toDate: '2024-12-31' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST statistics/export', () => {
  it('answers each report as an XLSX sheet of the same rows, money in rupees', async () => {
    const response = await call(admin, 'POST', 'statistics/export', { ...period, report: 'revenuePerWeek' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(`Revenue per week ${today} to ${today}.xlsx`),
    );
    const { isoWeek, week } = isoWeekOf(today);
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.name).toBe('Revenue per week');
    expect(sheet.rows).toEqual([
      STATISTICS_COLUMNS.revenuePerWeek.map((column) => column.header),
      [
        isoWeek,
        week,
        booked.completed.payment.totalPaise / 100,
        (booked.linkOpen.payment.totalPaise + booked.cashOpen.payment.totalPaise) / 100,
      ],
    ]);

    const states = await firstSheet(
      (await call(admin, 'POST', 'statistics/export', { ...period, report: 'perState' })).rawPayload,
    );
    expect(states.rows).toEqual([
      ['State', 'Requests', 'Pick-ups', 'Pick-up weight (kg)'],
      ['Karnataka', 5, 1, 42.5],
    ]);
  });

  it('refuses an unknown report and a bad period', async () => {
    const unknown = await call(admin, 'POST', 'statistics/export', { ...period, report: 'everything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject({ report: STATISTICS_MESSAGES.report });
    const backwards = await call(admin, 'POST', 'statistics/export', {
      report: 'top',
      fromDate: today,
      toDate: dayAhead(-3),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ toDate: STATISTICS_MESSAGES.range });
  });
});

describe('the aggregates read the requests through indexes', () => {
  it(
    'plans no sequential scan of a request, payment, product, ' + 'issue or activity table, with or without services',
    async () => {
      const big = new Set([
        'requests',
        'pick_up_requests',
        'payments',
        'pick_up_request_products',
        'request_issues',
        'activity_logs',
      ]);
      type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
      const scans = (node: PlanNode): string[] => [
        ...(node['Node Type'] === 'Seq Scan' && big.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : []),
        ...(node.Plans ?? []).flatMap(scans),
      ];
      for (const name of STATISTICS_REPORTS) {
        for (const serviceIds of [undefined, ['SID101', 'SID102']]) {
          const plan = await server.app.ctx.db.transaction(async (tx) => {
            // Sequential scans switched off: the planner still uses one only where no index can answer (the tables here
            // are small).
            await tx.execute(sql`SET LOCAL enable_seqscan = off`);
            const explained = (await tx.execute(
              sql`EXPLAIN (FORMAT JSON)
                ${statisticsQuery(name, { fromDate: '2026-01-01', toDate: '2026-12-31', serviceIds })}`,
            )) as unknown as {
              rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
            };
            const raw = explained.rows[0]['QUERY PLAN'];
            return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
          });
          expect(scans(plan), `${name} ${serviceIds ?? ''}`).toEqual([]);
        }
      }
    },
  );
});
