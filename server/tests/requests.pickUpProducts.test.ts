import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKUP_PRODUCT_MESSAGES as P } from '../../domain/requests/products';
import { NOT_YOURS } from '../src/modules/requests/operations/access';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import {
  AREAS,
  customerFixture,
  type CustomerFixture,
  pickUpBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * The products of a pick-up request: PUT pickUpRequests/{id}/products,
 * PUT …/product/update, DELETE …/product/{productId} and GET …/products/options, per role and status, within the
 * caller's scope; completing needs every product weighed in.
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
let stranger: CustomerFixture;
/** Ours, Active, the e-waste service in Koramangala: the collection agent. */
let agent: { id: string; token: string };
/** Another partner's agent. */
let theirAgent: { id: string; token: string };
/** Published e-waste items (SID102): Laptop and Solar panel (Kg); a plastic one (SID103). */
const items = { laptop: '', solar: '', plastic: '' };

/** An Active collection agent of `partner`: the e-waste service in Koramangala, signed in. */
const signedInAgent = (partner: OnboardedPartner & { name: string }) =>
  signedInTechnician(server, partner, {
    services: [{ id: 'SID102', dailyCallCapacity: 8 }],
    areas: [AREAS.koramangala],
  });

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'products', {
    ours: 'Products Ours Recyclers',
    theirs: 'Products Theirs Recyclers',
  }));
  customer = await customerFixture(server.database);
  stranger = await customerFixture(server.database);
  agent = await signedInAgent(ours);
  theirAgent = await signedInAgent(theirs);
  const found = await server.database.query<{ id: string; name: string }>(
    `SELECT id, name FROM e_waste_items WHERE name IN ('Laptop', 'Solar panel', 'PET bottles')`,
  );
  const id = (name: string) => found.find((item) => item.name === name)!.id;
  Object.assign(items, { laptop: id('Laptop'), solar: id('Solar panel'), plastic: id('PET bottles') });
});
afterAll(() => server?.close());

type Line = {
  userProductId: string;
  name: string;
  eWasteItem: { id: string; name: string; uom: { code: string } } | null;
  quantity: number | null;
};
type PickUp = { id: string; status: string; products: Line[] };

/**
 * An e-waste pick-up of the customer's fridge only (its phone can be added), booked by the desk; with its agent when
 * scheduled.
 */
async function fridgePickUp(scheduled = false, token = admin): Promise<PickUp> {
  const booked = await json<PickUp>(
    token,
    'POST',
    'pickUpRequests',
    pickUpBody(customer, ours.id, { userProductIds: [customer.fridgeId] }),
    201,
  );
  if (!scheduled) return booked;
  return json(ours.token, 'POST', 'pickUpRequests/assign/technician', { requestId: booked.id, technicianId: agent.id });
}

const add = (token: string, id: string, products: object[]) =>
  call(token, 'PUT', `pickUpRequests/${id}/products`, { products });
const weigh = (token: string, id: string, body: object) =>
  call(token, 'PUT', `pickUpRequests/${id}/product/update`, body);
const remove = (token: string, id: string, productId: string) =>
  call(token, 'DELETE', `pickUpRequests/${id}/product/${productId}`);
const lines = async (id: string) =>
  server.database.query<{ userProductId: string; item: string | null; quantity: string | null }>(
    `SELECT user_product_id AS "userProductId", e_waste_item_id AS item, quantity::text FROM pick_up_request_products
        WHERE request_id = $1 ORDER BY position`,
    [id],
  );
const activities = (id: string) =>
  server.database.query<{ activity: string; remark: string | null }>(
    `SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id`,
    [id],
  );

async function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
  errors?: Record<string, string>,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message, ...(errors && { errors }) });
}

