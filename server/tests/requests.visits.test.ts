import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_CLOSED_MESSAGES, SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { VISIT_MESSAGES } from '../../domain/requests/visits';
import { NOT_YOURS } from '../src/modules/requests/operations/access';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import { latestMessage } from './identity.helpers';
import {
  activeTechnician,
  AREAS,
  customerFixture,
  type CustomerFixture,
  dayAhead,
  daysByWeekday,
  freshSlot,
  lastDayOfWindow,
  pickUpBody,
  repairBody,
  requestParties,
  signedInTechnician,
  slotAvailable,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Reschedule and revisit (spec 001 §7 PATCH requests/reschedule, requests/revisit, pickUpRequests/reschedule; DESIGN.md
 * "Slot capacity"): the new slot under the booking's rules, the units moved on the slot grid in one transaction, never
 * overbooking, the visit history, the customer's SMS; each within the caller's scope.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customerCare: string;
let dealer: string;
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
let customer: CustomerFixture;
/** Ours, Active, the repair service at 8 a day (2 a slot); signed in. */
let ravi: { id: string; mobile: string; token: string };

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'visits', {
    ours: 'Visits Ours Repairs',
    theirs: 'Visits Theirs Repairs',
  }));
  customer = await customerFixture(server.database);
  ravi = await signedInTechnician(server, ours);
});
afterAll(() => server?.close());

interface Slot {
  date: string;
  slot: string;
}
type Booked = { id: string; appointmentSlot: Slot };

let targetCursor = 0;
/** A slot of its own to move into (days 1 to 6 ahead, every slot in turn): bookings take days 7 to 13 (freshSlot). */
function targetSlot(): Slot {
  const turn = targetCursor++;
  return {
    date: dayAhead(1 + (Math.floor(turn / SLOT_LABELS.length) % 6)),
    slot: SLOT_LABELS[turn % SLOT_LABELS.length],
  };
}

const bookRepair = (overrides = {}, token = admin): Promise<Booked> =>
  json(token, 'POST', 'user/requests', repairBody(customer, ours.id, overrides), 201);
const reschedule = (
  token: string,
  requestId: string,
  to: Slot,
  reason = 'Customer asked for another day',
  kind = 'requests',
) => call(token, 'PATCH', `${kind}/reschedule`, { requestId, ...to, reason });
const revisit = (token: string, requestId: string, to: Slot, reason = 'The noise came back') =>
  call(token, 'PATCH', 'requests/revisit', { requestId, ...to, reason });
const partnerGrid = (at: Slot, serviceId = 'SID101') => slotAvailable(server, 'channelPartner', ours.id, at, serviceId);
const technicianGrid = (at: Slot) => slotAvailable(server, 'technician', ravi.id, at);
const head = async (id: string, table = 'requests') =>
  (
    await server.database.query<{ date: string; slot: string; status: string; statusRemark: string | null }>(
      `SELECT to_char(appointment_date, 'YYYY-MM-DD') AS date, appointment_slot AS slot, status,
          status_remark AS "statusRemark" FROM ${table} WHERE id = $1`,
      [id],
    )
  )[0];
