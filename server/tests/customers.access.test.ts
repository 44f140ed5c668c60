import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCASHMENT_ID_TYPE } from '../../domain/customers/rewards';
import { DEALER_NOT_ACTIVE } from '../src/modules/customers/access';
import { caller, catalogueIds, expecting, startPartnerServer, type Method } from './channelPartners.helpers';
import { address, count, dealerToken, profile } from './customers.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let customer: { id: string };
let activeDealer: string;
let pendingDealer: string;
let inactiveDealer: string;
let unknownDealer: string;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  customer = await json(server.tokens.admin, 'POST', 'users/customer', profile('9876520000'), 201);
  [activeDealer, pendingDealer, inactiveDealer, unknownDealer] = await Promise.all([
    dealerToken(server, 'Active'),
    dealerToken(server, 'Pending'),
    dealerToken(server, 'Inactive'),
    dealerToken(server),
  ]);
});
afterAll(() => server?.close());

/** Every customer route, with a body that would be accepted. */
async function routes(mobile: string): Promise<[Method, string, object?][]> {
  const ids = await catalogueIds(server);
  const product = { productId: ids.phone, productType: 'Smartphone', brandId: ids.samsung, warrantyStatus: 'No' };
  return [
    ['GET', `users/customer/9876520000`],
    ['GET', `users/customer/9876520000/exists`],
    ['GET', `users/customer/getByName/asha`],
    ['POST', 'users/customer', profile(mobile)],
    ['PUT', 'users/customer', profile('9876520000')],
    ['POST', `users/profile/${customer.id}/address`, address()],
    ['POST', `users/customer/${customer.id}/products`, product],
  ];
}

describe('who keeps customers (issue 12: admin, customer care, an Active dealer)', () => {
  it('refuses channel partners, technicians and dealers that are not Active, and writes nothing', async () => {
    const before = [
      await count(server, 'customers'),
      await count(server, 'customer_addresses'),
      await count(server, 'customer_products'),
    ];
    const refused = {
      channelPartner: server.tokens.channelPartner,
      technician: server.tokens.technician,
      pendingDealer,
      inactiveDealer,
      unknownDealer,
    };
    for (const [name, token] of Object.entries(refused)) {
      for (const [method, url, body] of await routes('9876520001')) {
        const response = await call(token, method, url, body);
        expect(response.statusCode, `${name} ${method} ${url}: ${response.body}`).toBe(403);
        if (name.endsWith('Dealer')) expect(response.json()).toEqual({ message: DEALER_NOT_ACTIVE });
      }
      for (const [method, url] of [
        ['GET', 'rewards/9876520000/balance'],
        ['POST', 'rewards'],
      ] as const) {
        expect((await call(token, method, url, {})).statusCode, `${name} ${method} ${url}`).toBe(403);
      }
    }
    expect([
      await count(server, 'customers'),
      await count(server, 'customer_addresses'),
      await count(server, 'customer_products'),
    ]).toEqual(before);
  });

  it('lets customer care and an Active dealer search, create, edit and add addresses and products', async () => {
    for (const [index, token] of [server.tokens.customerCare, activeDealer].entries()) {
      for (const [method, url, body] of await routes(`987652100${index}`)) {
        const response = await call(token, method, url, body);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      }
    }
  });

  it('hides the referral code and reward points from dealers', async () => {
    const forAdmin = await json(server.tokens.admin, 'GET', 'users/customer/9876520000');
    expect(forAdmin).toHaveProperty('referralCode');
    expect(forAdmin).toHaveProperty('rewardPoints', 0);
    const forDealer = await json(activeDealer, 'GET', 'users/customer/9876520000');
    expect(forDealer).not.toHaveProperty('referralCode');
    expect(forDealer).not.toHaveProperty('rewardPoints');
    const { referralCode: _code, rewardPoints: _points, lastUpdate: _at, ...shared } = forAdmin;
    expect(forDealer).toMatchObject(shared);
    const created = await json(activeDealer, 'POST', 'users/customer', profile('9876520002'), 201);
    expect(created).not.toHaveProperty('referralCode');
    expect(created).not.toHaveProperty('rewardPoints');
  });

  it('lets customer care read a balance but only the web admin encash', async () => {
    expect(await json(server.tokens.customerCare, 'GET', 'rewards/9876520000/balance')).toEqual({
      userName: '9876520000',
      balance: 0,
    });
    const encash = {
      userName: '9876520000',
      id: ENCASHMENT_ID_TYPE,
      idType: ENCASHMENT_ID_TYPE,
      description: 'care',
      points: -1,
    };
    for (const token of [server.tokens.customerCare, activeDealer])
      expect((await call(token, 'POST', 'rewards', encash)).statusCode).toBe(403);
    expect((await call(activeDealer, 'GET', 'rewards/9876520000/balance')).statusCode).toBe(403);
    expect(await count(server, 'reward_entries')).toBe(0);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url, body] of await routes('9876520003'))
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
  });
});
