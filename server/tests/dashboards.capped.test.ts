import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../domain/listQuery';
import { dashboardDays, requestMetricLink, type DashboardCounts } from '../../domain/requests/dashboards';
import type { RequestTotalCount } from '../../domain/requests/reportTypes';
import { REPAIR_STATUSES } from '../../domain/requests/statuses';
import { seedScale } from '../src/db/scale';
import { todayInIndia } from '../src/modules/requests/slots';
import { expecting } from './channelPartners.helpers';
import { startRequestServer } from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * A dashboard number over more requests than a list counts (COUNT_CAP) stops where the list stops and says so, as the
 * list it opens does: thousands of synthetic repair requests, most of them open past their appointment.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;

beforeAll(async () => {
  server = await startRequestServer();
  json = expecting(server);
  // Each of the seven repair statuses past the cap.
  await seedScale(server.database, { partners: 20, brands: 5, customers: 3_000, requests: 8_000 });
}, 120_000);
afterAll(() => server?.close());

describe('dashboard numbers past the count cap', () => {
  it('are capped as their lists are: the number and the list both say at least COUNT_CAP', async () => {
    const { admin } = server.tokens;
    const counts = await json<DashboardCounts>(admin, 'POST', 'requests/dashboardCounts', {});
    const past = counts.requests.find((number) => number.metric === 'pastAppointment' && number.serviceId === 'SID101');
    expect(past).toEqual({ metric: 'pastAppointment', serviceId: 'SID101', count: COUNT_CAP, capped: true });
    const { filter } = requestMetricLink('pastAppointment', 'SID101', dashboardDays(counts.today));
    const filters = [
      { property: 'serviceId', operator: 'equal', value: 'SID101' },
      { property: 'appointmentDate', operator: 'isBefore', value: filter['appointmentDate@isBefore'] },
      { property: 'status', operator: 'in', value: filter.status },
    ];
    const list = await json<{ totalRecords: number; totalCapped?: boolean }>(admin, 'POST', 'requests/getByPaginationAndFilter', { filters, pageSize: 10 });
    expect(list).toMatchObject({ totalRecords: COUNT_CAP, totalCapped: true });
    // Numbers under the cap stay exact (and unmarked).
    for (const number of counts.requests.filter((entry) => entry.count < COUNT_CAP)) expect(number.capped).toBeUndefined();
    expect(counts.today).toBe(todayInIndia().today);
  });

  it('requests by status (POST requests/totalCount) stop at the cap per status and say which, as the status lists do', async () => {
    const { admin } = server.tokens;
    const total = await json<RequestTotalCount>(admin, 'POST', 'requests/totalCount', {});
    const repair = total.services.find((service) => service.serviceId === 'SID101')!;
    expect(Object.values(repair.statuses)).toEqual(REPAIR_STATUSES.map(() => COUNT_CAP));
    expect(repair.cappedStatuses).toEqual([...REPAIR_STATUSES]);
    expect(repair.total).toBe(REPAIR_STATUSES.length * COUNT_CAP);
    expect(total.capped).toBe(true);
    const list = await json<{ totalRecords: number; totalCapped?: boolean }>(admin, 'POST', 'requests/getByPaginationAndFilter', {
      filters: [
        { property: 'serviceId', operator: 'equal', value: 'SID101' },
        { property: 'status', operator: 'in', value: ['Open'] },
      ],
      pageSize: 10,
    });
    expect(list).toMatchObject({ totalRecords: COUNT_CAP, totalCapped: true });
    // A service without requests is all zeros, exact.
    const eWaste = total.services.find((service) => service.serviceId === 'SID102')!;
    expect(eWaste.total).toBe(0);
    expect(eWaste.cappedStatuses).toBeUndefined();
  });
});
