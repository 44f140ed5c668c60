import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_CLOSED_MESSAGES, weekdayOf } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import {
  notAssignable,
  REQUEST_OPERATION_MESSAGES as M,
  statusMoveImpossible,
  statusMoveNotYours,
} from '../../domain/requests/operations';
import { NOT_YOURS } from '../src/modules/requests/operations/access';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import { latestMessage } from './identity.helpers';
import {
  activeTechnician,
  AREAS,
  customerFixture,
  type CustomerFixture,
  freshSlot,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  slotAvailable,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { technicianSignIn } from './technicians.helpers';

/**
 * Request operations (spec 001 §7 "Requests", "E-waste pick-up requests"; DESIGN.md "Requests"): status moves per role,
 * assignment of the partner and the technician with their slot units, diagnosis, comments; each within the caller's
 * scope.
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
/** Ours, Active, the repair service at 8 a day (2 a slot), Koramangala; signed in. */
let ravi: { id: string; mobile: string; token: string };
/** Ours, Active, the repair service at 4 a day (1 a slot). */
let kiran: { id: string; mobile: string };
/** Theirs, Active. */
let theirTechnician: { id: string; mobile: string; token: string };

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'ops', {
    ours: 'Ops Ours Repairs',
    theirs: 'Ops Theirs Repairs',
  }));
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  ravi = await signedInTechnician(server, ours);
  kiran = await activeTechnician(server, ours, {
    services: [{ id: 'SID101', dailyCallCapacity: 4 }],
    areas: [AREAS.koramangala],
    brand: true,
  });
  theirTechnician = await signedInTechnician(server, theirs);
});
afterAll(() => server?.close());

type Booked = { id: string; appointmentSlot: { date: string; slot: string } };

const bookRepair = (partnerId = ours.id, overrides = {}, token = admin): Promise<Booked> =>
  json(token, 'POST', 'user/requests', repairBody(customer, partnerId, overrides), 201);
const assignTechnician = (token: string, requestId: string, technicianId: string, kind = 'requests') =>
  call(token, 'POST', `${kind}/assign/technician`, { requestId, technicianId });
const setStatus = (token: string, id: string, body: object, kind = 'requests') =>
  call(token, 'PUT', `${kind}/${id}/status`, body);
const head = async (id: string, table = 'requests') =>
  (
    await server.database.query<{
      status: string;
      technicianId: string | null;
      channelPartnerId: string;
      statusRemark: string | null;
    }>(
      `SELECT status, technician_id AS "technicianId", channel_partner_id AS "channelPartnerId",
          status_remark AS "statusRemark" FROM ${table} WHERE id = $1`,
      [id],
    )
  )[0];
const activities = (id: string) =>
  server.database.query<{ activity: string; remark: string | null }>(
    `SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id`,
    [id],
  );

async function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message });
}

