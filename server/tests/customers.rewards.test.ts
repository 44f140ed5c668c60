import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../domain/customers/customer';
import { ENCASHMENT_ID_TYPE, ENCASHMENT_MESSAGES } from '../../domain/customers/rewards';
import { activities, caller, expecting, startPartnerServer } from './channelPartners.helpers';
import { count, profile, setRewardPoints } from './customers.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
});
afterAll(() => server?.close());

const encash = (userName: string, amount: number) => ({
  userName,
  id: ENCASHMENT_ID_TYPE,
  idType: ENCASHMENT_ID_TYPE,
  description: 'Paid in cash',
  points: -amount,
});
const overBalance = { message: ENCASHMENT_MESSAGES.overBalance, errors: { points: ENCASHMENT_MESSAGES.overBalance } };

describe('rewards', () => {
  it('encashes up to the balance exactly, never over it', async () => {
    const customer = await json(admin, 'POST', 'users/customer', profile('9876550000'), 201);
    await setRewardPoints(server, '9876550000', 100);
    expect(await json(admin, 'GET', 'rewards/9876550000/balance')).toEqual({ userName: '9876550000', balance: 100 });

    expect(await json(admin, 'POST', 'rewards', encash('9876550000', 101), 400)).toEqual(overBalance);
    expect(await json(admin, 'POST', 'rewards', encash('9876550000', 40), 201)).toEqual({
      userName: '9876550000',
      balance: 60,
    });
    expect(await json(admin, 'POST', 'rewards', encash('9876550000', 60), 201)).toEqual({
      userName: '9876550000',
      balance: 0,
    });
    expect(await json(admin, 'POST', 'rewards', encash('9876550000', 1), 400)).toEqual(overBalance);
    expect((await json(admin, 'GET', 'users/customer/9876550000')).rewardPoints).toBe(0);

    const entries = await server.database.query<{
      points: number;
      id_type: string;
      ref_id: string;
      description: string;
    }>('SELECT points, id_type, ref_id, description FROM reward_entries WHERE customer_id = $1 ORDER BY id', [
      customer.id,
    ]);
    expect(entries).toEqual([
      { points: -40, id_type: ENCASHMENT_ID_TYPE, ref_id: ENCASHMENT_ID_TYPE, description: 'Paid in cash' },
      { points: -60, id_type: ENCASHMENT_ID_TYPE, ref_id: ENCASHMENT_ID_TYPE, description: 'Paid in cash' },
    ]);
    expect((await activities(server, customer.id)).filter((a) => a === 'Reward points encashed')).toHaveLength(2);
  });

  it('never overdraws with encashments at once', async () => {
    await json(admin, 'POST', 'users/customer', profile('9876550001'), 201);
    await setRewardPoints(server, '9876550001', 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(admin, 'POST', 'rewards', encash('9876550001', 30))),
    );
    const taken = answers.filter((a) => a.statusCode === 201);
    expect(taken).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(overBalance);
    }
    expect(await json(admin, 'GET', 'rewards/9876550001/balance')).toEqual({ userName: '9876550001', balance: 10 });
    expect(await count(server, 'reward_entries', 'user_name = $1', ['9876550001'])).toBe(3);

    await setRewardPoints(server, '9876550001', 50);
    const both = await Promise.all([
      call(admin, 'POST', 'rewards', encash('9876550001', 50)),
      call(admin, 'POST', 'rewards', encash('9876550001', 50)),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await json(admin, 'GET', 'rewards/9876550001/balance')).balance).toBe(0);
  });

  it('refuses bad entries and unknown customers, writing nothing', async () => {
    const before = await count(server, 'reward_entries');
    expect(await json(admin, 'POST', 'rewards', encash('9876559999', 1), 400)).toEqual({
      message: CUSTOMER_MESSAGES.notFound,
      errors: { userName: CUSTOMER_MESSAGES.notFound },
    });
    expect(await json(admin, 'GET', 'rewards/9876559999/balance', undefined, 404)).toEqual({
      message: CUSTOMER_MESSAGES.notFound,
    });
    expect((await json(admin, 'GET', 'rewards/12345/balance', undefined, 400)).message).toBe(
      CUSTOMER_MESSAGES.mobileInvalid,
    );
    const bad: [object, string][] = [
      [{ ...encash('9876550000', 0) }, 'points'],
      [{ ...encash('9876550000', -5) }, 'points'],
      [{ ...encash('9876550000', 1.5) }, 'points'],
      [{ ...encash('9876550000', 1), id: 'Bonus' }, 'id'],
      [{ ...encash('9876550000', 1), idType: 'Bonus' }, 'idType'],
      [{ ...encash('12345', 1) }, 'userName'],
    ];
    for (const [body, field] of bad) {
      const answer = await json(admin, 'POST', 'rewards', body, 400);
      expect(answer.errors, JSON.stringify(answer)).toHaveProperty(field);
    }
    expect(await count(server, 'reward_entries')).toBe(before);
  });
});
