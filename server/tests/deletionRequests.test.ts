import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED_CUSTOMER, DELETION_MESSAGES } from '../../domain/customers/deletion';
import { CUSTOMER_MESSAGES } from '../../domain/customers/customer';
import { ERASURE_LIST, ERASURE_REMOVALS, WITHDRAWN_MESSAGE } from '../../domain/customers/deletionErasure';
import { KEPT_COLUMNS, TABLES_WITHOUT_CUSTOMERS } from '../../domain/customers/erasureKeeps';
import { catalogueIds } from './channelPartners.helpers';
import { address, count, profile } from './customers.helpers';
import {
  type CustomerFixture,
  customerFixture,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  startRequestServer,
} from './requests.helpers';
import { freshSlot } from './requests.helpers';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestDocuments, uploadTestFile } from './support/uploads';
import type { TestServer } from './support/testServer';

let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let json: typeof parties.json;
let call: typeof parties.call;
let admin: string;

beforeAll(async () => {
  server = await startRequestServer();
  parties = await requestParties(server, 'erase', { ours: 'Erase Ours Repairs', theirs: 'Erase Theirs Repairs' });
  ({ json, call, admin } = parties);
  await pricesAndCoupon(server.database);
});
afterAll(() => server?.close());

const BASE = 'user/deletion/requests';
const LIST = `${BASE}/getByPaginationAndFilter`;
const raise = (mobile: string, token = admin) => json(token, 'POST', BASE, { username: mobile }, 201);
const decide = (id: string, body: object, token = admin) => call(token, 'PUT', `${BASE}/${id}/status`, body);
const newCustomer = (mobile: string, overrides: Record<string, unknown> = {}) =>
  json(admin, 'POST', 'users/customer', profile(mobile, overrides), 201);

/** The tables a deletion request writes: a refused call leaves their counts as they were. */
const tableCounts = async () =>
  Promise.all(['user_deletion_requests', 'activity_logs', 'pending_file_deletions'].map((t) => count(server, t)));