describe('GET pickUpRequests/{id} and …/products/options', () => {
  it(
    'answers each product with its waste item and quantity (none when booked), ' +
      'and the options of the dialogs to those who may act',
    async () => {
      const pickUp = await fridgePickUp(true);
      expect(pickUp.products).toEqual([
        expect.objectContaining({
          userProductId: customer.fridgeId,
          name: 'Refrigerator',
          eWasteItem: null,
          quantity: null,
        }),
      ]);

      const options = await json(ours.token, 'GET', `pickUpRequests/${pickUp.id}/products/options`);
      // The customer's Active products not on the request (the phone; not the fridge, not the inactive phone) and the
      // e-waste service's items only.
      expect(options.products).toEqual([
        expect.objectContaining({ userProductId: customer.phoneId, name: 'Mobile Phone', brandName: 'Samsung' }),
      ]);
      expect(options.items).toContainEqual({
        id: items.laptop,
        name: 'Laptop',
        uom: { id: expect.any(String), name: 'Nos', code: 'NOS' },
        rate: 300,
      });
      expect(options.items).toContainEqual(
        expect.objectContaining({ id: items.solar, uom: expect.objectContaining({ code: 'KGS' }) }),
      );
      expect(options.items.map((item: { id: string }) => item.id)).not.toContain(items.plastic);
      expect((await json(agent.token, 'GET', `pickUpRequests/${pickUp.id}/products/options`)).items.length).toBe(
        options.items.length,
      );
      expect((await call(customerCare, 'GET', `pickUpRequests/${pickUp.id}/products/options`)).statusCode).toBe(200);

      await expectRefused(
        await call(theirs.token, 'GET', `pickUpRequests/${pickUp.id}/products/options`),
        403,
        NOT_YOURS,
      );
      await expectRefused(
        await call(theirAgent.token, 'GET', `pickUpRequests/${pickUp.id}/products/options`),
        403,
        NOT_YOURS,
      );
      expect((await call(dealer, 'GET', `pickUpRequests/${pickUp.id}/products/options`)).statusCode).toBe(403);
      await expectRefused(
        await call(admin, 'GET', 'pickUpRequests/EREQ99999999/products/options'),
        404,
        'Pick-up request not found',
      );
    },
  );
});

