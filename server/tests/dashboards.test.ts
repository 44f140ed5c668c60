import { dayAfter } from '../../domain/masters/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TABS } from '../../domain/channelPartner/statuses';
import { DEALER_TABS } from '../../domain/dealers/statuses';
import { toFilterEntries, type FilterEntry } from '../../domain/listQuery';
import { DASHBOARD_MESSAGES } from '../../domain/requests/dashboardSchemas';
import {
  APPROVAL_LINKS,
  BOOKINGS_PER_DAY_MAX_DAYS,
  dashboardDays,
  PARTNER_WISE_PERIODS,
  partnerWiseDays,
  partnerWiseLink,
  requestMetricLink,
  statusLink,
  type ApprovalMetric,
  type DashboardCounts,
  type DashboardLink,
  type DashboardRequest,
  type RequestMetric,
  type SlotFill,
} from '../../domain/requests/dashboards';
import type { PartnerWiseRequests, RequestTotalCount } from '../../domain/requests/reportTypes';
import { TECHNICIAN_TABS } from '../../domain/technicians/tabs';
import { todayInIndia } from '../src/modules/requests/slots';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import { partnerRow } from './dealers.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { addTechnician } from './technicians.helpers';

/**
 * The dashboards' calls (issue 17 "Dashboards") for every role, allowed and refused, and the rule that every number is
 * the total of the list its link opens: each number is checked against that list's API with the link's filter.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let dealer: string;
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
let ravi: { id: string; token: string };
let meena: CustomerFixture;
const days = dashboardDays(todayInIndia().today);

/** The bookings by what became of them. */
const booked = {} as Record<
  | 'visitToday'
  | 'pastByDealer'
  | 'resolved'
  | 'theirsCancelled'
  | 'pickUpTomorrow'
  | 'pickUpByDealer'
  | 'bookedLongAgo',
  string
>;

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, dealer, ours, theirs } = await requestParties(server, 'dash', {
    ours: 'Dash Ours',
    theirs: 'Dash Theirs',
  }));
  await pricesAndCoupon(server.database);
  meena = await customerFixture(server.database);
  ravi = await signedInTechnician(server, ours);
  const book = async (token: string, path: string, body: object) =>
    (await json<{ id: string }>(token, 'POST', path, body, 201)).id;
  booked.visitToday = await book(admin, 'user/requests', repairBody(meena, ours.id));
  booked.pastByDealer = await book(dealer, 'user/requests', repairBody(meena, ours.id));
  booked.resolved = await book(admin, 'user/requests', repairBody(meena, ours.id));
  booked.theirsCancelled = await book(admin, 'user/requests', repairBody(meena, theirs.id));
  booked.pickUpTomorrow = await book(admin, 'pickUpRequests', pickUpBody(meena, ours.id));
  booked.pickUpByDealer = await book(dealer, 'pickUpRequests', pickUpBody(meena, theirs.id));
  booked.bookedLongAgo = await book(admin, 'user/requests', repairBody(meena, theirs.id));

  await json(ours.token, 'POST', 'requests/assign/technician', { requestId: booked.visitToday, technicianId: ravi.id });
  await json(ours.token, 'POST', 'requests/assign/technician', { requestId: booked.resolved, technicianId: ravi.id });
  await json(admin, 'PUT', `requests/${booked.theirsCancelled}/status`, {
    status: 'Cancelled',
    remark: 'Customer called off',
  });
  const db = server.database;
  // Time moved for the numbers of a day: a visit today, one missed a week ago, a pick-up tomorrow, a booking long ago.
  await db.query(`UPDATE requests SET appointment_date = $1 WHERE id = $2`, [days.today, booked.visitToday]);
  await db.query(`UPDATE requests SET appointment_date = $1 WHERE id = $2`, [
    dayAfter(days.today, -7),
    booked.pastByDealer,
  ]);
  await db.query(`UPDATE requests SET status = 'Resolved' WHERE id = $1`, [booked.resolved]);
  await db.query(`UPDATE pick_up_requests SET appointment_date = $1 WHERE id = $2`, [
    days.tomorrow,
    booked.pickUpTomorrow,
  ]);
  await db.query(`UPDATE requests SET created_at = '2025-01-15T06:30:00Z' WHERE id = $1`, [booked.bookedLongAgo]);

  // What waits for a decision: a partner, a technician of each partner, a dealer, a deletion request.
  await partnerRow(server, 'dash.pending@example.in', 'Pending');
  for (const partner of [ours, theirs]) {
    const technician = await addTechnician(server, partner.token, partner);
    await db.query(`UPDATE technicians SET status = 'Pending' WHERE id = $1`, [technician.id]);
  }
  await db.query(
    `INSERT INTO dealers (name, email, status) VALUES ('Dash Pending Dealer', 'dash.dealer@example.in', 'Pending')`,
  );
  await db.query(
    `INSERT INTO user_deletion_requests (customer_id, user_name, customer_name) VALUES ($1, $2, 'Meena')`,
    [meena.id, meena.userName],
  );
});
afterAll(() => server?.close());

