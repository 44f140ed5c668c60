import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED_CUSTOMER, DELETION_MESSAGES } from '../../domain/customers/deletion';
import { CUSTOMER_MESSAGES } from '../../domain/customers/customer';
import { catalogueIds } from './channelPartners.helpers';
import { address, count, profile } from './customers.helpers';
import { type CustomerFixture, customerFixture, pickUpBody, pricesAndCoupon, repairBody, requestParties, startRequestServer } from './requests.helpers';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestDocuments } from './support/uploads';
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
const newCustomer = (mobile: string, overrides: Record<string, unknown> = {}) => json(admin, 'POST', 'users/customer', profile(mobile, overrides), 201);

/** The tables a deletion request writes: a refused call leaves their counts as they were. */
const tableCounts = async () => Promise.all(['user_deletion_requests', 'activity_logs', 'pending_file_deletions'].map((t) => count(server, t)));

/**
 * Every text, character, json and array column of every table, searched for each value (case-insensitively, literally):
 * answers "table.column" of each hit.
 */
async function personalDataHits(values: string[]): Promise<string[]> {
  const columns = await server.database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const patterns = values.map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE ANY($1::text[])`, [patterns]);
    if (Number(row.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** The customer's ledger: its entries, their sum, and the balance the customer row holds. */
async function ledgerOf(customerId: string) {
  const [row] = await server.database.query<{ sum: number; n: number; balance: number }>(
    `SELECT coalesce(sum(points), 0)::int AS sum, count(*)::int AS n, (SELECT reward_points FROM customers WHERE id = $1) AS balance FROM reward_entries WHERE customer_id = $1`,
    [customerId],
  );
  return row;
}

describe('account-deletion requests: who may call what (spec 001 §7 "Account deletion")', () => {
  it('refuses anonymous callers (401) and partners, technicians and dealers (403); customer care may only raise one', async () => {
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
      for (const token of [parties.ours.token, server.tokens.technician, parties.dealer, server.tokens.channelPartner]) {
        expect((await call(token, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, body] of calls.slice(1)) expect((await call(parties.customerCare, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
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
  });
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
      [{ username: '9123400021', status: 'revoked', remark: 'Not theirs' }, 'username', DELETION_MESSAGES.usernameMismatch],
    ] as const;
    for (const [body, field, message] of refused) {
      const answer = await decide(open.id, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors[field]).toBe(message);
    }
    expect((await call(admin, 'PUT', `${BASE}/nonsense/status`, { username: '9123400020', status: 'revoked', remark: 'x' })).statusCode).toBe(400);
    expect((await decide('DEL99999999', { username: '9123400020', status: 'revoked', remark: 'x' })).statusCode).toBe(404);
    expect(await tableCounts()).toEqual(afterRaise);
    expect((await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: open.id }] })).records[0].status).toBe('open');
  });

  it('keeps one open request per customer (409), revokes only while open, and a revoked one makes room for a new one', async () => {
    await newCustomer('9123400030', { firstName: 'Revati', lastName: 'Menon' });
    const first = await raise('9123400030');
    const twice = await call(admin, 'POST', BASE, { username: '9123400030' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DELETION_MESSAGES.alreadyOpen);

    const revoked = await decide(first.id, { username: '+91 9123400030', status: 'revoked', remark: 'Customer changed their mind' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: first.id, status: 'revoked', remark: 'Customer changed their mind', customerName: 'Revati Menon' });
    for (const status of ['revoked', 'deleted']) {
      const again = await decide(first.id, { username: '9123400030', status, remark: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DELETION_MESSAGES.notOpen);
    }
    // Revoking erased nothing.
    expect((await json(admin, 'GET', 'users/customer/9123400030')).firstName).toBe('Revati');
    const second = await raise('9123400030');
    expect(second.id).not.toBe(first.id);
    const activities = await server.database.query<{ activity: string; remark: string | null }>(`SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id`, [
      first.id,
    ]);
    expect(activities).toEqual([
      { activity: 'Deletion request raised', remark: null },
      { activity: 'Deletion request revoked', remark: 'Customer changed their mind' },
    ]);
  });

  it('lists through the list engine: newest update first, filters on id, status and customer name, and the filter data', async () => {
    await newCustomer('9123400040', { firstName: 'Listed', lastName: 'One' });
    await newCustomer('9123400041', { firstName: 'Listed', lastName: 'Two' });
    const one = await raise('9123400040');
    const two = await raise('9123400041');
    await decide(one.id, { username: '9123400040', status: 'revoked', remark: 'Stays' });

    const page = await json(admin, 'POST', LIST, { pageSize: 10, pageNumber: 1 });
    expect(page.records[0].id).toBe(one.id);
    const updates = page.records.map((r: { lastUpdate: string }) => r.lastUpdate);
    expect([...updates].sort().reverse()).toEqual(updates);

    const byName = await json(admin, 'POST', LIST, { filters: [{ property: 'customerName', operator: 'in', value: ['Listed One', 'Listed Two'] }] });
    expect(byName.records.map((r: { id: string }) => r.id)).toEqual([one.id, two.id]);
    const openOnes = await json(admin, 'POST', LIST, {
      filters: [
        { property: 'customerName', operator: 'in', value: ['Listed One', 'Listed Two'] },
        { property: 'status', operator: 'in', value: ['open'] },
      ],
    });
    expect(openOnes.records.map((r: { id: string }) => r.id)).toEqual([two.id]);
    const byId = await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'contains', value: two.id.slice(-4) }] });
    expect(byId.records.map((r: { id: string }) => r.id)).toContain(two.id);
    expect((await call(admin, 'POST', LIST, { filters: [{ property: 'status', operator: 'in', value: ['gone'] }] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', LIST, { filters: [{ property: 'mobile_number', operator: 'equal', value: 'x' }] })).statusCode).toBe(400);

    const data = await json(admin, 'GET', `${BASE}/filters/data`);
    expect(data.statuses).toEqual(['open', 'revoked', 'deleted']);
    expect(data.customers).toEqual(expect.arrayContaining(['Listed One', 'Listed Two']));
  });
});

describe('Delete waits for the customer’s requests in progress', () => {
  it('refuses Delete with 409 and writes nothing while a repair or pick-up is still to be done; Revoke stays allowed; Delete once they are cancelled or done', async () => {
    const customer = await customerFixture(server.database);
    const repair = await json(admin, 'POST', 'user/requests', repairBody(customer, parties.ours.id), 201);
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, parties.ours.id), 201);
    const { userName } = customer;
    const view = () => json(admin, 'GET', `users/customer/${userName}`);
    const statusOf = async (id: string) => (await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: id }] })).records[0].status;
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
    expect((await decide(first.id, { username: userName, status: 'revoked', remark: 'Wants the repair first' })).statusCode).toBe(200);

    const second = await raise(userName);
    await json(admin, 'PUT', `requests/${repair.id}/status`, { status: 'Cancelled', remark: 'Customer called off' });
    // The pick-up is still open.
    await refusedDelete(second.id);
    // Collected and completed (the weigh-in has its own tests): done, no longer in progress.
    await server.database.query(`UPDATE pick_up_requests SET status = 'Completed' WHERE id = $1`, [pickUp.id]);
    const deleted = await decide(second.id, { username: userName, status: 'deleted', remark: 'Asked on the helpline' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id: second.id, status: 'deleted', customerName: ANONYMISED_CUSTOMER.name });
  });
});

describe('Delete really erases (DPDP Act 2023 §12)', () => {
  it('leaves none of the customer’s personal data in any table or file; their requests still list and the ledger sums still hold', async () => {
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
    await json(admin, 'POST', 'comments', { requestId: repair.id, comment: `Called ${name.firstName} ${name.lastName} on ${mobile}` }, 201);
    await server.database.query(`UPDATE customers SET reward_points = 70 WHERE id = $1`, [customer.id]);
    await server.database.query(
      `INSERT INTO reward_entries (customer_id, user_name, ref_id, id_type, description, points) VALUES ($1, $2, 'M1', 'Manual', $3, 100), ($1, $2, 'E1', 'Encashment', 'Paid in cash', -30)`,
      [customer.id, mobile, `Goodwill for ${email}`],
    );
    const personal = [mobile, alternate, email, `${name.firstName} ${name.lastName}`, name.firstName, 'SERIALZP001', '7 Zoravar Villa'];
    expect((await personalDataHits(personal)).length).toBeGreaterThan(5);

    const ledgerBefore = await ledgerOf(customer.id);
    expect(ledgerBefore).toMatchObject({ n: expect.any(Number), balance: 70 });
    // A customer with a request in progress is not deleted (the next test): this one was called off.
    await json(admin, 'PUT', `requests/${repair.id}/status`, { status: 'Cancelled', remark: 'Customer closed the account' });
    const request = await raise(mobile);
    const deleted = await decide(request.id, { username: mobile, status: 'deleted', remark: `Asked by ${name.firstName} ${name.lastName} on the helpline` });
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
    expect(view.products).toEqual([expect.objectContaining({ id: phone.id, serialNo: '', nickName: '', additionalDocuments: [] })]);
    expect((await call(admin, 'GET', `users/customer/${mobile}`)).statusCode).toBe(404);

    // Requests, payments and the ledger stay, under the anonymised customer.
    const listed = await json(admin, 'POST', 'requests/getByPaginationAndFilter', { filters: [{ property: 'id', operator: 'equal', value: repair.id }] });
    expect(listed.records).toHaveLength(1);
    expect(JSON.stringify(listed.records[0])).toContain(ANONYMISED_CUSTOMER.name);
    expect(await count(server, 'payments', 'request_id = $1', [repair.id])).toBe(1);
    expect(await ledgerOf(customer.id)).toEqual(ledgerBefore);

    // What was erased is logged by table and column, without a value.
    const [log] = await server.database.query<{ remark: string }>(`SELECT remark FROM activity_logs WHERE entity_id = $1 AND activity = 'Customer personal data erased'`, [
      customer.id,
    ]);
    expect(log.remark).toContain('customers(first_name, last_name, email, mobile_number, alt_mobile_number, user_name, referral_code): 1');
    expect(log.remark).toContain('stored_files removed: 3');
    expect(log.remark).toContain('files: 3');
    expect(await json(admin, 'POST', LIST, { filters: [{ property: 'id', operator: 'equal', value: request.id }] })).toMatchObject({
      records: [{ status: 'deleted', customerName: ANONYMISED_CUSTOMER.name }],
    });

    // Deleted is final; the old mobile no longer names anyone.
    expect((await decide(request.id, { username: customer.id, status: 'revoked', remark: 'Too late' })).statusCode).toBe(409);
    expect((await call(admin, 'POST', BASE, { username: mobile })).statusCode).toBe(404);
  });
});