describe('PUT pickUpRequests/{id}/products', () => {
  it(
    'adds the customer’s products with or without their waste item and quantity, ' +
      'by the desk and the request’s partner',
    async () => {
      const pickUp = await fridgePickUp();
      const added = await json<PickUp>(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/products`, {
        products: [{ userProductId: customer.phoneId, eWasteItemId: items.solar, quantity: 2.125 }],
      });
      expect(added.products).toEqual([
        expect.objectContaining({ userProductId: customer.fridgeId, eWasteItem: null, quantity: null }),
        expect.objectContaining({
          userProductId: customer.phoneId,
          eWasteItem: {
            id: items.solar,
            name: 'Solar panel',
            uom: { id: expect.any(String), name: 'Kg', code: 'KGS' },
          },
          quantity: 2.125,
        }),
      ]);
      expect(await json(admin, 'GET', `pickUpRequests/${pickUp.id}`)).toEqual(added);
      expect((await activities(pickUp.id)).at(-1)).toEqual({ activity: P.added, remark: 'Mobile Phone' });
      // Nothing left to add.
      expect((await json(customerCare, 'GET', `pickUpRequests/${pickUp.id}/products/options`)).products).toEqual([]);
    },
  );

  it(
    'refuses invalid bodies with field errors, products that are not the customer’s ' +
      'Active ones or already on it, and items of another service; nothing written',
    async () => {
      const pickUp = await fridgePickUp();
      const before = await lines(pickUp.id);
      const activityCount = (await activities(pickUp.id)).length;
      const invalid: [object[], Record<string, string>][] = [
        [[], { products: P.productsRequired }],
        [[{ userProductId: '' }], { 'products.0.userProductId': 'Product is required' }],
        [
          [{ userProductId: customer.phoneId, eWasteItemId: items.laptop, quantity: 0 }],
          { 'products.0.quantity': P.quantityPositive },
        ],
        [
          [{ userProductId: customer.phoneId, eWasteItemId: items.laptop, quantity: -1 }],
          { 'products.0.quantity': P.quantityPositive },
        ],
        [
          [{ userProductId: customer.phoneId, eWasteItemId: items.laptop, quantity: 1.2345 }],
          { 'products.0.quantity': P.quantityDecimals },
        ],
        [
          [{ userProductId: customer.phoneId, eWasteItemId: items.laptop, quantity: 1e12 }],
          { 'products.0.quantity': P.quantityMax },
        ],
        [[{ userProductId: customer.phoneId, quantity: 1 }], { 'products.0.eWasteItemId': P.itemForQuantity }],
        [
          [{ userProductId: customer.phoneId }, { userProductId: customer.phoneId }],
          { 'products.1.userProductId': P.productTwice },
        ],
      ];
      for (const [products, errors] of invalid) {
        const response = await add(admin, pickUp.id, products);
        expect(response.statusCode, JSON.stringify(products)).toBe(400);
        expect(response.json().errors, JSON.stringify(products)).toMatchObject(errors);
      }
      expect((await call(admin, 'PUT', `pickUpRequests/${pickUp.id}/products`, { products: 'phone' })).statusCode).toBe(
        400,
      );

      await expectRefused(
        await add(admin, pickUp.id, [{ userProductId: customer.fridgeId }]),
        400,
        P.productOnRequest,
        {
          'products.0.userProductId': P.productOnRequest,
        },
      );
      await expectRefused(
        await add(admin, pickUp.id, [{ userProductId: customer.inactiveId }]),
        400,
        P.productUnknown,
        {
          'products.0.userProductId': P.productUnknown,
        },
      );
      await expectRefused(await add(admin, pickUp.id, [{ userProductId: stranger.phoneId }]), 400, P.productUnknown);
      await expectRefused(
        await add(admin, pickUp.id, [{ userProductId: customer.phoneId, eWasteItemId: items.plastic, quantity: 3 }]),
        400,
        P.itemUnfit,
        {
          'products.0.eWasteItemId': P.itemUnfit,
        },
      );
      // A laptop is counted (NOS): 1.5 of them is refused at the quantity; a solar panel is weighed (kg), so 1.5 of it
      // would do.
      await expectRefused(
        await add(admin, pickUp.id, [{ userProductId: customer.phoneId, eWasteItemId: items.laptop, quantity: 1.5 }]),
        400,
        P.quantityWhole,
        {
          'products.0.quantity': P.quantityWhole,
        },
      );
      expect(await lines(pickUp.id)).toEqual(before);
      expect((await activities(pickUp.id)).length).toBe(activityCount);
    },
  );

  it(
    'refuses the collection agent, a dealer, ' +
      'another partner and another agent (403), and a pick-up already picked up (409)',
    async () => {
      const pickUp = await fridgePickUp(true, dealer);
      const phone = [{ userProductId: customer.phoneId }];
      expect((await add(agent.token, pickUp.id, phone)).statusCode).toBe(403);
      expect((await add(dealer, pickUp.id, phone)).statusCode).toBe(403);
      await expectRefused(await add(theirs.token, pickUp.id, phone), 403, NOT_YOURS);
      expect((await add(theirAgent.token, pickUp.id, phone)).statusCode).toBe(403);
      await json(agent.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Picked Up' });
      await expectRefused(await add(admin, pickUp.id, phone), 409, P.notListable('Picked Up'));
      expect((await lines(pickUp.id)).map((line) => line.userProductId)).toEqual([customer.fridgeId]);
    },
  );
});

describe('PUT pickUpRequests/{id}/product/update and DELETE pickUpRequests/{id}/product/{productId}', () => {
  it(
    'lets the agent, the partner and an admin weigh a product in until it is picked up, ' +
      'and completion waits for every product',
    async () => {
      const pickUp = await fridgePickUp(true);
      await json(admin, 'PUT', `pickUpRequests/${pickUp.id}/products`, {
        products: [{ userProductId: customer.phoneId }],
      });
      const weighed = await json<PickUp>(agent.token, 'PUT', `pickUpRequests/${pickUp.id}/product/update`, {
        productId: customer.fridgeId,
        eWasteItemId: items.laptop,
        quantity: 1,
      });
      expect(weighed.products[0]).toMatchObject({
        userProductId: customer.fridgeId,
        eWasteItem: { id: items.laptop, name: 'Laptop', uom: { code: 'NOS' } },
        quantity: 1,
      });
      expect((await activities(pickUp.id)).at(-1)).toEqual({
        activity: P.updated,
        remark: 'Refrigerator: Laptop 1 NOS',
      });

      await json(agent.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Picked Up' });
      // Weighed again after the pick-up (the scale at the yard).
      expect(
        (
          await json<PickUp>(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/product/update`, {
            productId: customer.fridgeId,
            eWasteItemId: items.solar,
            quantity: 42.5,
          })
        ).products[0],
      ).toMatchObject({
        eWasteItem: { id: items.solar },
        quantity: 42.5,
      });
      const completion = { status: 'Completed', disposalMethod: 'Recycling' };
      await expectRefused(
        await call(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, completion),
        409,
        P.unweighed(['Mobile Phone (Mine)']),
      );
      expect((await json(admin, 'GET', `pickUpRequests/${pickUp.id}`)).status).toBe('Picked Up');
      await json(admin, 'PUT', `pickUpRequests/${pickUp.id}/product/update`, {
        productId: customer.phoneId,
        eWasteItemId: items.laptop,
        quantity: 1,
      });
      expect((await json(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, completion)).status).toBe(
        'Completed',
      );
      await expectRefused(
        await weigh(admin, pickUp.id, { productId: customer.phoneId, eWasteItemId: items.laptop, quantity: 2 }),
        409,
        P.notWeighable('Completed'),
      );
      expect((await lines(pickUp.id)).map((line) => line.quantity)).toEqual(['42.500', '1.000']);
    },
  );

  it(
    'refuses invalid weigh-ins, another service’s item, a product not on it, ' +
      'customer care, a dealer and other partners and agents',
    async () => {
      const pickUp = await fridgePickUp(true);
      const line = { productId: customer.fridgeId, eWasteItemId: items.laptop, quantity: 1 };
      for (const [body, errors] of [
        [{ productId: customer.fridgeId }, { eWasteItemId: expect.any(String), quantity: P.quantityRequired }],
        [{ ...line, quantity: 0.0001 }, { quantity: P.quantityDecimals }],
        [{ ...line, quantity: '3' }, { quantity: P.quantityRequired }],
        [{ ...line, productId: ' ' }, { productId: 'Product is required' }],
      ] as const) {
        const response = await weigh(admin, pickUp.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors).toMatchObject(errors);
      }
      await expectRefused(await weigh(admin, pickUp.id, { ...line, eWasteItemId: items.plastic }), 400, P.itemUnfit, {
        eWasteItemId: P.itemUnfit,
      });
      await expectRefused(await weigh(admin, pickUp.id, { ...line, quantity: 2.5 }), 400, P.quantityWhole, {
        quantity: P.quantityWhole,
      });
      await expectRefused(
        await weigh(admin, pickUp.id, { ...line, productId: customer.phoneId }),
        404,
        P.productNotOnRequest,
      );
      expect((await weigh(customerCare, pickUp.id, line)).statusCode).toBe(403);
      expect((await weigh(dealer, pickUp.id, line)).statusCode).toBe(403);
      await expectRefused(await weigh(theirs.token, pickUp.id, line), 403, NOT_YOURS);
      await expectRefused(await weigh(theirAgent.token, pickUp.id, line), 403, NOT_YOURS);
      expect(await lines(pickUp.id)).toEqual([{ userProductId: customer.fridgeId, item: null, quantity: null }]);
    },
  );

  it(
    'removes a product but never the last one, ' + 'while Open or Scheduled, by the desk and the request’s partner',
    async () => {
      const pickUp = await fridgePickUp(true);
      await expectRefused(await remove(admin, pickUp.id, customer.fridgeId), 409, P.lastProduct);
      await json(admin, 'PUT', `pickUpRequests/${pickUp.id}/products`, {
        products: [{ userProductId: customer.phoneId }],
      });
      expect((await remove(agent.token, pickUp.id, customer.phoneId)).statusCode).toBe(403);
      expect((await remove(dealer, pickUp.id, customer.phoneId)).statusCode).toBe(403);
      await expectRefused(await remove(theirs.token, pickUp.id, customer.phoneId), 403, NOT_YOURS);
      await expectRefused(await remove(admin, pickUp.id, stranger.phoneId), 404, P.productNotOnRequest);
      expect((await lines(pickUp.id)).length).toBe(2);

      const left = await json<PickUp>(ours.token, 'DELETE', `pickUpRequests/${pickUp.id}/product/${customer.fridgeId}`);
      expect(left.products.map((p) => p.userProductId)).toEqual([customer.phoneId]);
      expect((await activities(pickUp.id)).at(-1)).toEqual({ activity: P.removed, remark: 'Refrigerator' });
      // Removed products can come back, after the others.
      const back = await json<PickUp>(customerCare, 'PUT', `pickUpRequests/${pickUp.id}/products`, {
        products: [{ userProductId: customer.fridgeId }],
      });
      expect(back.products.map((p) => p.userProductId)).toEqual([customer.phoneId, customer.fridgeId]);

      await json(agent.token, 'PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Picked Up' });
      await expectRefused(await remove(admin, pickUp.id, customer.fridgeId), 409, P.notListable('Picked Up'));
    },
  );

  it('answers a dealer’s read of its pick-up with the products, and refuses it every write as read-only', async () => {
    const pickUp = await fridgePickUp(false, dealer);
    expect((await json<PickUp>(dealer, 'GET', `pickUpRequests/${pickUp.id}`)).products).toHaveLength(1);
    // The dealer is not among the roles of any product route: the guard refuses it before the request is looked at.
    for (const response of [
      await add(dealer, pickUp.id, [{ userProductId: customer.phoneId }]),
      await weigh(dealer, pickUp.id, { productId: customer.fridgeId, eWasteItemId: items.laptop, quantity: 1 }),
      await remove(dealer, pickUp.id, customer.fridgeId),
    ])
      expect(response.statusCode).toBe(403);
    expect(await lines(pickUp.id)).toEqual([{ userProductId: customer.fridgeId, item: null, quantity: null }]);
  });
});
