import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_MESSAGES } from '../../domain/requests/charges';
import { REQUEST_OPERATION_MESSAGES as M } from '../../domain/requests/operations';
import { NOT_YOURS } from '../src/modules/requests/operations/access';
import { caller, expecting, onboardPartner, type OnboardedPartner } from './channelPartners.helpers';
import { latestMessage, messageCount } from './identity.helpers';
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
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { addTechnician } from './technicians.helpers';

/**
 * The options of the request page's dialogs (GET …/{id}/technicians/options, …/channelPartners/options,
 * requests/{id}/spareParts/options) offer exactly what the operation they feed accepts, within the caller's scope;
 * and the partner hears of a request booked for it or assigned to it.
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
/** Ours, the repair service at 8 a day (2 a slot), Koramangala, Samsung phones; signed in. */
let ravi: { id: string; token: string };
/** Ours, the repair service at 4 a day (1 a slot). */
let kiran: { id: string };
/** Ours, but serving another area / without the phone / not approved / e-waste only. */
const refused = { elsewhere: '', noProduct: '', pending: '', agent: '' };
let theirTechnician: { id: string; token: string };

const options = (token: string, path: string) => call(token, 'GET', path);
const ids = (answer: { id: string }[]) => answer.map((option) => option.id);

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'options', {
    ours: 'Options Ours Repairs',
    theirs: 'Options Theirs Repairs',
  }));
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  await server.database.query(`UPDATE customer_products SET model_no = 'SM-S911B Galaxy S23' WHERE id = $1`, [
    customer.phoneId,
  ]);
  ravi = await signedInTechnician(server, ours);
  kiran = await activeTechnician(server, ours, {
    services: [{ id: 'SID101', dailyCallCapacity: 4 }],
    areas: [AREAS.koramangala],
    brand: true,
  });
  refused.elsewhere = (
    await activeTechnician(server, ours, {
      services: [{ id: 'SID101', dailyCallCapacity: 8 }],
      areas: [AREAS.mgRoad],
      brand: true,
    })
  ).id;
  refused.noProduct = (await activeTechnician(server, ours)).id;
  // Approved with the Samsung phone, then repairing only LG refrigerators.
  await server.database.query(
    `UPDATE technician_brand_products SET brand_id = (SELECT id FROM brands WHERE name = 'LG'), product_id = (SELECT id
        FROM products WHERE name = 'Refrigerator') WHERE technician_id = $1`,
    [refused.noProduct],
  );
  refused.agent = (
    await activeTechnician(server, ours, {
      services: [{ id: 'SID102', dailyCallCapacity: 8 }],
      areas: [AREAS.koramangala],
    })
  ).id;
  refused.pending = (await addTechnician(server, ours.token, ours)).id;
  theirTechnician = await signedInTechnician(server, theirs);
});
afterAll(() => server?.close());

type Booked = { id: string; appointmentSlot: { date: string; slot: string } };
const bookRepair = (partnerId = ours.id, slot = freshSlot(), token = admin): Promise<Booked> =>
  json(token, 'POST', 'user/requests', repairBody(customer, partnerId, { appointmentSlot: slot }), 201);