describe('PUT requests/{id}/status: the status table, move by move and role by role', () => {
  it(
    'works a repair from Open to Completed, ' + 'each move by a role the table names, refusing the others with why',
    async () => {
      const request = await bookRepair();
      await expectRefused(await setStatus(admin, request.id, { status: 'Assigned' }), 409, M.assignTechnicianFirst);
      await expectRefused(await setStatus(ravi.token, request.id, { status: 'Scheduled' }), 403, NOT_YOURS);

      const assigned = await json(ours.token, 'POST', 'requests/assign/technician', {
        requestId: request.id,
        technicianId: ravi.id,
      });
      expect(assigned).toMatchObject({
        id: request.id,
        status: 'Assigned',
        assignee: { channelPartnerId: ours.id, technicianId: ravi.id, technicianName: 'Ravi Kumar' },
      });
      expect((await latestMessage(server, `+91${ravi.mobile}`)).body).toContain(
        `request ${request.id} is assigned to you`,
      );

      await expectRefused(
        await setStatus(ravi.token, request.id, { status: 'Resolved', remark: 'x'.repeat(2001) }),
        400,
        'Must be at most 2000 characters',
      );
      expect(
        (
          await json(ravi.token, 'PUT', `requests/${request.id}/status`, {
            status: 'Scheduled',
            remark: 'Visit confirmed with the customer',
          })
        ).status,
      ).toBe('Scheduled');
      expect(await head(request.id)).toMatchObject({
        status: 'Scheduled',
        statusRemark: 'Visit confirmed with the customer',
      });
      await expectRefused(
        await setStatus(customerCare, request.id, { status: 'Resolved' }),
        409,
        statusMoveNotYours('Scheduled', 'Resolved'),
      );
      await expectRefused(
        await setStatus(ravi.token, request.id, { status: 'Completed' }),
        409,
        statusMoveImpossible('Scheduled', 'Completed'),
      );
      await expectRefused(await setStatus(ravi.token, request.id, { status: 'Scheduled' }), 409, M.sameStatus);
      expect(
        (
          await json(ravi.token, 'PUT', `requests/${request.id}/status`, {
            status: 'Pending',
            remark: 'Waiting for the screen',
          })
        ).status,
      ).toBe('Pending');
      expect((await json(ravi.token, 'PUT', `requests/${request.id}/status`, { status: 'Resolved' })).status).toBe(
        'Resolved',
      );
      // A move without a remark leaves none as the latest.
      expect((await head(request.id)).statusRemark).toBeNull();

      await expectRefused(
        await setStatus(ravi.token, request.id, { status: 'Completed' }),
        409,
        statusMoveNotYours('Resolved', 'Completed'),
      );
      await expectRefused(await setStatus(admin, request.id, { status: 'Scheduled' }), 409, M.revisitInstead);
      await expectRefused(
        await setStatus(admin, request.id, { status: 'Cancelled', remark: 'Too late' }),
        409,
        statusMoveImpossible('Resolved', 'Cancelled'),
      );
      expect(
        (
          await json(ours.token, 'PUT', `requests/${request.id}/status`, {
            status: 'Completed',
            remark: 'Paid in cash',
          })
        ).status,
      ).toBe('Completed');
      // A link payment keeps its own status: completing does not say the link was paid.
      expect((await json(admin, 'GET', `requests/${request.id}`)).payment).toMatchObject({
        method: 'Link',
        status: 'Created',
      });
      const completion = await latestMessage(server, `+91${customer.userName}`);
      expect(completion).toMatchObject({
        channel: 'sms',
        body: expect.stringContaining(`repair request ${request.id}`),
      });
      expect(completion.body).toContain('is completed');
      await expectRefused(await setStatus(admin, request.id, { status: 'Scheduled' }), 409, M.revisitInstead);

      expect((await activities(request.id)).map((a) => [a.activity, a.remark])).toEqual([
        ['Request Raised', expect.any(String)],
        ['Technician assigned', 'Ravi Kumar'],
        ['Status changed to Scheduled', 'Visit confirmed with the customer'],
        ['Status changed to Pending', 'Waiting for the screen'],
        ['Status changed to Resolved', null],
        ['Status changed to Completed', 'Paid in cash'],
      ]);
    },
  );

  it(
    'refuses a status of the other kind, a dealer, another partner, ' +
      'another technician, and answers 404 for an unknown request',
    async () => {
      const request = await bookRepair(ours.id, {}, dealer);
      expect((await setStatus(admin, request.id, { status: 'Picked Up' })).statusCode).toBe(400);
      await expectRefused(
        await setStatus(dealer, request.id, { status: 'Cancelled', remark: 'Booked twice' }),
        403,
        'You are not allowed to do this',
      );
      await expectRefused(
        await setStatus(theirs.token, request.id, { status: 'Cancelled', remark: 'Not ours' }),
        403,
        NOT_YOURS,
      );
      await expectRefused(
        await setStatus(theirTechnician.token, request.id, { status: 'Cancelled', remark: 'Not mine' }),
        403,
        NOT_YOURS,
      );
      await expectRefused(
        await setStatus(admin, 'REQ99999999', { status: 'Cancelled', remark: 'Gone' }),
        404,
        'Request not found',
      );
      expect((await head(request.id)).status).toBe('Open');
    },
  );

  it('cancels with a remark only, giving back the partner’s and the technician’s units of the slot', async () => {
    const slot = freshSlot();
    const request = await bookRepair(ours.id, { appointmentSlot: slot });
    await json(admin, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
    expect(await slotAvailable(server, 'channelPartner', ours.id, slot)).toBe(1);
    expect(await slotAvailable(server, 'technician', ravi.id, slot)).toBe(1);

    const noRemark = await setStatus(customerCare, request.id, { status: 'Cancelled', remark: ' ' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().errors).toEqual({ remark: M.remarkRequiredToCancel });
    await expectRefused(
      await setStatus(ravi.token, request.id, { status: 'Cancelled', remark: 'Cannot make it' }),
      409,
      statusMoveNotYours('Assigned', 'Cancelled'),
    );
    expect(await slotAvailable(server, 'channelPartner', ours.id, slot)).toBe(1);

    expect(
      (
        await json(customerCare, 'PUT', `requests/${request.id}/status`, {
          status: 'Cancelled',
          remark: 'Customer travelling',
        })
      ).status,
    ).toBe('Cancelled');
    expect(await slotAvailable(server, 'channelPartner', ours.id, slot)).toBe(2);
    expect(await slotAvailable(server, 'technician', ravi.id, slot)).toBe(2);
    expect(await head(request.id)).toMatchObject({ status: 'Cancelled', statusRemark: 'Customer travelling' });
    expect((await activities(request.id)).at(-1)).toEqual({
      activity: 'Status changed to Cancelled',
      remark: 'Customer travelling',
    });
    await expectRefused(
      await setStatus(admin, request.id, { status: 'Open' }),
      409,
      statusMoveImpossible('Cancelled', 'Open'),
    );
    await expectRefused(await assignTechnician(admin, request.id, kiran.id), 409, notAssignable('Cancelled'));
  });
});

describe('POST requests/assign/channelPartner (admin)', () => {
  it(
    'moves the slot unit to the new partner, ' + 'unassigns the old partner’s technician and opens the request again',
    async () => {
      const slot = freshSlot();
      const request = await bookRepair(ours.id, { appointmentSlot: slot });
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
      expect(await slotAvailable(server, 'channelPartner', theirs.id, slot)).toBe(2);

      await expectRefused(
        await call(ours.token, 'POST', 'requests/assign/channelPartner', {
          requestId: request.id,
          channelPartnerId: theirs.id,
        }),
        403,
        'You are not allowed to do this',
      );
      await expectRefused(
        await call(customerCare, 'POST', 'requests/assign/channelPartner', {
          requestId: request.id,
          channelPartnerId: theirs.id,
        }),
        403,
        'You are not allowed to do this',
      );
      await expectRefused(
        await call(admin, 'POST', 'requests/assign/channelPartner', {
          requestId: request.id,
          channelPartnerId: ours.id,
        }),
        409,
        M.samePartner,
      );

      const moved = await json(admin, 'POST', 'requests/assign/channelPartner', {
        requestId: request.id,
        channelPartnerId: theirs.id,
      });
      expect(moved).toMatchObject({
        status: 'Open',
        assignee: {
          channelPartnerId: theirs.id,
          channelPartnerName: theirs.name,
          technicianId: null,
          technicianName: null,
        },
      });
      expect(await slotAvailable(server, 'channelPartner', ours.id, slot)).toBe(2);
      expect(await slotAvailable(server, 'channelPartner', theirs.id, slot)).toBe(1);
      expect(await slotAvailable(server, 'technician', ravi.id, slot)).toBe(2);
      expect(await latestMessage(server, theirs.email)).toMatchObject({
        channel: 'email',
        subject: `Request ${request.id} assigned to you`,
      });
      // Now theirs: we no longer reach it; they assign their own technician.
      await expectRefused(await assignTechnician(ours.token, request.id, ravi.id), 403, NOT_YOURS);
      await expectRefused(await assignTechnician(theirs.token, request.id, ravi.id), 400, M.technicianOfAnotherPartner);
      expect(
        (
          await json(theirs.token, 'POST', 'requests/assign/technician', {
            requestId: request.id,
            technicianId: theirTechnician.id,
          })
        ).status,
      ).toBe('Assigned');
    },
  );

  it(
    'refuses a partner not serving the request, ' +
      'not working that weekday there, or full in that slot, changing nothing',
    async () => {
      const slot = freshSlot();
      const request = await bookRepair(ours.id, { appointmentSlot: slot });
      const unknown = await call(admin, 'POST', 'requests/assign/channelPartner', {
        requestId: request.id,
        channelPartnerId: 'CP999999',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: M.partnerNotServing,
        errors: { channelPartnerId: M.partnerNotServing },
      });

      // Their day map names Koramangala on another weekday only.
      const otherDay = (weekdayOf(slot.date) + 1) % 7;
      await server.database.query(
        `INSERT INTO channel_partner_day_areas (channel_partner_id, day, pincode, area) VALUES ($1, $2, 560034,
          'Koramangala')`,
        [theirs.id, otherDay],
      );
      await expectRefused(
        await call(admin, 'POST', 'requests/assign/channelPartner', {
          requestId: request.id,
          channelPartnerId: theirs.id,
        }),
        409,
        SLOT_CLOSED_MESSAGES.weekday,
      );
      await server.database.query(
        `DELETE FROM channel_partner_day_areas WHERE channel_partner_id = $1 AND day = $2 AND area = 'Koramangala'`,
        [theirs.id, otherDay],
      );

      for (let i = 0; i < 2; i++) await bookRepair(theirs.id, { appointmentSlot: slot });
      await expectRefused(
        await call(admin, 'POST', 'requests/assign/channelPartner', {
          requestId: request.id,
          channelPartnerId: theirs.id,
        }),
        409,
        BOOKING_MESSAGES.slotTaken,
      );
      expect((await head(request.id)).channelPartnerId).toBe(ours.id);
      expect(await slotAvailable(server, 'channelPartner', ours.id, slot)).toBe(1);
      expect(await slotAvailable(server, 'channelPartner', theirs.id, slot)).toBe(0);
    },
  );

  it('mails the new partner the visit in one line: service, day and slot, area and pincode', async () => {
    const slot = freshSlot();
    const request = await bookRepair(ours.id, { appointmentSlot: slot });
    const moved = await json(admin, 'POST', 'requests/assign/channelPartner', {
      requestId: request.id,
      channelPartnerId: theirs.id,
    });
    const visit =
      `${moved.serviceName}, ${slot.date} ${slot.slot}, ` + `${moved.address.area} ${moved.address.pincode}`;
    expect(await latestMessage(server, theirs.email)).toMatchObject({
      subject: `Request ${request.id} assigned to you`,
      body: `Reloop: request ${request.id} is assigned to you: ${visit}.`,
    });
  });
});

describe('POST requests/assign/technician (the partner for its own requests, or an admin)', () => {
  it(
    'takes a unit of the technician’s own capacity, ' + 'refuses a full slot, and gives it back on reassignment',
    async () => {
      const slot = freshSlot();
      const first = await bookRepair(ours.id, { appointmentSlot: slot });
      const second = await bookRepair(ours.id, { appointmentSlot: slot });
      expect(await slotAvailable(server, 'technician', kiran.id, slot)).toBe(1);
      expect(
        (await json(ours.token, 'POST', 'requests/assign/technician', { requestId: first.id, technicianId: kiran.id }))
          .status,
      ).toBe('Assigned');
      expect(await slotAvailable(server, 'technician', kiran.id, slot)).toBe(0);

      await expectRefused(await assignTechnician(ours.token, second.id, kiran.id), 409, M.technicianSlotFull);
      expect(await head(second.id)).toMatchObject({ status: 'Open', technicianId: null });
      // Ravi has two a slot: he takes the second, and then the first from Kiran, whose unit comes back.
      expect(
        (await json(ours.token, 'POST', 'requests/assign/technician', { requestId: second.id, technicianId: ravi.id }))
          .status,
      ).toBe('Assigned');
      await expectRefused(await assignTechnician(ours.token, second.id, ravi.id), 409, M.sameTechnician);
      await json(admin, 'PUT', `requests/${first.id}/status`, { status: 'Scheduled' });
      expect(
        (await json(admin, 'POST', 'requests/assign/technician', { requestId: first.id, technicianId: ravi.id }))
          .status,
      ).toBe('Scheduled');
      expect(await slotAvailable(server, 'technician', kiran.id, slot)).toBe(1);
      expect(await slotAvailable(server, 'technician', ravi.id, slot)).toBe(0);
      const [units] = await server.database.query<{ booked: number }>(
        `SELECT coalesce(sum(booked), 0)::int AS booked FROM technician_slot_capacity WHERE day = $1 AND slot = $2
          AND technician_id IN ($3, $4)`,
        [slot.date, slot.slot, ravi.id, kiran.id],
      );
      expect(units.booked).toBe(2);
    },
  );

  it(
    'refuses a technician of another partner, not Active, ' + 'not serving the area or not holding the service',
    async () => {
      const request = await bookRepair();
      const refusedWith = async (technicianId: string, message: string) => {
        const response = await assignTechnician(ours.token, request.id, technicianId);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message, errors: { technicianId: message } });
      };
      await refusedWith(theirTechnician.id, M.technicianOfAnotherPartner);
      await refusedWith('TECH999999', M.technicianNotFound);
      const pending = await activeTechnician(server, ours);
      await server.database.query(`UPDATE technicians SET status = 'Pending' WHERE id = $1`, [pending.id]);
      await refusedWith(pending.id, M.technicianNotActive);
      await refusedWith(
        (
          await activeTechnician(server, ours, {
            services: [{ id: 'SID101', dailyCallCapacity: 4 }],
            areas: [AREAS.mgRoad],
            brand: true,
          })
        ).id,
        M.technicianNotInArea,
      );
      await refusedWith(
        (
          await activeTechnician(server, ours, {
            services: [{ id: 'SID102', dailyCallCapacity: 4 }],
            areas: [AREAS.koramangala],
          })
        ).id,
        M.technicianWithoutService,
      );
      expect(await head(request.id)).toMatchObject({ status: 'Open', technicianId: null });
    },
  );

  it(
    'is not for technicians, customer care or dealers, ' + 'nor for another partner’s request; 404 for an unknown one',
    async () => {
      const request = await bookRepair();
      for (const token of [ravi.token, customerCare, dealer])
        await expectRefused(await assignTechnician(token, request.id, ravi.id), 403, 'You are not allowed to do this');
      await expectRefused(await assignTechnician(theirs.token, request.id, theirTechnician.id), 403, NOT_YOURS);
      await expectRefused(await assignTechnician(admin, 'REQ99999999', ravi.id), 404, 'Request not found');
    },
  );
});

