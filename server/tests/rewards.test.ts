import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCASHMENT_MESSAGES, REFERRAL_MESSAGES, REWARD_MESSAGES } from '../../domain/rewards';
import { creditCompletion } from '../src/modules/rewards/credits';
import { todayInIndia } from '../src/modules/requests/slots';
import type { OnboardedPartner } from './channelPartners.helpers';
import { count, profile, setRewardPoints } from './customers.helpers';
import {
  activeTechnician,
  customerFixture,
  pricesAndCoupon,
  repairBody,
  requestParties,
  startRequestServer,
  type CustomerFixture,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * The reward points ledger: entries of customers, technicians and partners, the balance guarded by the
 * database, credits from the reward-point master (referral, booking, completed request), the ledger list, its filter
 * choices and export, and the monthly matrix, each for the roles that may see it.
 */
let server: TestServer;
let json: Awaited<ReturnType<typeof requestParties>>['json'];
let call: Awaited<ReturnType<typeof requestParties>>['call'];
let admin: string;
let customerCare: string;
let dealer: string;
let technicianToken: string;
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
let ourTechnician: { id: string; userName: string; referralCode: string };
let theirTechnician: { id: string; userName: string };
let customer: CustomerFixture;

const technicianRow = async (id: string) =>
  (
    await server.database.query<{ userName: string; referralCode: string }>(
      'SELECT user_name AS "userName", referral_code AS "referralCode" FROM technicians WHERE id = $1',
      [id],
    )
  )[0];

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'rewards', {
    ours: 'Reward Ours Repairs',
    theirs: 'Reward Theirs Repairs',
  }));
  technicianToken = server.tokens.technician;
  await pricesAndCoupon(server.database);
  const mine = await activeTechnician(server, ours);
  ourTechnician = { id: mine.id, ...(await technicianRow(mine.id)) };
  const other = await activeTechnician(server, theirs);
  theirTechnician = { id: other.id, userName: (await technicianRow(other.id)).userName };
  customer = await customerFixture(server.database);
});
afterAll(() => server?.close());

const entry = (over: Record<string, unknown>) => ({
  userName: customer.userName,
  id: 'Credit',
  idType: 'Credit',
  description: 'Goodwill for a late visit',
  points: 40,
  ...over,
});
const ledger = (token: string, filters: object[] = [], extra: object = {}) =>
  json(token, 'POST', 'rewards/getByPaginationAndFilter', { pageNumber: 1, pageSize: 100, filters, ...extra });
const entriesOf = (holderId: string) =>
  server.database.query<{ idType: string; refId: string; points: number }>(
    'SELECT id_type AS "idType", ref_id AS "refId", points FROM reward_entries WHERE holder_id = $1 ORDER BY id',
    [holderId],
  );
const balanceOf = async (table: string, id: string) =>
  Number(
    (await server.database.query<{ p: number }>(`SELECT reward_points AS p FROM ${table} WHERE id = $1`, [id]))[0].p,
  );

/** Books a repair for the customer and completes it (moved to Resolved directly, then completed through the API). */
async function completedRequest(who: CustomerFixture, token = admin) {
  const booked = await json(admin, 'POST', 'user/requests', repairBody(who, ours.id), 201);
  await server.database.query(`UPDATE requests SET status = 'Resolved', technician_id = $2 WHERE id = $1`, [
    booked.id,
    ourTechnician.id,
  ]);
  await json(token, 'PUT', `requests/${booked.id}/status`, { status: 'Completed', remark: 'Done' });
  return booked.id as string;
}