/**
 * The list API behind each page a dashboard links to, and the filter the page itself always adds (its tab, its
 * service).
 */
function listBehind(link: DashboardLink): { path: string; permanent: FilterEntry[] } {
  const service = /^services\/requests\/(.+)$/.exec(link.path)?.[1];
  if (service)
    return {
      path: service === 'SID101' ? 'requests' : 'pickUpRequests',
      permanent: [{ property: 'serviceId', operator: 'equal', value: service }],
    };
  const tabs: Record<string, { path: string; statuses?: readonly string[] }> = {
    'channel-partners/main/invited': { path: 'channel-partner', statuses: PARTNER_TABS.invited },
    'technicians/main/pending': { path: 'technician', statuses: TECHNICIAN_TABS.pending },
    dealers: { path: 'dealer', statuses: DEALER_TABS[(link.tab?.value ?? 'all') as keyof typeof DEALER_TABS] },
    'customers/delete': { path: 'user/deletion/requests' },
  };
  const tab = tabs[link.path];
  return {
    path: tab.path,
    permanent: tab.statuses ? [{ property: 'status', operator: 'in', value: [...tab.statuses] }] : [],
  };
}

/**
 * The total the list a link opens answers the caller (arrays are multi-selects, other values selects, as the pages
 * declare).
 */
async function listTotal(token: string, link: DashboardLink) {
  const { path, permanent } = listBehind(link);
  const filters = [
    ...permanent,
    ...toFilterEntries(link.filter, (_property, value) => (Array.isArray(value) ? 'in' : 'equal')),
  ];
  return (
    await json<{ totalRecords: number }>(token, 'POST', `${path}/getByPaginationAndFilter`, { filters, pageSize: 10 })
  ).totalRecords;
}

const counts = (token: string) => json<DashboardCounts>(token, 'POST', 'requests/dashboardCounts', {});

/** A request number's count per service, each checked against its list; answers them by service. */
async function checkedRequestNumber(token: string, metric: RequestMetric) {
  const answer = await counts(token);
  expect(answer.today).toBe(days.today);
  const numbers = answer.requests.filter((number) => number.metric === metric);
  for (const number of numbers)
    expect(
      await listTotal(token, requestMetricLink(metric, number.serviceId, days)),
      `${metric} ${number.serviceId}`,
    ).toBe(number.count);
  // A service without the number: its list is empty too.
  for (const serviceId of ['SID101', 'SID102'].filter((id) => !numbers.some((number) => number.serviceId === id))) {
    expect(await listTotal(token, requestMetricLink(metric, serviceId, days)), `${metric} ${serviceId}`).toBe(0);
  }
  return Object.fromEntries(numbers.map((number) => [number.serviceId, number.count]));
}

async function checkedApproval(token: string, metric: ApprovalMetric) {
  const number = (await counts(token)).approvals.find((approval) => approval.metric === metric);
  expect(number).toBeDefined();
  expect(await listTotal(token, APPROVAL_LINKS[metric])).toBe(number!.count);
  return number!.count;
}