describe('GET requests/{id}/technicians/options and pickUpRequests/{id}/technicians/options', () => {
  it(
    'offers the Active technicians of the request’s partner serving its area, ' +
      'service, brand and product, exactly those assignment accepts',
    async () => {
      const request = await bookRepair();
      const offered = await json(ours.token, 'GET', `requests/${request.id}/technicians/options`);
      expect(offered).toEqual(expect.arrayContaining([{ id: ravi.id, name: 'Ravi Kumar' }]));
      expect(ids(offered).sort()).toEqual([ravi.id, kiran.id].sort());
      expect(await json(admin, 'GET', `requests/${request.id}/technicians/options`)).toEqual(offered);

      // Not offered, not accepted: each for its own reason.
      const assign = (technicianId: string) =>
        call(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId });
      for (const [technicianId, message] of [
        [refused.elsewhere, M.technicianNotInArea],
        [refused.noProduct, M.technicianWithoutProduct],
        [refused.agent, M.technicianWithoutService],
        [refused.pending, M.technicianNotActive],
        [theirTechnician.id, M.technicianOfAnotherPartner],
      ]) {
        const response = await assign(technicianId);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message, errors: { technicianId: message } });
      }
      // Offered, accepted; the one assigned is no longer offered.
      expect(
        (
          await json(ours.token, 'POST', 'requests/assign/technician', {
            requestId: request.id,
            technicianId: kiran.id,
          })
        ).assignee.technicianId,
      ).toBe(kiran.id);
      expect(ids(await json(ours.token, 'GET', `requests/${request.id}/technicians/options`))).toEqual([ravi.id]);
    },
  );

  it('leaves out a technician whose slot is full, whom assignment refuses', async () => {
    const slot = freshSlot();
    const [first, second] = [await bookRepair(ours.id, slot), await bookRepair(ours.id, slot)];
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: first.id, technicianId: kiran.id });
    expect(ids(await json(ours.token, 'GET', `requests/${second.id}/technicians/options`))).toEqual([ravi.id]);
    const full = await call(ours.token, 'POST', 'requests/assign/technician', {
      requestId: second.id,
      technicianId: kiran.id,
    });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().message).toBe(M.technicianSlotFull);
  });

  it('offers a pick-up’s collection agents: the partner’s technicians holding the waste service', async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    const offered = await json(ours.token, 'GET', `pickUpRequests/${pickUp.id}/technicians/options`);
    expect(ids(offered)).toEqual([refused.agent]);
    expect(
      (
        await json(ours.token, 'POST', 'pickUpRequests/assign/technician', {
          requestId: pickUp.id,
          technicianId: refused.agent,
        })
      ).status,
    ).toBe('Scheduled');
    expect(await json(ours.token, 'GET', `pickUpRequests/${pickUp.id}/technicians/options`)).toEqual([]);
  });

  it(
    'refuses another partner, technicians, customer care and a dealer; ' +
      '404 for an unknown request; nobody once resolved',
    async () => {
      const request = await bookRepair(ours.id, freshSlot(), dealer);
      const path = `requests/${request.id}/technicians/options`;
      const refusal = await options(theirs.token, path);
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toEqual({ message: NOT_YOURS });
      for (const token of [ravi.token, theirTechnician.token, customerCare, dealer])
        expect((await options(token, path)).statusCode).toBe(403);
      expect((await options(admin, 'requests/REQ99999999/technicians/options')).statusCode).toBe(404);
      // The repair path does not read pick-ups.
      expect((await options(admin, `pickUpRequests/${request.id}/technicians/options`)).statusCode).toBe(404);

      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
      await json(ravi.token, 'PUT', `requests/${request.id}/status`, { status: 'Resolved' });
      expect(await json(ours.token, 'GET', path)).toEqual([]);
    },
  );
});

describe('GET requests/{id}/channelPartners/options and pickUpRequests/{id}/channelPartners/options (admin)', () => {
  it(
    'offers the other Active partners serving the request with the slot free, ' + 'exactly those assignment accepts',
    async () => {
      const slot = freshSlot();
      const request = await bookRepair(ours.id, slot);
      expect(await json(admin, 'GET', `requests/${request.id}/channelPartners/options`)).toEqual([
        { id: theirs.id, name: 'Options Theirs Repairs' },
      ]);

      // A partner not Active is neither offered nor accepted; nor is the partner already assigned.
      const invited = await onboardPartner(server, 'options.invited@example.in', 'Options Invited Repairs');
      const notServing = await call(admin, 'POST', 'requests/assign/channelPartner', {
        requestId: request.id,
        channelPartnerId: invited.id,
      });
      expect(notServing.statusCode).toBe(400);
      expect(notServing.json().errors).toEqual({ channelPartnerId: M.partnerNotServing });
      expect(
        (
          await call(admin, 'POST', 'requests/assign/channelPartner', {
            requestId: request.id,
            channelPartnerId: ours.id,
          })
        ).statusCode,
      ).toBe(409);

      // Their slot fills up: no longer offered, and assignment refuses it.
      await bookRepair(theirs.id, slot);
      await bookRepair(theirs.id, slot);
      expect(await json(admin, 'GET', `requests/${request.id}/channelPartners/options`)).toEqual([]);
      const full = await call(admin, 'POST', 'requests/assign/channelPartner', {
        requestId: request.id,
        channelPartnerId: theirs.id,
      });
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().message).toBe(M.partnerSlotFull);

      const other = await bookRepair();
      expect(ids(await json(admin, 'GET', `requests/${other.id}/channelPartners/options`))).toEqual([theirs.id]);
      expect(
        (
          await json(admin, 'POST', 'requests/assign/channelPartner', {
            requestId: other.id,
            channelPartnerId: theirs.id,
          })
        ).assignee.channelPartnerId,
      ).toBe(theirs.id);
      expect(ids(await json(admin, 'GET', `requests/${other.id}/channelPartners/options`))).toEqual([ours.id]);
    },
  );

  it('offers pick-up partners, and refuses every other role', async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    expect(ids(await json(admin, 'GET', `pickUpRequests/${pickUp.id}/channelPartners/options`))).toEqual([theirs.id]);
    for (const token of [ours.token, theirs.token, ravi.token, customerCare, dealer]) {
      expect((await options(token, `pickUpRequests/${pickUp.id}/channelPartners/options`)).statusCode).toBe(403);
      expect((await options(token, `requests/${pickUp.id}/channelPartners/options`)).statusCode).toBe(403);
    }
  });
});