describe('pick-up requests: the collection agent, the pick-up statuses and the disposal method', () => {
  it(
    'schedules an Open pick-up by assigning its agent, ' +
      'then picked up and completed with how the waste was disposed of',
    async () => {
      const agent = await activeTechnician(server, ours, {
        services: [{ id: 'SID102', dailyCallCapacity: 4 }],
        areas: [AREAS.koramangala],
      });
      const agentToken = await technicianSignIn(server, agent.mobile);
      const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
      await expectRefused(
        await setStatus(admin, pickUp.id, { status: 'Scheduled' }, 'pickUpRequests'),
        409,
        M.assignAgentFirst,
      );
      await expectRefused(
        await assignTechnician(ours.token, pickUp.id, ravi.id, 'pickUpRequests'),
        400,
        M.technicianWithoutService,
      );
      const scheduled = await json(ours.token, 'POST', 'pickUpRequests/assign/technician', {
        requestId: pickUp.id,
        technicianId: agent.id,
      });
      expect(scheduled).toMatchObject({ status: 'Scheduled', assignee: { technicianId: agent.id } });
      expect(await slotAvailable(server, 'technician', agent.id, pickUp.appointmentSlot, 'SID102')).toBe(0);

      expect(
        (await json(agentToken, 'PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Picked Up' })).status,
      ).toBe('Picked Up');
      await expectRefused(
        await setStatus(admin, pickUp.id, { status: 'Cancelled', remark: 'Too late' }, 'pickUpRequests'),
        409,
        statusMoveImpossible('Picked Up', 'Cancelled'),
      );
      const noMethod = await setStatus(ours.token, pickUp.id, { status: 'Completed' }, 'pickUpRequests');
      expect(noMethod.statusCode).toBe(400);
      expect(noMethod.json().errors).toEqual({ disposalMethod: M.disposalRequired });
      await expectRefused(
        await setStatus(agentToken, pickUp.id, { status: 'Completed', disposalMethod: 'Recycling' }, 'pickUpRequests'),
        409,
        statusMoveNotYours('Picked Up', 'Completed'),
      );
      // Completing needs every product weighed in (requests.pickUpProducts.test.ts): the agent does it.
      const [item] = await server.database.query<{ id: string }>(
        `SELECT id FROM e_waste_items WHERE service_id = 'SID102' AND status = 'Publish' ORDER BY id LIMIT 1`,
      );
      for (const product of pickUp.products as { userProductId: string }[])
        await json(agentToken, 'PUT', `pickUpRequests/${pickUp.id}/product/update`, {
          productId: product.userProductId,
          eWasteItemId: item.id,
          quantity: 1,
        });
      expect(
        (
          await json(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, {
            status: 'Completed',
            disposalMethod: 'Recycling',
          })
        ).status,
      ).toBe('Completed');
      const [stored] = await server.database.query<{ disposalMethod: string }>(
        `SELECT disposal_method AS "disposalMethod" FROM pick_up_requests WHERE id = $1`,
        [pickUp.id],
      );
      expect(stored.disposalMethod).toBe('Recycling');
      expect((await activities(pickUp.id)).at(-1)).toEqual({
        activity: 'Status changed to Completed',
        remark: 'Disposal method: Recycling',
      });
      expect((await latestMessage(server, `+91${customer.userName}`)).body).toContain(`pick-up request ${pickUp.id}`);
      // Booked at ₹0, the pick-up asked no payment: it reads Paid (nothing owed) and has none to collect.
      expect((await json(admin, 'GET', `pickUpRequests/${pickUp.id}`)).payment).toMatchObject({
        method: 'PayLater',
        status: 'Paid',
      });
      expect(await server.database.query('SELECT status FROM payments WHERE request_id = $1', [pickUp.id])).toEqual([]);
    },
  );

  it('cancels an Open pick-up with its partner’s unit given back, and moves one to another partner', async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    expect(await slotAvailable(server, 'channelPartner', ours.id, pickUp.appointmentSlot, 'SID102')).toBe(0);
    const moved = await json(admin, 'POST', 'pickUpRequests/assign/channelPartner', {
      requestId: pickUp.id,
      channelPartnerId: theirs.id,
    });
    expect(moved.assignee.channelPartnerId).toBe(theirs.id);
    expect(await slotAvailable(server, 'channelPartner', ours.id, pickUp.appointmentSlot, 'SID102')).toBe(1);
    expect(await slotAvailable(server, 'channelPartner', theirs.id, pickUp.appointmentSlot, 'SID102')).toBe(0);
    await expectRefused(
      await setStatus(ours.token, pickUp.id, { status: 'Cancelled', remark: 'x' }, 'pickUpRequests'),
      403,
      NOT_YOURS,
    );
    expect(
      (
        await json(theirs.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, {
          status: 'Cancelled',
          remark: 'Customer gave it away',
        })
      ).status,
    ).toBe('Cancelled');
    expect(await slotAvailable(server, 'channelPartner', theirs.id, pickUp.appointmentSlot, 'SID102')).toBe(1);
  });
});