describe('POST rewards: an admin’s credits, debits and encashments', () => {
  it(
    'credits and debits with a reason, for customers, ' + 'technicians and partners, and refuses every other role',
    async () => {
      expect(await json(admin, 'POST', 'rewards', entry({}), 201)).toEqual({
        userName: customer.userName,
        balance: 40,
      });
      expect(
        await json(
          admin,
          'POST',
          'rewards',
          entry({ id: 'Debit', idType: 'Debit', points: -15, description: 'Duplicate credit reversed' }),
          201,
        ),
      ).toMatchObject({
        balance: 25,
      });
      const reasonless = await json(admin, 'POST', 'rewards', entry({ description: ' ' }), 400);
      expect(reasonless.errors).toEqual({ description: REWARD_MESSAGES.reasonRequired });
      expect((await json(admin, 'POST', 'rewards', entry({ points: -5 }), 400)).errors).toEqual({
        points: REWARD_MESSAGES.creditPositive,
      });
      expect(
        (await json(admin, 'POST', 'rewards', entry({ id: 'Debit', idType: 'Debit', points: 5 }), 400)).errors,
      ).toEqual({ points: REWARD_MESSAGES.debitNegative });
      expect(
        (await json(admin, 'POST', 'rewards', entry({ id: 'Credit', idType: 'Debit', points: -5 }), 400)).errors,
      ).toHaveProperty('id');
      const overdraw = await json(admin, 'POST', 'rewards', entry({ id: 'Debit', idType: 'Debit', points: -26 }), 400);
      expect(overdraw).toEqual({
        message: ENCASHMENT_MESSAGES.overBalance,
        errors: { points: ENCASHMENT_MESSAGES.overBalance },
      });

      const technicianCredit = entry({ holderType: 'Technician', userName: ourTechnician.userName, points: 70 });
      expect(await json(admin, 'POST', 'rewards', technicianCredit, 201)).toEqual({
        userName: ourTechnician.userName,
        balance: 70,
      });
      expect(await balanceOf('technicians', ourTechnician.id)).toBe(70);
      expect(
        await json(
          admin,
          'POST',
          'rewards',
          entry({ holderType: 'Channel Partner', userName: ours.email.toUpperCase(), points: 300 }),
          201,
        ),
      ).toMatchObject({ balance: 300 });
      // An unknown user name is said at the entry's userName field, as an unknown referral code is.
      expect(
        await json(admin, 'POST', 'rewards', entry({ holderType: 'Technician', userName: 'nobody' }), 400),
      ).toEqual({
        message: REWARD_MESSAGES.holderNotFound,
        errors: { userName: REWARD_MESSAGES.holderNotFound },
      });

      const before = await count(server, 'reward_entries');
      for (const token of [customerCare, dealer, ours.token, technicianToken])
        expect((await call(token, 'POST', 'rewards', entry({}))).statusCode).toBe(403);
      expect((await call(undefined, 'POST', 'rewards', entry({}))).statusCode).toBe(401);
      expect(await count(server, 'reward_entries')).toBe(before);
      expect(await entriesOf(customer.id)).toEqual([
        { idType: 'Credit', refId: 'Credit', points: 40 },
        { idType: 'Debit', refId: 'Debit', points: -15 },
      ]);
    },
  );

  it('never overdraws a technician with debits at once', async () => {
    const technician = await activeTechnician(server, ours);
    const { userName } = await technicianRow(technician.id);
    await json(admin, 'POST', 'rewards', entry({ holderType: 'Technician', userName, points: 100 }), 201);
    const debit = entry({ holderType: 'Technician', userName, id: 'Encashment', idType: 'Encashment', points: -30 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(admin, 'POST', 'rewards', debit)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect(await balanceOf('technicians', technician.id)).toBe(10);
    expect((await entriesOf(technician.id)).reduce((sum, e) => sum + e.points, 0)).toBe(10);
  });
});

describe('the ledger is append-only', () => {
  it('has no route to change an entry, and the database refuses changes and deletions', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await call(admin, method, 'rewards', entry({}))).statusCode).toBe(404);
    const [{ id }] = await server.database.query<{ id: number }>(
      'SELECT id FROM reward_entries WHERE holder_id = $1 ORDER BY id LIMIT 1',
      [customer.id],
    );
    await expect(server.database.query('UPDATE reward_entries SET points = 1000 WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(server.database.query('DELETE FROM reward_entries WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      server.database.query('UPDATE reward_entries SET customer_id = NULL, technician_id = $2 WHERE id = $1', [
        id,
        ourTechnician.id,
      ]),
    ).rejects.toThrow(/append-only/);
    // An erasure may anonymise who it was (the user name), never what it says.
    await server.database.query(`UPDATE reward_entries SET user_name = user_name WHERE id = $1`, [id]);
    expect((await entriesOf(customer.id))[0]).toEqual({ idType: 'Credit', refId: 'Credit', points: 40 });
    await expect(
      server.database.query('UPDATE customers SET reward_points = -1 WHERE id = $1', [customer.id]),
    ).rejects.toThrow();
  });
});