const visitRows = async (id: string) =>
  (
    await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM request_visits WHERE request_id = $1`, [
      id,
    ])
  )[0].n;

async function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message });
}

describe('PATCH requests/reschedule', () => {
  it(
    "moves the partner's and the technician's units to the new slot, " + 'records the visit and tells the customer',
    async () => {
      const request = await bookRepair();
      const from = request.appointmentSlot;
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
      const to = targetSlot();
      expect([
        await partnerGrid(from),
        await technicianGrid(from),
        await partnerGrid(to),
        await technicianGrid(to),
      ]).toEqual([1, 1, 2, 2]);

      const record = await json(ours.token, 'PATCH', 'requests/reschedule', {
        requestId: request.id,
        ...to,
        reason: ' Customer travelling ',
      });
      expect(record).toMatchObject({
        id: request.id,
        status: 'Assigned',
        appointmentSlot: to,
        assignee: { technicianId: ravi.id },
      });
      expect(record.visits).toEqual([
        {
          kind: 'reschedule',
          fromDate: from.date,
          fromSlot: from.slot,
          toDate: to.date,
          toSlot: to.slot,
          reason: 'Customer travelling',
          byUserName: 'visits.ours@example.in',
          createdAt: expect.any(String),
        },
      ]);
      expect([
        await partnerGrid(from),
        await technicianGrid(from),
        await partnerGrid(to),
        await technicianGrid(to),
      ]).toEqual([2, 2, 1, 1]);
      expect(await latestMessage(server, `+91${customer.userName}`)).toMatchObject({
        channel: 'sms',
        body: `Reloop: your request ${request.id} is rescheduled to ${to.date} ${to.slot}.`,
      });
      const [activity] = await server.database.query<{ activity: string; remark: string }>(
        `SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`,
        [request.id],
      );
      expect(activity).toEqual({
        activity: 'Request Rescheduled',
        remark: `${from.date} ${from.slot} → ${to.date} ${to.slot}: Customer travelling`,
      });
      expect(await json(admin, 'GET', `requests/${request.id}`)).toEqual(record);
    },
  );

  it('lets an admin and customer care reschedule too, and moves back into the slot it left', async () => {
    const request = await bookRepair();
    const from = request.appointmentSlot;
    const to = targetSlot();
    expect(
      (await json(customerCare, 'PATCH', 'requests/reschedule', { requestId: request.id, ...to, reason: 'Called in' }))
        .appointmentSlot,
    ).toEqual(to);
    expect(
      (
        await json(admin, 'PATCH', 'requests/reschedule', { requestId: request.id, ...from, reason: 'Back again' })
      ).visits.map((v: { toDate: string }) => v.toDate),
    ).toEqual([to.date, from.date]);
    expect([await partnerGrid(from), await partnerGrid(to)]).toEqual([1, 2]);
  });

  it('applies the booking’s slot rules with its messages, and refuses the slot it already has', async () => {
    const request = await bookRepair();
    const refusals: [Slot, string, string][] = [
      [{ date: dayAhead(-1), slot: SLOT_LABELS[0] }, SLOT_CLOSED_MESSAGES.past, 'date'],
      [{ date: dayAhead(1, lastDayOfWindow()), slot: SLOT_LABELS[0] }, SLOT_CLOSED_MESSAGES.beyondWindow, 'date'],
      [request.appointmentSlot, VISIT_MESSAGES.sameSlot, 'slot'],
    ];
    for (const [to, message, field] of refusals) {
      const response = await reschedule(admin, request.id, to);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
    }
    // Vidhana Soudha is served on Mondays only (the partner's day map).
    const monday = daysByWeekday(1);
    const mondayRequest = await bookRepair({
      address: { id: customer.mondayAddressId },
      appointmentSlot: { date: monday.on, slot: SLOT_LABELS[2] },
    });
    await expectRefused(
      await reschedule(admin, mondayRequest.id, { date: monday.off, slot: SLOT_LABELS[2] }),
      400,
      SLOT_CLOSED_MESSAGES.weekday,
    );
    // Its unit goes back: next Monday may be one of the days the later steps move into (targetSlot), whatever today is.
    await json(admin, 'PUT', `requests/${mondayRequest.id}/status`, {
      status: 'Cancelled',
      remark: 'Only a slot-rule check',
    });
    const invalid = await call(admin, 'PATCH', 'requests/reschedule', {
      requestId: request.id,
      date: '2026-02-30',
      slot: '08:00-09:00',
      reason: ' ',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['date', 'reason', 'slot']);
    expect(invalid.json().errors.reason).toBe('Reason is required');
    expect(await head(request.id)).toMatchObject(request.appointmentSlot);
    expect(await visitRows(request.id)).toBe(0);
  });

  it('refuses a full slot with the booking’s message (409), changing nothing', async () => {
    const request = await bookRepair();
    const full = targetSlot();
    for (let i = 0; i < 2; i += 1) await bookRepair({ appointmentSlot: full });
    expect(await partnerGrid(full)).toBe(0);
    await expectRefused(await reschedule(ours.token, request.id, full), 409, BOOKING_MESSAGES.slotTaken);
    expect(await head(request.id)).toMatchObject(request.appointmentSlot);
    expect([await partnerGrid(request.appointmentSlot), await partnerGrid(full)]).toEqual([1, 0]);
    expect(await visitRows(request.id)).toBe(0);
  });

  it(
    'refuses a slot the technician has no unit left in (409), ' + "keeping the partner's units where they were",
    async () => {
      // One visit a slot.
      const kiran = await activeTechnician(server, ours, {
        services: [{ id: 'SID101', dailyCallCapacity: 4 }],
        areas: [AREAS.koramangala],
        brand: true,
      });
      const busy = targetSlot();
      const there = await bookRepair({ appointmentSlot: busy });
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: there.id, technicianId: kiran.id });
      const request = await bookRepair();
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: kiran.id });
      expect(await partnerGrid(busy)).toBe(1);

      await expectRefused(await reschedule(ours.token, request.id, busy), 409, VISIT_MESSAGES.technicianBusy);
      expect(await head(request.id)).toMatchObject(request.appointmentSlot);
      expect([await partnerGrid(busy), await partnerGrid(request.appointmentSlot)]).toEqual([1, 1]);
      expect(await slotAvailable(server, 'technician', kiran.id, request.appointmentSlot)).toBe(0);
    },
  );

  it(
    "offers the slots the request can take: its partner's free units, " +
      "and no more than its technician's once assigned",
    async () => {
      const kiran = await activeTechnician(server, ours, {
        services: [{ id: 'SID101', dailyCallCapacity: 4 }],
        areas: [AREAS.koramangala],
        brand: true,
      });
      const busy = targetSlot();
      await json(ours.token, 'POST', 'requests/assign/technician', {
        requestId: (await bookRepair({ appointmentSlot: busy })).id,
        technicianId: kiran.id,
      });
      const request = await bookRepair();
      const offered = async (token: string, kind = 'requests', id = request.id) => {
        const [day] = await json(
          token,
          'GET',
          `${kind}/${id}/timeSlots/options?fromDate=${busy.date}&toDate=${busy.date}`,
        );
        return day.slots.find((s: { slot: string }) => s.slot === busy.slot).available as number;
      };
      // No technician yet: the partner's grid.
      expect([await offered(admin), await partnerGrid(busy)]).toEqual([1, 1]);
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: kiran.id });
      // Kiran's one unit of the slot is taken: the slot the server would refuse is offered as full, to every
      // rescheduler.
      for (const token of [admin, customerCare, ours.token]) expect(await offered(token)).toBe(0);
      expect(await partnerGrid(busy)).toBe(1);
      await expectRefused(await reschedule(ours.token, request.id, busy), 409, VISIT_MESSAGES.technicianBusy);

      const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
      expect(await offered(customerCare, 'pickUpRequests', pickUp.id)).toBeGreaterThanOrEqual(0);
      const path = `requests/${request.id}/timeSlots/options?fromDate=${busy.date}&toDate=${busy.date}`;
      for (const token of [ravi.token, dealer])
        await expectRefused(await call(token, 'GET', path), 403, 'You are not allowed to do this');
      await expectRefused(await call(theirs.token, 'GET', path), 403, NOT_YOURS);
      await expectRefused(
        await call(admin, 'GET', `requests/REQ99999999/timeSlots/options?fromDate=${busy.date}&toDate=${busy.date}`),
        404,
        'Request not found',
      );
      expect(
        (await call(admin, 'GET', `requests/${request.id}/timeSlots/options?fromDate=${busy.date}&toDate=2020-01-01`))
          .statusCode,
      ).toBe(400);
    },
  );

  it('reschedules only a request not yet resolved, completed or cancelled', async () => {
    const request = await bookRepair();
    await json(admin, 'PUT', `requests/${request.id}/status`, { status: 'Cancelled', remark: 'Booked twice' });
    await expectRefused(
      await reschedule(admin, request.id, targetSlot()),
      409,
      VISIT_MESSAGES.notReschedulable('Cancelled'),
    );
    const resolved = await bookRepair();
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: resolved.id, technicianId: ravi.id });
    await json(ravi.token, 'PUT', `requests/${resolved.id}/status`, { status: 'Resolved' });
    await expectRefused(
      await reschedule(ours.token, resolved.id, targetSlot()),
      409,
      VISIT_MESSAGES.notReschedulable('Resolved'),
    );
  });

  it('refuses a technician, a dealer (even its own booking), another partner; unknown requests are 404', async () => {
    const request = await bookRepair({}, dealer);
    const to = targetSlot();
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
    await expectRefused(await reschedule(ravi.token, request.id, to), 403, 'You are not allowed to do this');
    await expectRefused(await reschedule(dealer, request.id, to), 403, 'You are not allowed to do this');
    await expectRefused(await reschedule(theirs.token, request.id, to), 403, NOT_YOURS);
    await expectRefused(await reschedule(admin, 'REQ99999999', to), 404, 'Request not found');
    expect(await head(request.id)).toMatchObject(request.appointmentSlot);
    expect(await partnerGrid(to)).toBe(2);
  });
});

describe('PATCH pickUpRequests/reschedule', () => {
  it('moves the pick-up’s unit of its service (SID102 at 3 a day: nothing in the last slot)', async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    const to = { date: dayAhead(2), slot: SLOT_LABELS[1] };
    await expectRefused(
      await reschedule(admin, pickUp.id, { date: to.date, slot: SLOT_LABELS[3] }, 'Evening', 'pickUpRequests'),
      409,
      BOOKING_MESSAGES.slotTaken,
    );
    await expectRefused(await reschedule(admin, pickUp.id, to, 'Wrong kind', 'requests'), 404, 'Request not found');

    const record = await json(ours.token, 'PATCH', 'pickUpRequests/reschedule', {
      requestId: pickUp.id,
      ...to,
      reason: 'Lift under repair',
    });
    expect(record).toMatchObject({
      kind: 'pickUp',
      appointmentSlot: to,
      visits: [{ kind: 'reschedule', toDate: to.date, toSlot: to.slot, reason: 'Lift under repair' }],
    });
    expect([await partnerGrid(pickUp.appointmentSlot, 'SID102'), await partnerGrid(to, 'SID102')]).toEqual([1, 0]);
    await expectRefused(
      await reschedule(theirs.token, pickUp.id, pickUp.appointmentSlot, 'Not ours', 'pickUpRequests'),
      403,
      NOT_YOURS,
    );

    await server.database.query(`UPDATE pick_up_requests SET status = 'Picked Up' WHERE id = $1`, [pickUp.id]);
    await expectRefused(
      await reschedule(admin, pickUp.id, pickUp.appointmentSlot, 'Too late', 'pickUpRequests'),
      409,
      VISIT_MESSAGES.notReschedulable('Picked Up'),
    );
  });
});

describe('PATCH requests/revisit', () => {
  async function resolvedRequest() {
    const request = await bookRepair();
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
    await json(ravi.token, 'PUT', `requests/${request.id}/status`, { status: 'Resolved' });
    return request;
  }

  it(
    'books a new visit for a resolved request: Scheduled again, ' +
      'a unit of the new slot for the partner and the technician',
    async () => {
      const request = await resolvedRequest();
      const to = targetSlot();
      const record = await json(ours.token, 'PATCH', 'requests/revisit', {
        requestId: request.id,
        ...to,
        reason: 'The noise came back',
      });
      expect(record).toMatchObject({
        status: 'Scheduled',
        statusRemark: 'The noise came back',
        appointmentSlot: to,
        assignee: { technicianId: ravi.id },
      });
      expect(record.visits).toEqual([
        expect.objectContaining({
          kind: 'revisit',
          fromDate: request.appointmentSlot.date,
          toDate: to.date,
          toSlot: to.slot,
        }),
      ]);
      // The first visit took place: its units stay taken.
      expect([
        await partnerGrid(request.appointmentSlot),
        await technicianGrid(request.appointmentSlot),
        await partnerGrid(to),
        await technicianGrid(to),
      ]).toEqual([1, 1, 1, 1]);
      expect((await latestMessage(server, `+91${customer.userName}`)).body).toBe(
        `Reloop: a revisit for your request ${request.id} is scheduled on ${to.date} ${to.slot}.`,
      );
    },
  );

  it('revisits a completed request by an admin within the configured days of the visit, not after', async () => {
    const days = server.app.ctx.config.revisitWindowDays;
    expect(days).toBe(7);
    const request = await resolvedRequest();
    await json(ours.token, 'PUT', `requests/${request.id}/status`, { status: 'Completed', remark: 'Paid' });
    await server.database.query(`UPDATE requests SET appointment_date = $2 WHERE id = $1`, [
      request.id,
      dayAhead(-days - 1),
    ]);
    await expectRefused(await revisit(admin, request.id, targetSlot()), 409, VISIT_MESSAGES.revisitClosed(days));
    await server.database.query(`UPDATE requests SET appointment_date = $2 WHERE id = $1`, [
      request.id,
      dayAhead(-days),
    ]);
    expect(
      (
        await json(admin, 'PATCH', 'requests/revisit', {
          requestId: request.id,
          ...targetSlot(),
          reason: 'Leaking again',
        })
      ).status,
    ).toBe('Scheduled');
  });

  it(
    'refuses a request not resolved or completed, a full slot, ' +
      'customer care, a technician, a dealer and another partner',
    async () => {
      const open = await bookRepair();
      await expectRefused(await revisit(admin, open.id, targetSlot()), 409, VISIT_MESSAGES.notRevisitable);
      const request = await resolvedRequest();
      const full = targetSlot();
      for (let i = 0; i < 2; i += 1) await bookRepair({ appointmentSlot: full });
      await expectRefused(await revisit(ours.token, request.id, full), 409, BOOKING_MESSAGES.slotTaken);
      for (const token of [customerCare, ravi.token, dealer])
        await expectRefused(await revisit(token, request.id, targetSlot()), 403, 'You are not allowed to do this');
      await expectRefused(await revisit(theirs.token, request.id, targetSlot()), 403, NOT_YOURS);
      await expectRefused(
        await call(admin, 'PATCH', 'pickUpRequests/revisit', { requestId: request.id, ...targetSlot(), reason: 'x' }),
        404,
        'Route PATCH /api/pickUpRequests/revisit not found',
      );
      expect(await head(request.id)).toMatchObject({ status: 'Resolved', ...request.appointmentSlot });
      expect(await visitRows(request.id)).toBe(0);
    },
  );
});

describe('concurrency (meaningful on PostgreSQL, where the two run side by side)', () => {
  it('gives the last free unit of a slot to one of two simultaneous reschedules', async () => {
    const requests = [
      await bookRepair({ appointmentSlot: freshSlot() }),
      await bookRepair({ appointmentSlot: freshSlot() }),
    ];
    const target = targetSlot();
    await bookRepair({ appointmentSlot: target });
    expect(await partnerGrid(target)).toBe(1);

    const answers = await Promise.all(requests.map((request) => reschedule(ours.token, request.id, target)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ message: BOOKING_MESSAGES.slotTaken });
    const [unit] = await server.database.query<{ booked: number; capacity: number }>(
      `SELECT booked, capacity FROM slot_capacity WHERE channel_partner_id = $1 AND service_id = 'SID101' AND day = $2
          AND slot = $3`,
      [ours.id, target.date, target.slot],
    );
    expect(unit).toEqual({ booked: 2, capacity: 2 });
    const loser = requests[answers.findIndex((a) => a.statusCode === 409)];
    expect(await head(loser.id)).toMatchObject(loser.appointmentSlot);
    expect(await partnerGrid(loser.appointmentSlot)).toBe(1);
  });

  it(
    'swaps two requests between two slots at once: both move, ' +
      'no deadlock (the earlier slot is always locked first)',
    async () => {
      const [x, y] = [targetSlot(), targetSlot()];
      const [a, b] = [await bookRepair({ appointmentSlot: x }), await bookRepair({ appointmentSlot: y })];
      for (let round = 0; round < 5; round += 1) {
        const [to, back] = round % 2 === 0 ? [y, x] : [x, y];
        const answers = await Promise.all([
          reschedule(admin, a.id, to, `Swap ${round}`),
          reschedule(admin, b.id, back, `Swap ${round}`),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      }
      expect([await head(a.id), await head(b.id)]).toEqual([expect.objectContaining(y), expect.objectContaining(x)]);
      expect([await partnerGrid(x), await partnerGrid(y)]).toEqual([1, 1]);
    },
  );
});