describe('PUT requests/{id}/diagnosis', () => {
  it(
    'lets the assigned technician, the partner or an admin record what was found, ' + 'in the request and its timeline',
    async () => {
      const request = await bookRepair();
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
      const diagnose = (token: string, diagnosis: unknown, id = request.id) =>
        call(token, 'PUT', `requests/${id}/diagnosis`, { diagnosis });
      expect((await diagnose(ravi.token, 'Display connector loose')).statusCode).toBe(200);
      expect((await diagnose(ours.token, '  Display connector loose; screen cracked  ')).statusCode).toBe(200);
      const [stored] = await server.database.query<{ diagnosis: string }>(
        `SELECT diagnosis FROM requests WHERE id = $1`,
        [request.id],
      );
      expect(stored.diagnosis).toBe('Display connector loose; screen cracked');
      expect(
        (await activities(request.id)).filter((a) => a.activity === 'Diagnosis updated').map((a) => a.remark),
      ).toEqual(['Display connector loose', 'Display connector loose; screen cracked']);

      expect((await diagnose(admin, ' ')).json()).toMatchObject({ errors: { diagnosis: M.diagnosisRequired } });
      await expectRefused(await diagnose(customerCare, 'x'), 403, 'You are not allowed to do this');
      await expectRefused(await diagnose(dealer, 'x'), 403, 'You are not allowed to do this');
      await expectRefused(await diagnose(theirs.token, 'x'), 403, NOT_YOURS);
      await expectRefused(await diagnose(theirTechnician.token, 'x'), 403, NOT_YOURS);
      await expectRefused(await diagnose(admin, 'x', 'REQ99999999'), 404, 'Request not found');
      await json(admin, 'PUT', `requests/${request.id}/status`, {
        status: 'Cancelled',
        remark: 'Customer declined the quote',
      });
      await expectRefused(await diagnose(ravi.token, 'Too late'), 409, M.closed);
    },
  );
});