describe('credits from the reward-point master', () => {
  it('refuses an unknown or malformed referral code on the customer’s creation, writing nothing', async () => {
    const before = await count(server, 'customers');
    expect(
      (await json(admin, 'POST', 'users/customer', profile('9876560001', { referralCode: 'NOSUCHCODE' }), 400)).errors,
    ).toEqual({ referralCode: REFERRAL_MESSAGES.unknown });
    expect(
      (await json(admin, 'POST', 'users/customer', profile('9876560001', { referralCode: 'ab-1' }), 400)).errors,
    ).toEqual({ referralCode: REFERRAL_MESSAGES.format });
    expect(await count(server, 'customers')).toBe(before);
  });

  it('credits booking, completion, and the referral once to both on the first completed request', async () => {
    // The technician's code typed in lower case with a space is the same code.
    const typed = `${ourTechnician.referralCode.slice(0, 3).toLowerCase()} ${ourTechnician.referralCode.slice(3)}`;
    const created = await json(admin, 'POST', 'users/customer', profile('9876560002', { referralCode: typed }), 201);
    const referred: CustomerFixture = { ...(await customerFixture(server.database)) };
    // The fixture's products and addresses belong to its own customer: move them to the referred customer.
    for (const table of ['customer_addresses', 'customer_products'])
      await server.database.query(`UPDATE ${table} SET customer_id = $1 WHERE customer_id = $2`, [
        created.id,
        referred.id,
      ]);
    const newcomer = { ...referred, id: created.id, userName: '9876560002' };
    const technicianBefore = await balanceOf('technicians', ourTechnician.id);

    const first = await completedRequest(newcomer, ours.token);
    expect(await entriesOf(created.id)).toEqual([
      { idType: 'Booking', refId: first, points: 10 },
      { idType: 'Completed Request', refId: first, points: 25 },
      { idType: 'Referral', refId: created.id, points: 50 },
    ]);
    expect(await balanceOf('technicians', ourTechnician.id)).toBe(technicianBefore + 50);

    // A retry of the completion's credits, and a second completed request, credit no referral again.
    await server.app.ctx.db.transaction((tx) =>
      creditCompletion(tx, { id: first, customerId: created.id, completedBefore: 0 }),
    );
    const second = await completedRequest(newcomer);
    expect((await entriesOf(created.id)).map((e) => `${e.idType} ${e.refId}`)).toEqual([
      `Booking ${first}`,
      `Completed Request ${first}`,
      `Referral ${created.id}`,
      `Booking ${second}`,
      `Completed Request ${second}`,
    ]);
    expect(await balanceOf('customers', created.id)).toBe(10 + 25 + 50 + 10 + 25);
    expect(await balanceOf('technicians', ourTechnician.id)).toBe(technicianBefore + 50);
    expect(await json(admin, 'GET', `rewards/${ourTechnician.userName}/balance?holderType=Technician`)).toEqual({
      userName: ourTechnician.userName,
      balance: technicianBefore + 50,
    });
  });

  it('credits nothing for an event the master does not publish', async () => {
    await server.database.query(`UPDATE reward_points SET status = 'Unpublish' WHERE event = 'Completed Request'`);
    const someone = await customerFixture(server.database);
    const id = await completedRequest(someone);
    expect(await entriesOf(someone.id)).toEqual([{ idType: 'Booking', refId: id, points: 10 }]);
    await server.database.query(`UPDATE reward_points SET status = 'Publish' WHERE event = 'Completed Request'`);
  });
});

