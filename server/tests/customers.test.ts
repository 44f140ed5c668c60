import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../domain/customers/customer';
import { CUSTOMER_NAME_MATCHES } from '../../domain/customers/records';
import { activities, caller, expecting, startPartnerServer } from './channelPartners.helpers';
import { nameMatches } from '../src/modules/customers/repository';
import { count, profile } from './customers.helpers';
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

describe('customer profile', () => {
  it('creates a customer, finds it by mobile and by id, and edits it', async () => {
    expect(await json(admin, 'GET', 'users/customer/9876511111/exists')).toEqual({ exists: false });
    expect(await json(admin, 'GET', 'users/customer/9876511111', undefined, 404)).toEqual({
      message: CUSTOMER_MESSAGES.notFound,
    });

    const created = await json(
      admin,
      'POST',
      'users/customer',
      profile('+91 98765 11111', { firstName: '  Asha', altMobileNumber: '9876522222' }),
      201,
    );
    expect(created).toMatchObject({
      id: expect.stringMatching(/^CUS\d+$/),
      username: '9876511111',
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.in',
      mobileNumber: '+919876511111',
      altMobileNumber: '+919876522222',
      pincode: 560001,
      referralCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      rewardPoints: 0,
      addresses: [],
      products: [],
    });
    expect(await json(admin, 'GET', 'users/customer/9876511111/exists')).toEqual({ exists: true });
    expect(await json(admin, 'GET', 'users/customer/9876511111')).toEqual(created);
    expect(await json(admin, 'GET', `users/customer/${created.id}`)).toEqual(created);

    const updated = await json(
      admin,
      'PUT',
      'users/customer',
      profile('9876511111', { firstName: 'Asha Rani', email: '', pincode: 560034 }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      firstName: 'Asha Rani',
      email: '',
      pincode: 560034,
      altMobileNumber: '',
      referralCode: created.referralCode,
    });
    expect(await activities(server, created.id)).toEqual(['Customer profile updated', 'Customer created']);
  });

  it('gives every new customer its own referral code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++)
      codes.add((await json(admin, 'POST', 'users/customer', profile(`987653000${i}`), 201)).referralCode);
    expect(codes.size).toBe(5);
  });

  it('refuses a mobile already in use, also when two creates race', async () => {
    await json(admin, 'POST', 'users/customer', profile('9876512345'), 201);
    const again = await call(admin, 'POST', 'users/customer', profile('9876512345', { firstName: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: CUSTOMER_MESSAGES.mobileInUse,
      errors: { mobileNumber: CUSTOMER_MESSAGES.mobileInUse },
    });

    const racing = await Promise.all([
      call(admin, 'POST', 'users/customer', profile('9876512399')),
      call(admin, 'POST', 'users/customer', profile('9876512399')),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count(server, 'customers', 'mobile_number = $1', ['9876512399'])).toBe(1);
  });

  it('answers 404 for an unknown customer on edit, and 400 for a malformed username', async () => {
    expect(await json(admin, 'PUT', 'users/customer', profile('9876500099'), 404)).toEqual({
      message: CUSTOMER_MESSAGES.notFound,
    });
    expect(await json(admin, 'GET', 'users/customer/CUS999999999', undefined, 404)).toEqual({
      message: CUSTOMER_MESSAGES.notFound,
    });
    for (const bad of ['12345', '5876511111', 'CUSX1', 'abc']) {
      const answer = await json(admin, 'GET', `users/customer/${bad}`, undefined, 400);
      expect(answer.message).toBe(CUSTOMER_MESSAGES.mobileInvalid);
    }
    expect((await json(admin, 'GET', 'users/customer/CUS100001/exists', undefined, 400)).message).toBe(
      CUSTOMER_MESSAGES.mobileInvalid,
    );
  });

  it.each([
    ['no first name', { firstName: '   ' }, 'firstName', CUSTOMER_MESSAGES.firstNameRequired],
    ['no last name', { lastName: undefined }, 'lastName', CUSTOMER_MESSAGES.lastNameRequired],
    ['digits in a name', { firstName: 'Asha2' }, 'firstName', CUSTOMER_MESSAGES.nameLetters],
    ['a bad e-mail', { email: 'asha@' }, 'email', CUSTOMER_MESSAGES.emailInvalid],
    ['no mobile', { mobileNumber: '' }, 'mobileNumber', CUSTOMER_MESSAGES.mobileRequired],
    ['a bad mobile', { mobileNumber: '5123456789' }, 'mobileNumber', CUSTOMER_MESSAGES.mobileInvalid],
    ['a bad alternate mobile', { altMobileNumber: '12345' }, 'altMobileNumber', CUSTOMER_MESSAGES.mobileInvalid],
    ['a bad pincode', { pincode: '056001' }, 'pincode', CUSTOMER_MESSAGES.pincodeInvalid],
  ])('refuses %s with its message and writes nothing', async (_case, change, field, message) => {
    const before = await count(server, 'customers');
    const logged = await count(server, 'activity_logs');
    for (const method of ['POST', 'PUT'] as const) {
      const answer = await json(admin, method, 'users/customer', profile('9876577777', change), 400);
      expect(answer.errors[field], JSON.stringify(answer)).toBe(message);
    }
    expect(await count(server, 'customers')).toBe(before);
    expect(await count(server, 'activity_logs')).toBe(logged);
  });
});

describe('GET users/customer/getByName/{name}', () => {
  beforeAll(async () => {
    await json(admin, 'POST', 'users/customer', profile('9876540001', { firstName: 'Rahul', lastName: 'Nair' }), 201);
    await json(admin, 'POST', 'users/customer', profile('9876540002', { firstName: 'Rahula', lastName: 'Menon' }), 201);
    await json(admin, 'POST', 'users/customer', profile('9876540003', { firstName: 'Meena', lastName: 'Iyer' }), 201);
  });

  it('matches "first last" case-insensitively from 3 characters, ordered by name', async () => {
    const found = await json(admin, 'GET', `users/customer/getByName/${encodeURIComponent('rAhU')}`);
    expect(found.map((m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`)).toEqual([
      'Rahul Nair',
      'Rahula Menon',
    ]);
    expect(found[0]).toEqual({
      id: expect.stringMatching(/^CUS/),
      username: '9876540001',
      firstName: 'Rahul',
      lastName: 'Nair',
      mobileNumber: '+919876540001',
    });
    expect(await json(admin, 'GET', `users/customer/getByName/${encodeURIComponent('l nai')}`)).toHaveLength(1);
    expect(await json(admin, 'GET', `users/customer/getByName/${encodeURIComponent('ena iy')}`)).toHaveLength(1);
  });

  it('takes LIKE wildcards literally and refuses fewer than 3 characters', async () => {
    expect(await json(admin, 'GET', `users/customer/getByName/${encodeURIComponent('%%%')}`)).toEqual([]);
    expect(await json(admin, 'GET', `users/customer/getByName/${encodeURIComponent('R_h')}`)).toEqual([]);
    const short = await json(admin, 'GET', 'users/customer/getByName/ra', undefined, 400);
    expect(short.message).toBe('Type at least 3 characters');
  });

  it(`answers at most ${CUSTOMER_NAME_MATCHES} names`, async () => {
    for (let i = 0; i < CUSTOMER_NAME_MATCHES + 2; i++) {
      await json(
        admin,
        'POST',
        'users/customer',
        profile(`98765600${String(i).padStart(2, '0')}`, { firstName: 'Zubin', lastName: 'Mehta' }),
        201,
      );
    }
    expect(await json(admin, 'GET', 'users/customer/getByName/zubin')).toHaveLength(CUSTOMER_NAME_MATCHES);
  });

  it('is answered from the trigram index customers_name_trgm_idx', async () => {
    // The table is small here: with sequential scans switched off, the planner shows whether the index can answer.
    const plan = await server.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = (await tx.execute(sql`EXPLAIN ${nameMatches('rahul')}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('customers_name_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