describe('comments', () => {
  const list = (token: string, requestId: unknown, extra: object = {}) =>
    call(token, 'POST', 'comments/getByPaginationAndFilter', {
      filters: [{ property: 'requestId', operator: 'equal', value: requestId }],
      pageSize: 10,
      pageNumber: 1,
      ...extra,
    });

  it('lists who wrote what on a request, newest first, paged, to those who may see it', async () => {
    const request = await bookRepair(ours.id, {}, dealer);
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
    const written = [];
    for (const [token, comment] of [
      [admin, 'Customer prefers a morning visit'],
      [ours.token, 'Ravi will carry a spare screen'],
      [ravi.token, '  On my way  '],
    ])
      written.push(await json(token, 'POST', 'comments', { requestId: request.id, comment }, 201));
    expect(written[2]).toEqual({
      id: expect.any(String),
      requestId: request.id,
      comment: 'On my way',
      createdAt: expect.any(String),
      createdBy: { userName: `+91${ravi.mobile}`, role: 'Technician' },
    });

    const page = (await list(admin, request.id)).json();
    expect(page.totalRecords).toBe(3);
    expect(page.records.map((c: { comment: string }) => c.comment)).toEqual([
      'On my way',
      'Ravi will carry a spare screen',
      'Customer prefers a morning visit',
    ]);
    expect(page.records[1].createdBy).toEqual({ userName: ours.email, role: 'Channel-Partner' });
    const second = (await list(ours.token, request.id, { pageSize: 2, pageNumber: 2 })).json();
    expect(second.records.map((c: { comment: string }) => c.comment)).toEqual(['Customer prefers a morning visit']);
    const oldestFirst = (await list(ravi.token, request.id, { sort: 1 })).json();
    expect(oldestFirst.records[0].comment).toBe('Customer prefers a morning visit');
    // The dealer who booked it reads them; it writes none.
    expect((await list(dealer, request.id)).json().totalRecords).toBe(3);
    await expectRefused(
      await call(dealer, 'POST', 'comments', { requestId: request.id, comment: 'Any news?' }),
      403,
      'You are not allowed to do this',
    );
    expect((await list(customerCare, request.id)).statusCode).toBe(200);
  });

  it('keeps comments to the request’s scope, and to one request a call', async () => {
    const request = await bookRepair();
    await json(customerCare, 'POST', 'comments', { requestId: request.id, comment: 'Called the customer' }, 201);
    await expectRefused(
      await call(theirs.token, 'POST', 'comments', { requestId: request.id, comment: 'x' }),
      403,
      NOT_YOURS,
    );
    await expectRefused(await list(theirs.token, request.id), 403, NOT_YOURS);
    await expectRefused(await list(theirTechnician.token, request.id), 403, NOT_YOURS);
    await expectRefused(await list(ravi.token, request.id), 403, NOT_YOURS);
    // A dealer reads only what it booked (an admin booked this one).
    await expectRefused(await list(dealer, request.id), 403, NOT_YOURS);
    await expectRefused(await list(admin, 'REQ99999999'), 404, 'Request not found');
    await expectRefused(
      await call(admin, 'POST', 'comments', { requestId: 'EREQ99999999', comment: 'x' }),
      404,
      'Pick-up request not found',
    );
    await expectRefused(
      await call(admin, 'POST', 'comments', { requestId: 'NOPE1', comment: 'x' }),
      404,
      'Request not found',
    );
    const unfiltered = await call(admin, 'POST', 'comments/getByPaginationAndFilter', {
      filters: [],
      pageSize: 10,
      pageNumber: 1,
    });
    expect(unfiltered.statusCode).toBe(400);
    expect(unfiltered.json().errors).toEqual({ filters: M.commentsFilter });
    // Another filter only narrows the one request's comments.
    const narrowed = (
      await list(admin, request.id, {
        filters: [
          { property: 'requestId', operator: 'equal', value: request.id },
          { property: 'comment', operator: 'contains', value: 'nobody' },
        ],
      })
    ).json();
    expect(narrowed).toEqual({ records: [], totalRecords: 0 });
    expect((await list(admin, request.id, { pageSize: 101 })).statusCode).toBe(400);
  });

  it('takes comments on pick-up requests too', async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    await json(ours.token, 'POST', 'comments', { requestId: pickUp.id, comment: 'Bring a trolley' }, 201);
    expect((await list(admin, pickUp.id)).json().records).toEqual([
      expect.objectContaining({ requestId: pickUp.id, comment: 'Bring a trolley' }),
    ]);
  });
});