describe('the ledger list, its choices, export and matrix, per role', () => {
  it('lists every entry for an admin, newest first, and a partner’s own and its technicians’ only', async () => {
    const all = await ledger(admin);
    expect(all.totalRecords).toBe(await count(server, 'reward_entries'));
    const times = all.records.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.records[0]).toEqual(
      expect.objectContaining({
        entryId: expect.any(String),
        holderType: expect.any(String),
        idType: expect.any(String),
        points: expect.any(Number),
      }),
    );

    await json(
      admin,
      'POST',
      'rewards',
      entry({ holderType: 'Technician', userName: theirTechnician.userName, points: 5 }),
      201,
    );
    const mine = await ledger(ours.token);
    const holders = new Set(mine.records.map((r: { holderId: string }) => r.holderId));
    expect(holders).toContain(ours.id);
    expect(holders).toContain(ourTechnician.id);
    const ourTechnicians = await server.database.query<{ id: string }>(
      'SELECT id FROM technicians WHERE channel_partner_id = $1',
      [ours.id],
    );
    expect([...holders].every((id) => id === ours.id || ourTechnicians.some((t) => t.id === id))).toBe(true);
    expect(mine.records.some((r: { holderId: string }) => r.holderId === theirTechnician.id)).toBe(false);
    expect((await ledger(theirs.token)).records.map((r: { holderId: string }) => r.holderId)).toEqual([
      theirTechnician.id,
    ]);

    const byType = await ledger(admin, [{ property: 'idType', operator: 'equal', value: 'Referral' }]);
    expect(byType.records.map((r: { points: number }) => r.points)).toEqual([50, 50]);
    const byUser = await ledger(admin, [{ property: 'userName', operator: 'equal', value: customer.userName }]);
    expect(byUser.totalRecords).toBe(2);
    const future = await ledger(admin, [{ property: 'createdAt', operator: 'isAfter', value: '2999-01-01' }]);
    expect(future.totalRecords).toBe(0);

    for (const token of [customerCare, dealer, technicianToken]) {
      expect(
        (await call(token, 'POST', 'rewards/getByPaginationAndFilter', { pageNumber: 1, pageSize: 10 })).statusCode,
      ).toBe(403);
      expect((await call(token, 'GET', 'rewards/filtersData')).statusCode).toBe(403);
      expect(
        (
          await call(token, 'POST', 'rewards/getRewardTransactionMatrix', {
            fromDate: '2026-01-01',
            toDate: '2026-12-31',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(token, 'POST', 'rewards/export', {
            name: 'Rewards',
            columns: [{ key: 'points', header: 'Points' }],
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('answers the filter choices in the caller’s scope and exports the list as XLSX', async () => {
    const choices = await json(admin, 'GET', 'rewards/filtersData');
    expect(choices.holderType).toEqual(['Channel Partner', 'Customer', 'Technician']);
    expect(choices.idType).toEqual(
      expect.arrayContaining(['Booking', 'Completed Request', 'Credit', 'Debit', 'Encashment', 'Referral']),
    );
    const partners = await json(theirs.token, 'GET', 'rewards/filtersData');
    expect(partners).toEqual({ holderType: ['Technician'], idType: ['Credit'], userName: [theirTechnician.userName] });

    const exported = await call(ours.token, 'POST', 'rewards/export', {
      name: 'Rewards',
      columns: [
        { key: 'userName', header: 'User' },
        { key: 'points', header: 'Points' },
      ],
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await call(admin, 'POST', 'rewards/export', { name: 'Rewards', columns: [{ key: 'secret', header: 'X' }] }))
        .statusCode,
    ).toBe(400);
  });

  it('sums credits, debits and encashments per idType and month to what the ledger holds', async () => {
    await setRewardPoints(server, customer.userName, 100);
    await json(
      admin,
      'POST',
      'rewards',
      entry({ id: 'Encashment', idType: 'Encashment', points: -30, description: '' }),
      201,
    );
    // The matrix is by India time: between 18:30 and 24:00 UTC India is already on the next day.
    const { today } = todayInIndia();
    const range = { fromDate: '2026-01-01', toDate: today > '2026-01-01' ? today : '2026-01-01' };
    const matrix = await json(admin, 'POST', 'rewards/getRewardTransactionMatrix', range);
    expect(matrix.months[0]).toBe('2026-01');
    const rows = (await ledger(admin)).records as { idType: string; points: number }[];
    for (const idType of new Set(rows.map((r) => r.idType))) {
      const cells = matrix.cells.filter((c: { idType: string }) => c.idType === idType);
      const sum = (key: string) => cells.reduce((total: number, c: Record<string, number>) => total + c[key], 0);
      const points = rows.filter((r) => r.idType === idType).map((r) => r.points);
      expect(sum('credited'), idType).toBe(points.filter((p) => p > 0).reduce((a, b) => a + b, 0));
      expect(sum('debited') + sum('encashed'), idType).toBe(points.filter((p) => p < 0).reduce((a, b) => a - b, 0));
    }
    // The technician's three encashments of 30 and this one.
    expect(matrix.cells.find((c: { idType: string }) => c.idType === 'Encashment')).toMatchObject({
      credited: 0,
      debited: 0,
      encashed: 120,
    });
    const theirMatrix = await json(theirs.token, 'POST', 'rewards/getRewardTransactionMatrix', range);
    expect(theirMatrix.cells).toEqual([
      expect.objectContaining({ idType: 'Credit', credited: 5, debited: 0, encashed: 0 }),
    ]);
    expect(
      (
        await json(
          admin,
          'POST',
          'rewards/getRewardTransactionMatrix',
          { fromDate: '2026-05-01', toDate: '2026-04-01' },
          400,
        )
      ).errors,
    ).toHaveProperty('toDate');
  });

  it('answers balances to admins, customer care (customers) and a partner (itself and its technicians)', async () => {
    expect((await json(customerCare, 'GET', `rewards/${customer.userName}/balance`)).userName).toBe(customer.userName);
    expect(
      await json(ours.token, 'GET', `rewards/${encodeURIComponent(ours.email)}/balance?holderType=Channel%20Partner`),
    ).toMatchObject({ balance: 300 });
    expect(
      (await json(ours.token, 'GET', `rewards/${ourTechnician.userName}/balance?holderType=Technician`)).balance,
    ).toBeGreaterThan(0);
    expect(
      (await call(ours.token, 'GET', `rewards/${theirTechnician.userName}/balance?holderType=Technician`)).statusCode,
    ).toBe(403);
    expect((await call(ours.token, 'GET', `rewards/${customer.userName}/balance`)).statusCode).toBe(403);
    expect(
      (await call(customerCare, 'GET', `rewards/${ourTechnician.userName}/balance?holderType=Technician`)).statusCode,
    ).toBe(403);
    for (const token of [dealer, technicianToken])
      expect((await call(token, 'GET', `rewards/${customer.userName}/balance`)).statusCode).toBe(403);
  });
});

describe('each ledger row carries the balance after it', () => {
  /** The spec's balance read: the holder's filtered list, page size 1, newest first on createdAt; 0 if none. */
  const specBalance = async (userName: string) => {
    const newest = await json(admin, 'POST', 'rewards/getByPaginationAndFilter', {
      filters: [{ property: 'userName', operator: 'equal', value: userName }],
      pageSize: 1,
      pageNumber: 1,
      sort: -1,
      sortBy: 'createdAt',
    });
    return newest.records[0]?.balance ?? 0;
  };

  it("reads every holder's balance from the newest row of its list, as the spec's client does", async () => {
    const someone = await customerFixture(server.database);
    expect(await specBalance(someone.userName)).toBe(0);
    await json(admin, 'POST', 'rewards', entry({ userName: someone.userName, points: 60 }), 201);
    await json(
      admin,
      'POST',
      'rewards',
      entry({ userName: someone.userName, id: 'Encashment', idType: 'Encashment', points: -25 }),
      201,
    );
    expect(await specBalance(someone.userName)).toBe(35);
    const rows = await ledger(admin, [{ property: 'userName', operator: 'equal', value: someone.userName }]);
    expect(rows.records.map((r: { points: number; balance: number }) => [r.points, r.balance])).toEqual([
      [-25, 35],
      [60, 60],
    ]);
    // Credits from the master (booking and completion) carry it too.
    await completedRequest(someone);
    expect(await specBalance(someone.userName)).toBe(await balanceOf('customers', someone.id));
    for (const holder of [
      { userName: customer.userName, table: 'customers', id: customer.id },
      { userName: ourTechnician.userName, table: 'technicians', id: ourTechnician.id },
    ])
      expect(await specBalance(holder.userName)).toBe(await balanceOf(holder.table, holder.id));
  });

  it('is written by the database from the holder’s balance, and never changed afterwards', async () => {
    const someone = await customerFixture(server.database);
    await server.database.query('UPDATE customers SET reward_points = 12 WHERE id = $1', [someone.id]);
    const [row] = await server.database.query<{ id: number; balance: number }>(
      `INSERT INTO reward_entries (customer_id, user_name, ref_id, id_type, description, points, balance) VALUES ($1,
          $2, 'M1', 'Credit', 'Typed balance', 12, 9999) RETURNING id, balance`,
      [someone.id, someone.userName],
    );
    expect(row.balance).toBe(12);
    await expect(
      server.database.query('UPDATE reward_entries SET balance = 1000 WHERE id = $1', [row.id]),
    ).rejects.toThrow(/append-only/);
  });
});