describe('every dashboard number is the total of the list its link opens', () => {
  const roles = () => ({ admin, partner: ours.token, technician: ravi.token, dealer });

  it('admin: booked today (everything but the booking moved back), per service', async () => {
    expect(await checkedRequestNumber(admin, 'bookedToday')).toEqual({ SID101: 4, SID102: 2 });
  });
  it('admin: past their appointment and not resolved', async () => {
    expect(await checkedRequestNumber(admin, 'pastAppointment')).toEqual({ SID101: 1 });
  });
  it('admin: partners, technicians, dealers and deletion requests waiting', async () => {
    expect(await checkedApproval(admin, 'channelPartners')).toBe(1);
    expect(await checkedApproval(admin, 'technicians')).toBe(2);
    expect(await checkedApproval(admin, 'dealers')).toBe(1);
    expect(await checkedApproval(admin, 'deletionRequests')).toBe(1);
  });
  it(
    "partner: today's and tomorrow's visits, unassigned, " + 'past their appointment, its technicians waiting',
    async () => {
      expect(await checkedRequestNumber(ours.token, 'visitsToday')).toEqual({ SID101: 1 });
      expect(await checkedRequestNumber(ours.token, 'visitsTomorrow')).toEqual({ SID102: 1 });
      expect(await checkedRequestNumber(ours.token, 'unassigned')).toEqual({ SID101: 1, SID102: 1 });
      expect(await checkedRequestNumber(ours.token, 'pastAppointment')).toEqual({ SID101: 1 });
      expect(await checkedApproval(ours.token, 'technicians')).toBe(1);
      // The other partner sees none of ours.
      expect(await checkedRequestNumber(theirs.token, 'visitsToday')).toEqual({});
    },
  );
  it("technician: today's visits, open and resolved", async () => {
    expect(await checkedRequestNumber(ravi.token, 'visitsToday')).toEqual({ SID101: 1 });
    expect(await checkedRequestNumber(ravi.token, 'open')).toEqual({ SID101: 1 });
    expect(await checkedRequestNumber(ravi.token, 'resolved')).toEqual({ SID101: 1 });
  });
  it('dealer: booked today and open, its own only', async () => {
    expect(await checkedRequestNumber(dealer, 'bookedToday')).toEqual({ SID101: 1, SID102: 1 });
    expect(await checkedRequestNumber(dealer, 'open')).toEqual({ SID101: 1, SID102: 1 });
  });
  it('each role sees the numbers of its dashboard only', async () => {
    const metrics = async (token: string) => {
      const answer = await counts(token);
      return [...new Set([...answer.requests.map((n) => n.metric), ...answer.approvals.map((n) => n.metric)])].sort();
    };
    const { admin: a, partner, technician, dealer: d } = roles();
    expect(await metrics(a)).toEqual([
      'bookedToday',
      'channelPartners',
      'dealers',
      'deletionRequests',
      'pastAppointment',
      'technicians',
    ]);
    expect(await metrics(partner)).toEqual([
      'pastAppointment',
      'technicians',
      'unassigned',
      'visitsToday',
      'visitsTomorrow',
    ]);
    expect(await metrics(technician)).toEqual(['open', 'resolved', 'visitsToday']);
    expect(await metrics(d)).toEqual(['bookedToday', 'open']);
  });
  it('the requests by status (POST requests/totalCount) of every role, each status against its list', async () => {
    for (const [role, token] of Object.entries(roles())) {
      const total = await json<RequestTotalCount>(token, 'POST', 'requests/totalCount', {});
      for (const service of total.services.filter((s) => ['SID101', 'SID102'].includes(s.serviceId))) {
        for (const [status, count] of Object.entries(service.statuses)) {
          expect(
            await listTotal(token, statusLink(service.serviceId, status)),
            `${role} ${service.serviceId} ${status}`,
          ).toBe(count);
        }
      }
    }
  });
  it(
    'the requests per channel partner (POST requests/getChannelPartnerWiseRequests) ' +
      'of each period, each number against its list',
    async () => {
      const totals: Record<string, number> = {};
      for (const period of PARTNER_WISE_PERIODS) {
        const bookingDays = partnerWiseDays(period, days.today);
        for (const serviceId of ['SID101', 'SID102']) {
          const body = { serviceId, ...bookingDays, pageSize: 100, pageNumber: 1 };
          const answer = await json<PartnerWiseRequests>(admin, 'POST', 'requests/getChannelPartnerWiseRequests', body);
          expect(answer.records.length, serviceId).toBeGreaterThan(0);
          for (const row of answer.records) {
            const where = `${period} ${serviceId} ${row.channelPartnerId}`;
            expect(await listTotal(admin, partnerWiseLink(serviceId, row.channelPartnerId, bookingDays)), where).toBe(
              row.total,
            );
            for (const [status, count] of Object.entries(row.statuses)) {
              expect(
                await listTotal(admin, partnerWiseLink(serviceId, row.channelPartnerId, bookingDays, status)),
                `${where} ${status}`,
              ).toBe(count);
            }
            totals[`${period} ${serviceId}`] = (totals[`${period} ${serviceId}`] ?? 0) + row.total;
          }
        }
      }
      // The repair booked long ago counts in all time only.
      expect(totals['all SID101']).toBe(totals['days90 SID101'] + 1);
    },
  );
});

