import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts, DashboardRequest } from '../../domain/requests/dashboards';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/demo';
import { DEMO_CUSTOMERS } from '../src/db/seed/demoCustomers';
import { todayInIndia } from '../src/modules/requests/slots';
import { expecting } from './channelPartners.helpers';
import { startDemoServer } from './support/demoServer';
import type { TestServer } from './support/testServer';
import { technicianSignIn } from './technicians.helpers';

let server: TestServer;
let json: ReturnType<typeof expecting>;
beforeAll(async () => {
  server = await startDemoServer();
  json = expecting(server);
});
afterAll(() => server?.close());

const list = (token: string, kind: 'requests' | 'pickUpRequests', userName?: string) =>
  json(token, 'POST', `${kind}/getByPaginationAndFilter`, {
    filters: userName ? [{ property: 'userName', operator: 'equal', value: userName }] : [],
    pageSize: 999,
    pageNumber: 1,
  });

describe('demo requests (booked through the booking pipeline)', () => {
  it(
    'gives the demo customers repair and pick-up requests in several statuses, ' +
      'each repair with its payment (a pick-up, at ₹0, asks none)',
    async () => {
      const admin = await server.signIn('staff', DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const repairs = (await list(admin, 'requests')).records;
      const pickUps = (await list(admin, 'pickUpRequests')).records;
      expect(new Set(repairs.map((r: { status: string }) => r.status))).toEqual(
        new Set(['Open', 'Assigned', 'Completed', 'Cancelled']),
      );
      expect(new Set(pickUps.map((r: { status: string }) => r.status))).toEqual(
        new Set(['Open', 'Scheduled', 'Completed', 'Cancelled']),
      );
      expect(pickUps.every((r: { id: string }) => /^EREQ\d{8}$/.test(r.id))).toBe(true);
      // The first demo customer's view has rows in both lists.
      const first = DEMO_CUSTOMERS[0].mobile;
      expect((await list(admin, 'requests', first)).records.length).toBeGreaterThan(0);
      expect((await list(admin, 'pickUpRequests', first)).records.length).toBeGreaterThan(0);
      const [payments] = await server.database.query<{ repairs: number; pickUps: number }>(
        `SELECT count(*) FILTER (WHERE request_kind = 'repair')::int AS repairs,
          count(*) FILTER (WHERE request_kind = 'pickUp')::int AS "pickUps" FROM payments`,
      );
      expect(payments).toEqual({ repairs: repairs.length, pickUps: 0 });
      // A cancelled request gave its slot back: what is booked is what is not cancelled.
      const [slots] = await server.database.query<{ booked: number; live: number }>(
        `SELECT (SELECT sum(booked)::int FROM slot_capacity) AS booked,
              (SELECT count(*)::int FROM requests WHERE status <> 'Cancelled') + (SELECT count(*)::int
                FROM pick_up_requests WHERE status <> 'Cancelled') AS live`,
      );
      expect(slots.booked).toBe(slots.live);
    },
  );

  it('shows the demo dealer what it booked and the demo technician what is assigned to them', async () => {
    const dealer = await server.signIn('staff', DEMO_ACCOUNTS.dealer.email, DEMO_ACCOUNTS.dealer.password);
    const booked = (await list(dealer, 'requests')).records;
    expect(booked.length).toBe(2);
    const [dealerRows] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM requests WHERE dealer_id IS NOT NULL`,
    );
    expect(booked.length).toBe(dealerRows.n);
    // The demo technician (Ravi Kumar) signs in with a one-time code: what is assigned to them is read in the database.
    const [assigned] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM requests r JOIN technicians t ON t.id = r.technician_id WHERE t.mobile = $1
          AND r.status IN ('Assigned', 'Completed')`,
      [DEMO_ACCOUNTS.technicianMobile],
    );
    expect(assigned.n).toBe(2);
  });

  it(
    'gives the demo technician a repair and a pick-up to visit today: ' +
      'his dashboard lists and counts them, within his slots',
    async () => {
      const { today } = todayInIndia();
      const ravi = await technicianSignIn(server, DEMO_ACCOUNTS.technicianMobile);
      const visits = (await json(ravi, 'POST', 'requests/dashboardVisits', { date: today }))
        .records as DashboardRequest[];
      const byService = [...visits].sort((a, b) => a.serviceId.localeCompare(b.serviceId));
      expect(
        byService.map((visit) => ({
          serviceId: visit.serviceId,
          appointmentDate: visit.appointmentDate,
          technicianName: visit.technicianName,
        })),
      ).toEqual([
        { serviceId: 'SID101', appointmentDate: today, technicianName: 'Ravi Kumar' },
        { serviceId: 'SID102', appointmentDate: today, technicianName: 'Ravi Kumar' },
      ]);
      const counts = (await json(ravi, 'POST', 'requests/dashboardCounts', {})) as DashboardCounts;
      expect(
        counts.requests.filter((n) => n.metric === 'visitsToday').map(({ serviceId, count }) => ({ serviceId, count })),
      ).toEqual([
        { serviceId: 'SID101', count: 1 },
        { serviceId: 'SID102', count: 1 },
      ]);
      // Each visit holds a unit of his own slot (and of the partner's, which the first test counts).
      const [units] = await server.database.query<{ n: number }>(
        `SELECT coalesce(sum(booked), 0)::int AS n FROM technician_slot_capacity c JOIN technicians t
          ON t.id = c.technician_id WHERE t.mobile = $1 AND c.day = $2`,
        [DEMO_ACCOUNTS.technicianMobile, today],
      );
      expect(units.n).toBe(2);
    },
  );

  it('adds nothing when run again', async () => {
    const count = async () =>
      (
        await server.database.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM requests) + (SELECT count(*) FROM pick_up_requests) AS n',
        )
      )[0].n;
    const before = Number(await count());
    await seedDemo(server.app.ctx);
    expect(Number(await count())).toBe(before);
  });
});