describe("another partner's request", () => {
  it('gets 403 from every route of the request operations, and changes nothing', async () => {
    const request = await bookRepair();
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    const calls: [string, string, object][] = [
      ['PUT', `requests/${request.id}/status`, { status: 'Cancelled', remark: 'x' }],
      ['PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Cancelled', remark: 'x' }],
      ['POST', 'requests/assign/technician', { requestId: request.id, technicianId: theirTechnician.id }],
      ['POST', 'pickUpRequests/assign/technician', { requestId: pickUp.id, technicianId: theirTechnician.id }],
      ['POST', 'requests/assign/channelPartner', { requestId: request.id, channelPartnerId: theirs.id }],
      ['POST', 'pickUpRequests/assign/channelPartner', { requestId: pickUp.id, channelPartnerId: theirs.id }],
      ['PUT', `requests/${request.id}/diagnosis`, { diagnosis: 'x' }],
      ['POST', 'comments', { requestId: request.id, comment: 'x' }],
      ['POST', 'comments', { requestId: pickUp.id, comment: 'x' }],
      [
        'POST',
        'comments/getByPaginationAndFilter',
        { filters: [{ property: 'requestId', operator: 'equal', value: request.id }] },
      ],
      [
        'POST',
        'comments/getByPaginationAndFilter',
        { filters: [{ property: 'requestId', operator: 'equal', value: pickUp.id }] },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(theirs.token, method as 'PUT' | 'POST', url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    expect(await head(request.id)).toMatchObject({ status: 'Open', channelPartnerId: ours.id, technicianId: null });
    expect(await head(pickUp.id, 'pick_up_requests')).toMatchObject({ status: 'Open', channelPartnerId: ours.id });
    const [comments] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM request_comments WHERE request_id = ANY($1::text[])`,
      [[request.id, pickUp.id]],
    );
    expect(comments.n).toBe(0);
  });
});

describe('concurrency (meaningful on PostgreSQL, where the two run side by side)', () => {
  it('gives the last free unit of a technician’s slot to one of two simultaneous assignments', async () => {
    const slot = freshSlot();
    const technician = await activeTechnician(server, ours, {
      services: [{ id: 'SID101', dailyCallCapacity: 4 }],
      areas: [AREAS.koramangala],
      brand: true,
    });
    const requests = [
      await bookRepair(ours.id, { appointmentSlot: slot }),
      await bookRepair(ours.id, { appointmentSlot: slot }),
    ];
    const answers = await Promise.all(
      requests.map((request) => assignTechnician(ours.token, request.id, technician.id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ message: M.technicianSlotFull });
    const [unit] = await server.database.query<{ booked: number; capacity: number }>(
      `SELECT booked, capacity FROM technician_slot_capacity WHERE technician_id = $1 AND day = $2 AND slot = $3`,
      [technician.id, slot.date, slot.slot],
    );
    expect(unit).toEqual({ booked: 1, capacity: 1 });
    const assigned = await server.database.query(`SELECT id FROM requests WHERE technician_id = $1`, [technician.id]);
    expect(assigned.length).toBe(1);
  });

  it('swaps two requests’ technicians at once without a deadlock, each unit moving with its request', async () => {
    const slot = freshSlot();
    const [one, two] = [await activeTechnician(server, ours), await activeTechnician(server, ours)];
    const requests = [
      await bookRepair(ours.id, { appointmentSlot: slot }),
      await bookRepair(ours.id, { appointmentSlot: slot }),
    ];
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: requests[0].id, technicianId: one.id });
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: requests[1].id, technicianId: two.id });
    const answers = await Promise.all([
      assignTechnician(ours.token, requests[0].id, two.id),
      assignTechnician(admin, requests[1].id, one.id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await head(requests[0].id)).technicianId).toBe(two.id);
    expect((await head(requests[1].id)).technicianId).toBe(one.id);
    for (const technician of [one, two]) expect(await slotAvailable(server, 'technician', technician.id, slot)).toBe(1);
  });
});

describe('the activity timeline of a request (GET activityLogs/{id})', () => {
  it('answers the request’s partner and technician, newest first; another partner or technician gets 403', async () => {
    const booked = await bookRepair();
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: booked.id, technicianId: ravi.id });
    await json(ravi.token, 'PUT', `requests/${booked.id}/diagnosis`, { diagnosis: 'Charging port loose' });
    for (const token of [admin, ours.token, ravi.token]) {
      const timeline = await json<{ activity: string; updatedBy: { userName: string } }[]>(
        token,
        'GET',
        `activityLogs/${booked.id}`,
      );
      expect(timeline.length).toBeGreaterThanOrEqual(3);
      expect(timeline[timeline.length - 1].activity).toBe('Request Raised');
    }
    for (const token of [theirs.token, theirTechnician.token])
      await expectRefused(await call(token, 'GET', `activityLogs/${booked.id}`), 403, NOT_YOURS);
  });

  it('answers what the server wrote as keyed events and remarks, a person’s remark as theirs', async () => {
    const booked = await bookRepair();
    await json(ours.token, 'PUT', `requests/${booked.id}/diagnosis`, { diagnosis: 'Charging port loose' });
    type Row = {
      activity: string;
      remark: string | null;
      key: string | null;
      remarkKey: string | null;
      remarkValues: Record<string, string>;
    };
    const timeline = await json<Row[]>(admin, 'GET', `activityLogs/${booked.id}`);
    const raised = timeline.find((row) => row.key === 'requestRaised')!;
    expect(raised.remarkKey).toBe('booked');
    expect(raised.remarkValues).toMatchObject({
      date: booked.appointmentSlot.date,
      slot: booked.appointmentSlot.slot,
      paymentMethod: 'Link',
    });
    expect(raised.remark).toBe(
      `${booked.appointmentSlot.date} ${booked.appointmentSlot.slot}, Link, total ₹${raised.remarkValues.total}`,
    );
    expect(timeline.find((row) => row.key === 'diagnosisUpdated')).toMatchObject({
      remark: 'Charging port loose',
      remarkKey: null,
      remarkValues: {},
    });
    for (const row of timeline) expect(row.key, row.activity).not.toBeNull();
  });

  it('keeps a technician out of every history but its requests’ (a partner’s, its own profile)', async () => {
    for (const id of [ours.id, ravi.id])
      expect((await call(ravi.token, 'GET', `activityLogs/${id}`)).statusCode).toBe(403);
  });
});