describe('the charts and short lists', () => {
  it('bookings per day: every day of the period, each day the list of that booking day holds', async () => {
    const fromDate = dayAfter(days.today, -29);
    const answer = await json<{ days: { date: string; count: number }[] }>(admin, 'POST', 'requests/bookingsPerDay', {
      fromDate,
      toDate: days.today,
    });
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0].date).toBe(fromDate);
    expect(answer.days.at(-1)).toEqual({ date: days.today, count: 6 });
    expect(answer.days.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    const dealerToday = await json<{ days: { date: string; count: number }[] }>(
      dealer,
      'POST',
      'requests/bookingsPerDay',
      { fromDate: days.today, toDate: days.today },
    );
    expect(dealerToday.days).toEqual([{ date: days.today, count: 2 }]);
    const longAgo = await json<{ days: { count: number }[] }>(admin, 'POST', 'requests/bookingsPerDay', {
      fromDate: '2025-01-15',
      toDate: '2025-01-15',
    });
    expect(longAgo.days[0].count).toBe(1);
  });

  it("slot fill: the partner's capacity and the units its bookings hold, for the coming week", async () => {
    const fill = await json<SlotFill>(ours.token, 'POST', 'requests/slotFill', {});
    expect(fill.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => dayAfter(days.today, i)));
    expect(fill.days.every((day) => day.capacity > 0 && day.booked <= day.capacity)).toBe(true);
    const [unitsRow] = await server.database.query<{ booked: number }>(
      `SELECT coalesce(sum(booked), 0)::int AS booked FROM slot_capacity WHERE channel_partner_id = $1
          AND day BETWEEN $2::date AND $3::date`,
      [ours.id, days.today, dayAfter(days.today, 6)],
    );
    expect(fill.days.reduce((sum, day) => sum + day.booked, 0)).toBe(Number(unitsRow.booked));
  });

  it("a day's visits in slot order with customer, address and technician; each sees its own", async () => {
    const visits = (token: string, date = days.today) =>
      json<{ records: DashboardRequest[] }>(token, 'POST', 'requests/dashboardVisits', { date });
    const [visit] = (await visits(ravi.token)).records;
    expect(visit).toMatchObject({
      id: booked.visitToday,
      serviceId: 'SID101',
      status: 'Assigned',
      appointmentDate: days.today,
      technicianName: 'Ravi Kumar',
    });
    expect(visit.customerName).not.toBe('');
    expect(visit.address).toContain('560034');
    expect((await visits(ours.token)).records.map((r) => r.id)).toEqual([booked.visitToday]);
    expect((await visits(ours.token, days.tomorrow)).records.map((r) => r.id)).toEqual([booked.pickUpTomorrow]);
    expect((await visits(theirs.token)).records).toEqual([]);
  });

  it("the dealer's latest bookings, newest first, only its own", async () => {
    const latest = await json<{ records: DashboardRequest[] }>(dealer, 'POST', 'requests/latestBookings', {});
    expect(latest.records.map((r) => r.id)).toEqual([booked.pickUpByDealer, booked.pastByDealer]);
  });
});

describe('who may call, and bad input', () => {
  it('roles without the dashboard, or without the part, are refused', async () => {
    const refused = async (token: string, path: string, body: object) =>
      expect((await call(token, 'POST', path, body)).statusCode, path).toBe(403);
    await refused(server.tokens.customerCare, 'requests/dashboardCounts', {});
    await refused(admin, 'requests/slotFill', {});
    await refused(dealer, 'requests/slotFill', {});
    await refused(admin, 'requests/dashboardVisits', { date: days.today });
    await refused(dealer, 'requests/dashboardVisits', { date: days.today });
    await refused(ravi.token, 'requests/latestBookings', {});
    await refused(ours.token, 'requests/latestBookings', {});
    expect((await call(undefined, 'POST', 'requests/dashboardCounts', {})).statusCode).toBe(401);
  });

  it('a period backwards, longer than a quarter, or a day that is not one: 400 with the field', async () => {
    const bad = async (path: string, body: object) => {
      const response = await call(admin, 'POST', path, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string; errors: Record<string, string> }>().errors;
    };
    expect((await bad('requests/bookingsPerDay', { fromDate: days.today, toDate: days.yesterday })).toDate).toBe(
      DASHBOARD_MESSAGES.range,
    );
    expect(
      (
        await bad('requests/bookingsPerDay', {
          fromDate: dayAfter(days.today, -BOOKINGS_PER_DAY_MAX_DAYS),
          toDate: days.today,
        })
      ).toDate,
    ).toBe(DASHBOARD_MESSAGES.period);
    expect(Object.keys(await bad('requests/bookingsPerDay', { fromDate: 'yesterday', toDate: days.today }))).toEqual([
      'fromDate',
    ]);
    const visits = await call(ours.token, 'POST', 'requests/dashboardVisits', { date: '2026-02-30' });
    expect(visits.statusCode).toBe(400);
  });
});