describe('GET requests/{id}/spareParts/options', () => {
  it(
    'offers the published parts that fit the product’s model and the generic ones, ' +
      'at the price PUT …/sparePart adds them at',
    async () => {
      const request = await bookRepair();
      await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
      const offered = await json<
        { id: string; name: string; partNumber: string; unitPricePaise: number; uom: { code: string } }[]
      >(ravi.token, 'GET', `requests/${request.id}/spareParts/options`);
      const numbers = offered.map((part) => part.partNumber);
      expect(numbers).toEqual(expect.arrayContaining(['SP-SAM-S23-DSP', 'GEN-SCR-GLASS']));
      // Another model's part, and the generic parts of air conditioners, are not offered for a Samsung phone.
      for (const unfit of ['SP-APL-IP14-BAT', 'GEN-CAP-35UF', 'GEN-GAS-R32', 'GEN-CU-PIPE'])
        expect(numbers).not.toContain(unfit);
      const display = offered.find((part) => part.partNumber === 'SP-SAM-S23-DSP')!;
      expect(display).toMatchObject({ name: 'Galaxy S23 display assembly', uom: { code: 'NOS' } });
      expect(offered.find((part) => part.partNumber === 'GEN-SCR-GLASS')).toMatchObject({
        unitPricePaise: 35000,
        uom: { code: 'NOS' },
      });

      // Each one offered is accepted at the price offered; one not offered is refused.
      for (const part of offered) {
        const fitted = await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, {
          sparePartId: part.id,
          quantity: 1,
        });
        expect(fitted.spareParts).toContainEqual(
          expect.objectContaining({ sparePartId: part.id, unitPricePaise: part.unitPricePaise }),
        );
      }
      const [iphone] = await server.database.query<{ id: string }>(
        `SELECT id FROM spare_parts WHERE part_number = 'SP-APL-IP14-BAT'`,
      );
      const unfit = await call(ravi.token, 'PUT', `requests/${request.id}/sparePart`, {
        sparePartId: iphone.id,
        quantity: 1,
      });
      expect(unfit.statusCode).toBe(400);
      expect(unfit.json().message).toBe(CHARGE_MESSAGES.sparePartUnfit);
    },
  );

  it('refuses another partner and technician, customer care and a dealer', async () => {
    const request = await bookRepair(ours.id, freshSlot(), dealer);
    await json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
    const path = `requests/${request.id}/spareParts/options`;
    expect((await options(ours.token, path)).statusCode).toBe(200);
    expect((await options(admin, path)).statusCode).toBe(200);
    for (const token of [theirs.token, theirTechnician.token])
      expect((await options(token, path)).json()).toEqual({ message: NOT_YOURS });
    for (const token of [customerCare, dealer]) expect((await options(token, path)).statusCode).toBe(403);
    expect((await options(admin, 'requests/REQ99999999/spareParts/options')).statusCode).toBe(404);
  });
});

describe('the partner’s notices (outbox)', () => {
  it('e-mails the partner a request booked for it, and one an admin assigns to it', async () => {
    const partnerEmail = 'options.ours@example.in';
    const before = await messageCount(server, partnerEmail);
    const request = await bookRepair();
    expect(await messageCount(server, partnerEmail)).toBe(before + 1);
    const booked = await latestMessage(server, partnerEmail);
    expect(booked).toMatchObject({ channel: 'email', subject: `New request ${request.id} for you` });
    expect(booked.body).toContain(request.appointmentSlot.date);
    expect(booked.body).toContain('Koramangala');

    const pickUp = await json(dealer, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    expect((await latestMessage(server, partnerEmail)).subject).toBe(`New request ${pickUp.id} for you`);

    await json(admin, 'POST', 'requests/assign/channelPartner', { requestId: request.id, channelPartnerId: theirs.id });
    expect(await latestMessage(server, 'options.theirs@example.in')).toMatchObject({
      channel: 'email',
      subject: `Request ${request.id} assigned to you`,
    });
  });
});
