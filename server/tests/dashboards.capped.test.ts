import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../domain/listQuery';
import { dayAfter } from '../../domain/masters/days';
import {
  dashboardDays,
  requestMetricLink,
  type BookingsPerDay,
  type DashboardCounts,
} from '../../domain/requests/dashboards';
import type { PartnerWiseRequests, RequestTotalCount } from '../../domain/requests/reportTypes';
import { REPAIR_STATUSES } from '../../domain/requests/statuses';
import { seedScale } from '../src/db/scale';
import { todayInIndia } from '../src/modules/requests/slots';
import { expecting } from './channelPartners.helpers';
import { dealerFor, startRequestServer } from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Dashboard numbers over more requests than a list counts (COUNT_CAP): thousands of synthetic repair requests, most of
 * them open past their appointment. A number the database's kept counts answer is exact, as its list's total is; any
 * other stops where its list stops and says so.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;

beforeAll(async () => {
  server = await startRequestServer();
  json = expecting(server);
  // Each of the seven repair statuses past the cap.
  await seedScale(server.database, { partners: 5, brands: 5, customers: 3_000, requests: 8_000 });
}, 120_000);
afterAll(() => server?.close());

describe('dashboard numbers past the count cap', () => {
  it("an admin's numbers are exact from the kept counts, and so is the list each opens", async () => {
    const { admin } = server.tokens;
    const counts = await json<DashboardCounts>(admin, 'POST', 'requests/dashboardCounts', {});
    expect(counts.today).toBe(todayInIndia().today);
    const { filter } = requestMetricLink('pastAppointment', 'SID101', dashboardDays(counts.today));
    const [stored] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM requests WHERE service_id = 'SID101' AND appointment_date <= $1
          AND status = ANY($2)`,
      [filter['appointmentDate@isBefore'], filter.status],
    );
    expect(Number(stored.n)).toBeGreaterThan(COUNT_CAP);
    const past = counts.requests.find((number) => number.metric === 'pastAppointment' && number.serviceId === 'SID101');
    expect(past).toEqual({ metric: 'pastAppointment', serviceId: 'SID101', count: Number(stored.n) });
    const filters = [
      { property: 'serviceId', operator: 'equal', value: 'SID101' },
      { property: 'appointmentDate', operator: 'isBefore', value: filter['appointmentDate@isBefore'] },
      { property: 'status', operator: 'in', value: filter.status },
    ];
    const list = await json<{ totalRecords: number; totalCapped?: boolean }>(
      admin,
      'POST',
      'requests/getByPaginationAndFilter',
      { filters, pageSize: 10 },
    );
    expect(list).toEqual(expect.objectContaining({ totalRecords: Number(stored.n) }));
    expect(list.totalCapped).toBeUndefined();
  });

  it(
    "a number the kept counts do not keep (a dealer's) " + 'is capped as its list is: both say at least COUNT_CAP',
    async () => {
      const { dealer } = server.tokens;
      await server.database.query(`UPDATE requests SET dealer_id = $1`, [await dealerFor(server.database, dealer)]);
      const counts = await json<DashboardCounts>(dealer, 'POST', 'requests/dashboardCounts', {});
      const open = counts.requests.find((number) => number.metric === 'open' && number.serviceId === 'SID101');
      expect(open).toEqual({ metric: 'open', serviceId: 'SID101', count: COUNT_CAP, capped: true });
      const { filter } = requestMetricLink('open', 'SID101', dashboardDays(counts.today));
      const filters = [
        { property: 'serviceId', operator: 'equal', value: 'SID101' },
        { property: 'status', operator: 'in', value: filter.status },
      ];
      const list = await json<{ totalRecords: number; totalCapped?: boolean }>(
        dealer,
        'POST',
        'requests/getByPaginationAndFilter',
        { filters, pageSize: 10 },
      );
      expect(list).toMatchObject({ totalRecords: COUNT_CAP, totalCapped: true });
      // Numbers under the cap stay exact (and unmarked).
      for (const number of counts.requests.filter((entry) => entry.count < COUNT_CAP))
        expect(number.capped).toBeUndefined();
      // Its requests by status: each status past the cap stops there and says so, as the status lists do.
      const total = await json<RequestTotalCount>(dealer, 'POST', 'requests/totalCount', {});
      const repair = total.services.find((service) => service.serviceId === 'SID101')!;
      expect(repair.statuses).toEqual(Object.fromEntries(REPAIR_STATUSES.map((status) => [status, COUNT_CAP])));
      expect(repair.cappedStatuses).toEqual([...REPAIR_STATUSES]);
      expect(total.capped).toBe(true);
    },
  );

  it(
    'requests by status (POST requests/totalCount) ' +
      'are exact from the counts the database keeps, as the status lists are',
    async () => {
      const { admin } = server.tokens;
      const stored = await server.database.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM requests WHERE service_id = 'SID101' GROUP BY status`,
      );
      const byStatus = Object.fromEntries(stored.map((row) => [row.status, Number(row.n)]));
      expect(Object.values(byStatus).every((n) => n > COUNT_CAP)).toBe(true);
      const total = await json<RequestTotalCount>(admin, 'POST', 'requests/totalCount', {});
      const repair = total.services.find((service) => service.serviceId === 'SID101')!;
      expect(repair.statuses).toEqual(
        Object.fromEntries(REPAIR_STATUSES.map((status) => [status, byStatus[status] ?? 0])),
      );
      expect(repair.cappedStatuses).toBeUndefined();
      expect(repair.total).toBe(Object.values(byStatus).reduce((sum, n) => sum + n, 0));
      expect(total.capped).toBeUndefined();
      // The list the Open number opens says the same total, exactly.
      const list = await json<{ totalRecords: number; totalCapped?: boolean }>(
        admin,
        'POST',
        'requests/getByPaginationAndFilter',
        {
          filters: [
            { property: 'serviceId', operator: 'equal', value: 'SID101' },
            { property: 'status', operator: 'in', value: ['Open'] },
          ],
          pageSize: 10,
        },
      );
      expect(list).toEqual(expect.objectContaining({ totalRecords: byStatus.Open }));
      expect(list.totalCapped).toBeUndefined();
      // A service without requests is all zeros.
      const eWaste = total.services.find((service) => service.serviceId === 'SID102')!;
      expect(eWaste.total).toBe(0);
    },
  );

  it('bookings per day and requests per partner over all time are exact, as their lists are', async () => {
    const { admin } = server.tokens;
    const { today } = todayInIndia();
    const perDay = await server.database.query<{ date: string; n: number }>(
      `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS date, count(*)::int AS n
          FROM requests GROUP BY 1 ORDER BY 1`,
    );
    const first = perDay[0].date;
    const chart = await json<BookingsPerDay>(admin, 'POST', 'requests/bookingsPerDay', {
      fromDate: first < dayAfter(today, -91) ? dayAfter(today, -91) : first,
      toDate: today,
    });
    for (const day of chart.days)
      expect(day.count, day.date).toBe(Number(perDay.find((row) => row.date === day.date)?.n ?? 0));
    const perPartner = await server.database.query<{ id: string; n: number }>(
      `SELECT channel_partner_id AS id, count(*)::int AS n FROM requests GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const { id, n } = perPartner[0];
    expect(Number(n)).toBeGreaterThan(COUNT_CAP);
    const wise = await json<PartnerWiseRequests>(admin, 'POST', 'requests/getChannelPartnerWiseRequests', {
      serviceId: 'SID101',
      pageSize: 5,
    });
    expect(wise.records[0]).toMatchObject({ channelPartnerId: id, total: Number(n) });
    const list = await json<{ totalRecords: number; totalCapped?: boolean }>(
      admin,
      'POST',
      'requests/getByPaginationAndFilter',
      {
        filters: [
          { property: 'serviceId', operator: 'equal', value: 'SID101' },
          { property: 'channelPartnerId', operator: 'equal', value: id },
        ],
        pageSize: 10,
      },
    );
    expect(list.totalRecords).toBe(Number(n));
    expect(list.totalCapped).toBeUndefined();
  });
});