/** Every text, character, json and array column of every table of the schema. */
const textColumns = () =>
  server.database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
     ORDER BY c.table_name, c.ordinal_position`,
  );

/**
 * Every text, character, json and array column of every table, searched for each value (case-insensitively, literally):
 * answers "table.column" of each hit.
 */
async function personalDataHits(values: string[]): Promise<string[]> {
  const columns = await textColumns();
  expect(columns.length).toBeGreaterThan(50);
  const patterns = values.map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE ANY($1::text[])`,
      [patterns],
    );
    if (Number(row.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/**
 * Every text, character, json and array column of every table searched for the customer's identifiers: `texts`
 * case-insensitively and literally, `digits` (a mobile) in the column's digits alone, so '+91 68801 82100' is found
 * too. Answers "table.column: identifier" of each hit.
 */
async function identifierHits({ texts, digits }: { texts: string[]; digits: string[] }): Promise<string[]> {
  const columns = await textColumns();
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const text of texts) {
      const [row] = await server.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE $1`,
        [`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      );
      if (Number(row.n) > 0) hits.push(`${table}.${column}: ${text}`);
    }
    for (const number of digits) {
      const [row] = await server.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE regexp_replace("${column}"::text, '\\D', '', 'g') LIKE $1`,
        [`%${number}%`],
      );
      if (Number(row.n) > 0) hits.push(`${table}.${column}: ${number}`);
    }
  }
  return hits;
}

/** The customer's ledger: its entries, their sum, and the balance the customer row holds. */
async function ledgerOf(customerId: string) {
  const [row] = await server.database.query<{ sum: number; n: number; balance: number }>(
    `SELECT coalesce(sum(points), 0)::int AS sum, count(*)::int AS n, (SELECT reward_points FROM customers
        WHERE id = $1) AS balance FROM reward_entries WHERE customer_id = $1`,
    [customerId],
  );
  return row;
}

describe('account-deletion requests: who may call what', () => {
  it(
    'refuses anonymous callers (401) and partners, ' +
      'technicians and dealers (403); customer care may only raise one',
    async () => {
      await newCustomer('9123400010');
      const calls = [
        ['POST', BASE, { username: '9123400010' }],
        ['POST', LIST, {}],
        ['GET', `${BASE}/filters/data`, undefined],
        ['PUT', `${BASE}/DEL00000001/status`, { username: '9123400010', status: 'revoked', remark: 'No' }],
      ] as const;
      const before = await tableCounts();
      for (const [method, url, body] of calls) {
        expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
        for (const token of [
          parties.ours.token,
          server.tokens.technician,
          parties.dealer,
          server.tokens.channelPartner,
        ]) {
          expect((await call(token, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
        }
      }
      for (const [method, url, body] of calls.slice(1))
        expect((await call(parties.customerCare, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect(await tableCounts()).toEqual(before);

      const raised = await raise('9123400010', parties.customerCare);
      expect(raised).toEqual({
        id: expect.stringMatching(/^DEL\d{8}$/),
        customerId: expect.stringMatching(/^CUS\d+$/),
        userName: '9123400010',
        customerName: 'Asha Verma',
        status: 'open',
        remark: null,
        createdAt: expect.any(String),
        lastUpdate: expect.any(String),
      });
    },
  );
});

describe('raising and deciding deletion requests', () => {
  it('refuses bad input with 400 and writes nothing; an unknown customer is 404', async () => {
    await newCustomer('9123400020');
    const before = await tableCounts();
    const bad = await call(admin, 'POST', BASE, { username: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { username: CUSTOMER_MESSAGES.mobileInvalid } });
    expect((await call(admin, 'POST', BASE, {})).statusCode).toBe(400);
    expect((await call(admin, 'POST', BASE, { username: '9123499999' })).statusCode).toBe(404);
    expect(await tableCounts()).toEqual(before);

    const open = await raise('9123400020');
    const afterRaise = await tableCounts();
    const refused = [
      [{ username: '9123400020', status: 'open', remark: 'x' }, 'status', DELETION_MESSAGES.statusRequired],
      [{ username: '9123400020', status: 'deleted', remark: '  ' }, 'remark', 'Remark is required'],
      [
        { username: '9123400021', status: 'revoked', remark: 'Not theirs' },
        'username',
        DELETION_MESSAGES.usernameMismatch,
      ],
    ] as const;
    for (const [body, field, message] of refused) {
      const answer = await decide(open.id, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors[field]).toBe(message);
    }
    expect(
      (await call(admin, 'PUT', `${BASE}/nonsense/status`, { username: '9123400020', status: 'revoked', remark: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await decide('DEL99999999', { username: '9123400020', status: 'revoked', remark: 'x' })).statusCode).toBe(
      404,
    );
    expect(await tableCounts()).toEqual(afterRaise);
    expect(
      (await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: open.id }] })).records[0]
        .status,
    ).toBe('open');
  });

  it(
    'keeps one open request per customer (409), ' +
      'revokes only while open, and a revoked one makes room for a new one',
    async () => {
      await newCustomer('9123400030', { firstName: 'Revati', lastName: 'Menon' });
      const first = await raise('9123400030');
      const twice = await call(admin, 'POST', BASE, { username: '9123400030' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(DELETION_MESSAGES.alreadyOpen);

      const revoked = await decide(first.id, {
        username: '+91 9123400030',
        status: 'revoked',
        remark: 'Customer changed their mind',
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({
        id: first.id,
        status: 'revoked',
        remark: 'Customer changed their mind',
        customerName: 'Revati Menon',
      });
      for (const status of ['revoked', 'deleted']) {
        const again = await decide(first.id, { username: '9123400030', status, remark: 'Again' });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(DELETION_MESSAGES.notOpen);
      }
      // Revoking erased nothing.
      expect((await json(admin, 'GET', 'users/customer/9123400030')).firstName).toBe('Revati');
      const second = await raise('9123400030');
      expect(second.id).not.toBe(first.id);
      const activities = await server.database.query<{ activity: string; remark: string | null }>(
        `SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id`,
        [first.id],
      );
      expect(activities).toEqual([
        { activity: 'Deletion request raised', remark: null },
        { activity: 'Deletion request revoked', remark: 'Customer changed their mind' },
      ]);
    },
  );

  it(
    'lists through the list engine: newest update first, ' +
      'filters on id, status and customer name, and the filter data',
    async () => {
      await newCustomer('9123400040', { firstName: 'Listed', lastName: 'One' });
      await newCustomer('9123400041', { firstName: 'Listed', lastName: 'Two' });
      const one = await raise('9123400040');
      const two = await raise('9123400041');
      await decide(one.id, { username: '9123400040', status: 'revoked', remark: 'Stays' });

      const page = await json(admin, 'POST', LIST, { pageSize: 10, pageNumber: 1 });
      expect(page.records[0].id).toBe(one.id);
      const updates = page.records.map((r: { lastUpdate: string }) => r.lastUpdate);
      expect([...updates].sort().reverse()).toEqual(updates);

      const byName = await json(admin, 'POST', LIST, {
        filters: [{ property: 'customerName', operator: 'in', value: ['Listed One', 'Listed Two'] }],
      });
      expect(byName.records.map((r: { id: string }) => r.id)).toEqual([one.id, two.id]);
      const openOnes = await json(admin, 'POST', LIST, {
        filters: [
          { property: 'customerName', operator: 'in', value: ['Listed One', 'Listed Two'] },
          { property: 'status', operator: 'in', value: ['open'] },
        ],
      });
      expect(openOnes.records.map((r: { id: string }) => r.id)).toEqual([two.id]);
      const byId = await json(admin, 'POST', LIST, {
        filters: [{ property: 'id', operator: 'contains', value: two.id.slice(-4) }],
      });
      expect(byId.records.map((r: { id: string }) => r.id)).toContain(two.id);
      expect(
        (await call(admin, 'POST', LIST, { filters: [{ property: 'status', operator: 'in', value: ['gone'] }] }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(admin, 'POST', LIST, { filters: [{ property: 'mobile_number', operator: 'equal', value: 'x' }] }))
          .statusCode,
      ).toBe(400);

      const data = await json(admin, 'GET', `${BASE}/filters/data`);
      expect(data.statuses).toEqual(['open', 'revoked', 'deleted']);
      expect(data.customers).toEqual(expect.arrayContaining(['Listed One', 'Listed Two']));
    },
  );
});

describe('Delete waits for the customer’s requests in progress', () => {
  it(
    'refuses Delete with 409 and writes nothing while a repair or pick-up is still to be done; ' +
      'Revoke stays allowed; Delete once they are cancelled or done',
    async () => {
      const customer = await customerFixture(server.database);
      const repair = await json(admin, 'POST', 'user/requests', repairBody(customer, parties.ours.id), 201);
      const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, parties.ours.id), 201);
      const { userName } = customer;
      const view = () => json(admin, 'GET', `users/customer/${userName}`);
      const statusOf = async (id: string) =>
        (await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: id }] })).records[0]
          .status;
      const refusedDelete = async (id: string) => {
        const before = { tables: await tableCounts(), customer: await view() };
        const answer = await decide(id, { username: userName, status: 'deleted', remark: 'Asked on the helpline' });
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().message).toBe(DELETION_MESSAGES.requestsInProgress);
        expect({ tables: await tableCounts(), customer: await view() }).toEqual(before);
        expect(await statusOf(id)).toBe('open');
      };

      const first = await raise(userName);
      await refusedDelete(first.id);
      expect(
        (await decide(first.id, { username: userName, status: 'revoked', remark: 'Wants the repair first' }))
          .statusCode,
      ).toBe(200);

      const second = await raise(userName);
      await json(admin, 'PUT', `requests/${repair.id}/status`, { status: 'Cancelled', remark: 'Customer called off' });
      // The pick-up is still open.
      await refusedDelete(second.id);
      // Collected and completed (the weigh-in has its own tests): done, no longer in progress.
      await server.database.query(`UPDATE pick_up_requests SET status = 'Completed' WHERE id = $1`, [pickUp.id]);
      const deleted = await decide(second.id, {
        username: userName,
        status: 'deleted',
        remark: 'Asked on the helpline',
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({
        id: second.id,
        status: 'deleted',
        customerName: ANONYMISED_CUSTOMER.name,
      });
    },
  );
});

describe('Delete really erases (DPDP Act 2023)', () => {
  it(
    'leaves none of the customer’s personal data in any table or file; ' +
      'their requests still list and the ledger sums still hold',
    async () => {
      const mobile = '9123400050';
      const alternate = '9123400059';
      const email = 'zoravar.pillai@example.in';
      const name = { firstName: 'Zoravar', lastName: 'Pillai' };
      const customer = await newCustomer(mobile, { ...name, email, altMobileNumber: alternate });
      const home = await json(
        admin,
        'POST',
        `users/profile/${customer.id}/address`,
        address({ line1: '7 Zoravar Villa', pincode: 560034, area: 'Koramangala', city: 'Bangalore South' }),
        201,
      );
      const upload = await uploadTestDocuments(server, admin, { id: customer.id, entityType: 'customerProduct' }, [
        { name: 'zoravar-invoice.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' },
        { name: 'photo.png', bytes: SAMPLE_PNG, contentType: 'image/png' },
      ]);
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      // An upload never attached to a product is theirs too.
      const stray = await uploadTestDocuments(server, admin, { id: customer.id, entityType: 'customerProduct' }, [
        { name: 'zoravar-aadhaar.png', bytes: SAMPLE_PNG, contentType: 'image/png' },
      ]);
      expect(stray.status).toBe(201);
      const documents = upload.body.map(({ name: fileName, type, key }) => ({ name: fileName, type, key }));
      const ids = await catalogueIds(server);
      const phone = await json(
        admin,
        'POST',
        `users/customer/${customer.id}/products`,
        {
          nickName: 'Zoravar phone',
          productId: ids.phone,
          productType: 'Smartphone',
          brandId: ids.samsung,
          modelNo: 'SM-S911B',
          serialNo: 'SERIALZP001',
          warrantyStatus: 'Yes',
          purchaseDate: '2024-03-15',
          additionalDocuments: documents,
        },
        201,
      );
      for (const { key } of documents) expect(await server.app.ctx.files.get(key)).not.toBeNull();

      const booking = { id: customer.id, userName: mobile, phoneId: phone.id, addressId: home.id } as CustomerFixture;
      const repair = await json(admin, 'POST', 'user/requests', repairBody(booking, parties.ours.id), 201);
      await json(
        admin,
        'POST',
        'comments',
        { requestId: repair.id, comment: `Called ${name.firstName} ${name.lastName} on ${mobile}` },
        201,
      );
      await server.database.query(`UPDATE customers SET reward_points = 70 WHERE id = $1`, [customer.id]);
      await server.database.query(
        `INSERT INTO reward_entries (customer_id, user_name, ref_id, id_type, description, points) VALUES ($1, $2, 'M1',
          'Manual', $3, 100), ($1, $2, 'E1', 'Encashment', 'Paid in cash', -30)`,
        [customer.id, mobile, `Goodwill for ${email}`],
      );
      const personal = [
        mobile,
        alternate,
        email,
        `${name.firstName} ${name.lastName}`,
        name.firstName,
        'SERIALZP001',
        '7 Zoravar Villa',
      ];
      expect((await personalDataHits(personal)).length).toBeGreaterThan(5);

      const ledgerBefore = await ledgerOf(customer.id);
      expect(ledgerBefore).toMatchObject({ n: expect.any(Number), balance: 70 });
      // A customer with a request in progress is not deleted (the next test): this one was called off.
      await json(admin, 'PUT', `requests/${repair.id}/status`, {
        status: 'Cancelled',
        remark: 'Customer closed the account',
      });
      const request = await raise(mobile);
      const deleted = await decide(request.id, {
        username: mobile,
        status: 'deleted',
        remark: `Asked by ${name.firstName} ${name.lastName} on the helpline`,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({
        id: request.id,
        status: 'deleted',
        customerName: ANONYMISED_CUSTOMER.name,
        userName: customer.id,
        remark: 'Asked by [erased] on the helpline',
      });

      expect(await personalDataHits(personal)).toEqual([]);
      for (const { key } of [...documents, ...stray.body]) expect(await server.app.ctx.files.get(key)).toBeNull();
      expect(await count(server, 'pending_file_deletions')).toBe(0);

      // The customer's view shows no personal data; the record stays under its id.
      const view = await json(admin, 'GET', `users/customer/${customer.id}`);
      expect(view.referralCode).toBe(customer.id);
      expect(view).toMatchObject({
        id: customer.id,
        username: customer.id,
        firstName: 'Deleted',
        lastName: 'customer',
        email: '',
        mobileNumber: customer.id,
        altMobileNumber: '',
        rewardPoints: 70,
      });
      expect(view.addresses).toEqual([]);
      expect(view.products).toEqual([
        expect.objectContaining({ id: phone.id, serialNo: '', nickName: '', additionalDocuments: [] }),
      ]);
      expect((await call(admin, 'GET', `users/customer/${mobile}`)).statusCode).toBe(404);

      // Requests, payments and the ledger stay, under the anonymised customer.
      const listed = await json(admin, 'POST', 'requests/getByPaginationAndFilter', {
        filters: [{ property: 'id', operator: 'equal', value: repair.id }],
      });
      expect(listed.records).toHaveLength(1);
      expect(JSON.stringify(listed.records[0])).toContain(ANONYMISED_CUSTOMER.name);
      expect(await count(server, 'payments', 'request_id = $1', [repair.id])).toBe(1);
      expect(await ledgerOf(customer.id)).toEqual(ledgerBefore);

      // What was erased is logged by table and column, without a value.
      const [log] = await server.database.query<{ remark: string }>(
        `SELECT remark FROM activity_logs WHERE entity_id = $1 AND activity = 'Customer personal data erased'`,
        [customer.id],
      );
      expect(log.remark).toContain(
        'customers(first_name, last_name, email, mobile_number, alt_mobile_number, user_name, referral_code): 1',
      );
      expect(log.remark).toContain('stored_files removed: 3');
      expect(log.remark).toContain('files: 3');
      expect(
        await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: request.id }] }),
      ).toMatchObject({
        records: [{ status: 'deleted', customerName: ANONYMISED_CUSTOMER.name }],
      });

      // Deleted is final; the old mobile no longer names anyone.
      expect(
        (await decide(request.id, { username: customer.id, status: 'revoked', remark: 'Too late' })).statusCode,
      ).toBe(409);
      expect((await call(admin, 'POST', BASE, { username: mobile })).statusCode).toBe(404);
    },
  );
});

describe('Delete erases the customer’s identifiers from every free text', () => {
  it(
    'has decided every text, JSON and array column of the schema: erased, ' +
      'removed, kept beside the customer’s rows, or in a table without customers',
    async () => {
      const erased = new Set(
        ERASURE_LIST.flatMap((rule) => Object.keys(rule.columns).map((column) => `${rule.table}.${column}`)),
      );
      const kept = new Set(
        Object.entries(KEPT_COLUMNS).flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`)),
      );
      const wholeTables = new Set([...TABLES_WITHOUT_CUSTOMERS, ...ERASURE_REMOVALS.map((removal) => removal.table)]);
      const columns = (await textColumns()).map(({ table_name: table, column_name: column }) => ({
        table,
        name: `${table}.${column}`,
      }));
      expect(
        columns
          .filter(({ table, name }) => !wholeTables.has(table) && !erased.has(name) && !kept.has(name))
          .map(({ name }) => name),
      ).toEqual([]);
      // Each decision once, and about a column that exists (of any type: the erasure also dates a removed address).
      expect([...erased].filter((name) => kept.has(name))).toEqual([]);
      const all = await server.database.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema()`,
      );
      const existing = new Set(all.map(({ name }) => name));
      expect([...erased, ...kept].filter((name) => !existing.has(name))).toEqual([]);
    },
  );

  it(
    'blanks the messages sent to them, ' +
      'scrubs those naming their mobile or e-mail sent to others, and leaves the rest',
    async () => {
      const mobile = '7012340077';
      await newCustomer(mobile, { firstName: 'Ishwari', lastName: 'Kulkarni', email: 'ishwari.k@example.in' });
      // The notifier writes them (sign-in codes, booking SMS, notices); written here as it would.
      const sent = await server.database.query<{ id: string }>(
        `INSERT INTO outbox (channel, recipient, subject, body) VALUES
        ('sms', '+917012340077', NULL, 'Reloop: your request is booked'),
        ('email', 'ISHWARI.K@example.in', 'Your request', 'Dear Ishwari, your request is booked'),
        ('sms', '+919800000001', NULL, 'Call Ishwari Kulkarni on 070123 40077 before the visit'),
        ('sms', '+919800000001', NULL, 'Ishwari from the desk says the van is late')
       RETURNING id::text AS id`,
      );
      const request = await raise(mobile);
      expect(
        (await decide(request.id, { username: mobile, status: 'deleted', remark: 'Asked on the helpline' })).statusCode,
      ).toBe(200);
      const messages = await server.database.query<{ recipient: string; subject: string | null; body: string }>(
        `SELECT recipient, subject, body FROM outbox WHERE id::text = ANY($1::text[]) ORDER BY id`,
        [sent.map(({ id }) => id)],
      );
      expect(messages).toEqual([
        { recipient: '', subject: null, body: '' },
        { recipient: '', subject: '', body: '' },
        { recipient: '+919800000001', subject: null, body: 'Call [erased] on [erased] before the visit' },
        // Naming neither their mobile, their e-mail nor one of their requests, it cannot be told to be about them.
        { recipient: '+919800000001', subject: null, body: 'Ishwari from the desk says the van is late' },
      ]);
    },
  );

  it(
    'withdraws a message to them not sent yet (Failed, ' + 'with the reason) and scrubs the reason of one that failed',
    async () => {
      const mobile = '7012340088';
      await newCustomer(mobile, { firstName: 'Hemavathi', lastName: 'Raghunath', email: 'hema.r@example.in' });
      // Due in a day, so no deliverer takes them before the erasure.
      const queued = await server.database.query<{ id: string }>(
        `INSERT INTO outbox (channel, recipient, subject, body, status, next_attempt_at, last_error) VALUES
        ('sms', '+917012340088', NULL, 'Reloop: your request is booked', 'Pending', now() + interval '1 day', NULL),
        ('sms', '+919800000002', NULL, 'Visit Hemavathi today', 'Failed', now(), 'SMS gateway refused +917012340088')
       RETURNING id::text AS id`,
      );
      const request = await raise(mobile);
      expect(
        (await decide(request.id, { username: mobile, status: 'deleted', remark: 'Asked on the helpline' })).statusCode,
      ).toBe(200);
      const messages = await server.database.query(
        `SELECT recipient, body, status, last_error AS "lastError" FROM outbox WHERE id::text = ANY($1::text[])
          ORDER BY id`,
        [queued.map(({ id }) => id)],
      );
      expect(messages).toEqual([
        { recipient: '', body: '', status: 'Failed', lastError: WITHDRAWN_MESSAGE },
        {
          recipient: '+919800000002',
          body: 'Visit [erased] today',
          status: 'Failed',
          lastError: 'SMS gateway refused [erased]',
        },
      ]);
    },
  );

  it(
    'finds none of their name, mobile in any written form, ' +
      'e-mail in any case or serial number in any text column of any table',
    async () => {
      const mobile = '6880182100';
      const name = { firstName: 'Tanvika', lastName: 'Rozario' };
      const email = 'tanvika.rozario@example.in';
      const serial = 'SNQX7731ZR';
      const addressLine = '14 Marigold Enclave';
      // How people write them: spaced and +91 mobiles, a leading 0, the first name alone, the e-mail in capitals, the
      // serial.
      const said =
        `${name.firstName} called from +91 68801 82100 (also 06880182100, +91-6880-182-100), ` +
        `mail ${email.toUpperCase()}, serial ${serial.toLowerCase()}, at ${addressLine}`;
      const customer = await newCustomer(mobile, { ...name, email });
      const home = await json(
        admin,
        'POST',
        `users/profile/${customer.id}/address`,
        address({
          line1: addressLine,
          landmark: `Near ${name.lastName} Bakery`,
          pincode: 560034,
          area: 'Koramangala',
          city: 'Bangalore South',
        }),
        201,
      );
      const ids = await catalogueIds(server);
      const phone = await json(
        admin,
        'POST',
        `users/customer/${customer.id}/products`,
        {
          nickName: `${name.firstName} phone`,
          productId: ids.phone,
          productType: 'Smartphone',
          brandId: ids.samsung,
          serialNo: serial,
          warrantyStatus: 'Yes',
          purchaseDate: '2024-03-15',
        },
        201,
      );
      const booking = { id: customer.id, userName: mobile, phoneId: phone.id, addressId: home.id } as CustomerFixture;
      const book = async (url: string, body: object) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: `/api/${url}`,
          headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `${mobile}-${url}` },
          payload: body,
        });
        expect(answer.statusCode, answer.body).toBe(201);
        return answer.json() as { id: string };
      };

      // A repair: the issue as the customer told it, a comment, the diagnosis, a discount, a reschedule, a document,
      // the cancel remark.
      const repair = await book(
        'user/requests',
        repairBody(booking, parties.ours.id, { issues: [{ name: `${name.firstName}'s screen`, description: said }] }),
      );
      await json(admin, 'POST', 'comments', { requestId: repair.id, comment: said }, 201);
      await json(admin, 'PUT', `requests/${repair.id}/diagnosis`, { diagnosis: said });
      await json(admin, 'PUT', `requests/${repair.id}/discount`, { amountPaise: 100, reason: said });
      await json(admin, 'PATCH', 'requests/reschedule', { requestId: repair.id, ...freshSlot(), reason: said });
      const bill = await uploadTestFile(server, admin, {
        id: repair.id,
        entityType: 'request',
        name: `${name.firstName}-${name.lastName}-${mobile}.pdf`,
      });
      expect(bill.status, JSON.stringify(bill.body)).toBe(201);
      await json(admin, 'PUT', `requests/${repair.id}/document`, {
        docType: 'Invoice',
        file: { name: bill.body.name, type: 'application/pdf', key: bill.body.key },
      });
      await json(admin, 'PUT', `requests/${repair.id}/status`, { status: 'Cancelled', remark: said });

      // A pick-up paid at the door: the collection and refund remarks, a comment, a reschedule, the cancel remark.
      const pickUp = await book('pickUpRequests', pickUpBody(booking, parties.ours.id, { userProductIds: [phone.id] }));
      // Booked at ₹0 it asks nothing: the fixture gives it something to collect.
      const [payment] = await server.database.query<{ id: string }>(
        `INSERT INTO payments (request_id, request_kind, purpose, method, status, amount_paise) VALUES ($1, 'pickUp',
          'Booking', 'PayLater', 'Unpaid', 5000) RETURNING id`,
        [pickUp.id],
      );
      await json(parties.ours.token, 'POST', `payments/${payment.id}/collect`, { remark: said });
      await json(admin, 'POST', `payments/${payment.id}/refund`, { remark: said });
      await json(admin, 'POST', 'comments', { requestId: pickUp.id, comment: said }, 201);
      // The next pick-up slot of the file's turn is free.
      await json(admin, 'PATCH', 'pickUpRequests/reschedule', {
        requestId: pickUp.id,
        ...pickUpBody(booking, parties.ours.id).appointmentSlot,
        reason: said,
      });
      await json(admin, 'PUT', `pickUpRequests/${pickUp.id}/status`, { status: 'Cancelled', remark: said });

      // A complaint worked to its resolution, and an enquiry answered.
      const complaint = await json(
        admin,
        'POST',
        'escalations',
        {
          kind: 'Complaint',
          category: 'Delay',
          priority: 'High',
          subject: said.slice(0, 150),
          description: said,
          requestId: repair.id,
        },
        201,
      );
      await json(admin, 'POST', `escalations/${complaint.id}/comments`, { comment: said }, 201);
      await json(admin, 'PUT', `escalations/${complaint.id}/status`, { status: 'In progress', remark: said });
      await json(admin, 'PUT', `escalations/${complaint.id}/status`, { status: 'Resolved', remark: said });
      const enquiry = await json(
        admin,
        'POST',
        'escalations',
        {
          kind: 'Enquiry',
          category: 'Billing',
          priority: 'Low',
          subject: name.firstName,
          description: said,
          userName: mobile,
        },
        201,
      );
      await json(admin, 'PUT', `escalations/${enquiry.id}/answer`, { answer: said });

      // Goodwill points, and the deletion request's own remark.
      await json(
        admin,
        'POST',
        'rewards',
        { userName: mobile, id: 'Credit', idType: 'Credit', description: said.slice(0, 250), points: 10 },
        201,
      );
      const identifiers = { texts: [name.firstName, name.lastName, email, serial, addressLine], digits: [mobile] };
      expect((await identifierHits(identifiers)).length).toBeGreaterThan(20);

      const request = await raise(mobile);
      const deleted = await decide(request.id, { username: mobile, status: 'deleted', remark: said });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await identifierHits(identifiers)).toEqual([]);

      // The texts stay readable, with the identifiers marked.
      const comments = await json(admin, 'POST', 'comments/getByPaginationAndFilter', {
        filters: [{ property: 'requestId', operator: 'equal', value: repair.id }],
      });
      expect(comments.records[0].comment).toBe(
        '[erased] called from [erased] (also [erased], [erased]), mail [erased], serial [erased], at [erased]',
      );
    },
  );
});
