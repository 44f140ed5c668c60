import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
type Who = keyof TestServer['tokens'];
const NON_ADMINS: Who[] = ['channelPartner', 'dealer', 'technician', 'customerCare'];

describe.each([
  { path: 'product', label: 'Product', prefix: 'PID', extra: { categoryId: null, productTypes: [], image: null } },
  { path: 'brand', label: 'Brand', prefix: 'BID', extra: { logo: null } },
])('master $path', ({ path, label, prefix, extra }) => {
  const base = `/api/master/${path}`;
  const call = (who: Who | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `${base}${url}`,
      headers: who ? bearer(server.tokens[who]) : {},
      ...(payload && { payload }),
    });
  const create = async (name: string, status = 'Publish') => {
    const response = await call('admin', 'POST', '', { name, status });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; name: string; status: string; createdAt: string; lastUpdate: string };
  };
  const allNames = async () => ((await call('admin', 'GET', '')).json() as { name: string }[]).map((r) => r.name);

  it('admin creates an entry with a generated id and timestamps', async () => {
    const created = await create(`${label} Washing Machine`);
    expect(created).toEqual({
      id: expect.stringMatching(new RegExp(`^${prefix}\\d+$`)),
      name: `${label} Washing Machine`,
      status: 'Publish',
      ...extra,
      createdAt: expect.stringMatching(ISO),
      lastUpdate: expect.stringMatching(ISO),
    });
    const fetched = await call('admin', 'GET', `/getById/${created.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created);
  });

  it('refuses a bad body with field messages and writes nothing', async () => {
    const before = await allNames();
    const blank = await call('admin', 'POST', '', { name: '   ', status: 'Publish' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: `${label} name is required`,
      errors: { name: `${label} name is required` },
    });
    const badStatus = await call('admin', 'POST', '', { name: 'Valid name', status: 'Live' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual({ status: 'Status must be Publish or Unpublish' });
    const tooLong = await call('admin', 'POST', '', { name: 'x'.repeat(256) });
    expect(tooLong.json().errors).toEqual({ name: `${label} name must be at most 255 characters` });
    expect(await allNames()).toEqual(before);
  });

  it('refuses a duplicate name in any case', async () => {
    await create(`${label} Refrigerator`);
    const before = await allNames();
    const duplicate = await call('admin', 'POST', '', { name: `${label.toUpperCase()} REFRIGERATOR` });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      message: `${label} name already exists`,
      errors: { name: `${label} name already exists` },
    });
    expect(await allNames()).toEqual(before);
  });

  it('updates name and status, bumping lastUpdate; unknown ids and taken names are refused', async () => {
    const created = await create(`${label} Air Cooler`);
    await create(`${label} Heater`);
    const updated = await call('admin', 'PUT', '', {
      id: created.id,
      name: `${label} Air Cooler XL`,
      status: 'Unpublish',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      name: `${label} Air Cooler XL`,
      status: 'Unpublish',
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.json().lastUpdate)).toBeGreaterThan(Date.parse(created.lastUpdate));

    const missing = await call('admin', 'PUT', '', { id: `${prefix}999999`, name: 'Nobody', status: 'Publish' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: `${label} not found` });

    const taken = await call('admin', 'PUT', '', { id: created.id, name: `${label} heater`, status: 'Publish' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: `${label} name already exists` });
    expect((await call('admin', 'GET', `/getById/${created.id}`)).json().name).toBe(`${label} Air Cooler XL`);
  });

  it('deletes an entry; then it is gone', async () => {
    const created = await create(`${label} Toaster`);
    const deleted = await call('admin', 'DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: created.id, name: `${label} Toaster` });
    expect((await call('admin', 'GET', `/getById/${created.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/${created.id}`)).statusCode).toBe(404);
  });

  it('getById of an unknown id is a 404 with a message', async () => {
    const response = await call('admin', 'GET', `/getById/${prefix}424242`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `${label} not found` });
  });

  it.each(NON_ADMINS)('%s may read but gets 403 on every write, which changes nothing', async (who) => {
    const created = await create(`${label} Fan for ${who}`);
    expect((await call(who, 'GET', '')).statusCode).toBe(200);
    expect((await call(who, 'POST', '', { name: `${label} by ${who}` })).statusCode).toBe(403);
    expect((await call(who, 'POST', '', { name: '' })).statusCode, 'the role is checked before the body').toBe(403);
    expect((await call(who, 'PUT', '', { id: created.id, name: 'Renamed', status: 'Publish' })).statusCode).toBe(403);
    const del = await call(who, 'DELETE', `/${created.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ message: expect.any(String) });
    expect((await call('admin', 'GET', `/getById/${created.id}`)).json().name).toBe(`${label} Fan for ${who}`);
    expect(await allNames()).not.toContain(`${label} by ${who}`);
  });

  it('anonymous callers get 401 on reads and writes', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/getById/x'],
      ['GET', '/getByOptions'],
      ['POST', '/getByPaginationAndFilter'],
      ['POST', ''],
      ['PUT', ''],
      ['DELETE', '/x'],
    ] as const) {
      const response = await call(undefined, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('non-admins see published entries only; admins see all', async () => {
    const hidden = await create(`${label} Hidden Draft`, 'Unpublish');
    const shown = await create(`${label} Shown`, 'Publish');
    const partnerNames = ((await call('channelPartner', 'GET', '')).json() as { name: string }[]).map((r) => r.name);
    expect(partnerNames).toContain(shown.name);
    expect(partnerNames).not.toContain(hidden.name);
    expect(await allNames()).toContain(hidden.name);
    expect((await call('dealer', 'GET', `/getById/${hidden.id}`)).statusCode).toBe(404);
    const page = await call('technician', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'name', operator: 'contains', value: 'hidden draft' }],
    });
    expect(page.json()).toEqual({ records: [], totalRecords: 0 });
    const adminPage = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'name', operator: 'contains', value: 'hidden draft' }],
    });
    expect(adminPage.json().records.map((r: { id: string }) => r.id)).toEqual([hidden.id]);
  });

  it('getByOptions matches exactly on name (any case), status and id', async () => {
    const created = await create(`${label} Microwave`, 'Unpublish');
    const byName = await call(
      'admin',
      'GET',
      `/getByOptions?name=${encodeURIComponent(`${label.toLowerCase()} microwave`)}`,
    );
    expect(byName.json()).toEqual([created]);
    expect((await call('admin', 'GET', `/getByOptions?name=${encodeURIComponent(`${label} Micro`)}`)).json()).toEqual(
      [],
    );
    expect((await call('admin', 'GET', `/getByOptions?id=${created.id}&status=Unpublish`)).json()).toEqual([created]);
    expect((await call('admin', 'GET', `/getByOptions?id=${created.id}&status=Publish`)).json()).toEqual([]);
    expect((await call('admin', 'GET', '/getByOptions?status=Archived')).statusCode).toBe(400);
  });

  it('getByPaginationAndFilter filters, sorts and pages', async () => {
    for (const n of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      await create(`${label} Paged ${n}`, n === 'Bravo' ? 'Unpublish' : 'Publish');
    const page = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [
        { property: 'name', operator: 'startsWith', value: `${label} paged` },
        { property: 'status', operator: 'equal', value: 'Publish' },
      ],
      pageSize: 2,
      pageNumber: 1,
      sort: 1,
      sortBy: 'name',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalRecords).toBe(3);
    expect(page.json().records.map((r: { name: string }) => r.name)).toEqual([
      `${label} Paged Alpha`,
      `${label} Paged Charlie`,
    ]);
    const today = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [
        { property: 'createdAt', operator: 'dateEqual', value: new Date().toISOString() },
        { property: 'name', operator: 'in', value: [`${label} Paged Delta`] },
      ],
    });
    expect(today.json().records.map((r: { name: string }) => r.name)).toEqual([`${label} Paged Delta`]);
  });

  it('getByPaginationAndFilter refuses unknown properties and operators with a 400', async () => {
    const unknown = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'password', operator: 'equal', value: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Unknown filter property: password',
      errors: { 'filters.0.property': 'Unknown filter property: password' },
    });
    const operator = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'status', operator: 'contains', value: 'Pub' }],
    });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().errors).toEqual({ 'filters.0.operator': 'Operator contains is not allowed for status' });
    const notAnOperator = await call('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'name', operator: 'like', value: 'x' }],
    });
    expect(notAnOperator.statusCode).toBe(400);
    expect(notAnOperator.json().errors).toEqual({ 'filters.0.operator': 'Unknown filter operator' });
    const sortBy = await call('admin', 'POST', '/getByPaginationAndFilter', { sortBy: 'secret' });
    expect(sortBy.json().errors).toEqual({ sortBy: 'Unknown sort property: secret' });
  });
});

describe('master filtersData', () => {
  it('lists the statuses and names of products (published only for non-admins)', async () => {
    const headers = bearer(server.tokens.admin);
    await server.app.inject({
      method: 'POST',
      url: '/api/master/product',
      headers,
      payload: { name: 'Filter Kettle', status: 'Unpublish' },
    });
    await server.app.inject({ method: 'POST', url: '/api/master/product', headers, payload: { name: 'Filter Iron' } });
    const admin = (await server.app.inject({ url: '/api/master/product/filtersData', headers })).json();
    expect(admin.statuses).toEqual(['Publish', 'Unpublish']);
    expect(admin.names).toEqual(expect.arrayContaining(['Filter Iron', 'Filter Kettle']));
    const partner = (
      await server.app.inject({ url: '/api/master/product/filtersData', headers: bearer(server.tokens.channelPartner) })
    ).json();
    expect(partner.names).toContain('Filter Iron');
    expect(partner.names).not.toContain('Filter Kettle');
  });

  it('does not exist for brands', async () => {
    const response = await server.app.inject({
      url: '/api/master/brand/filtersData',
      headers: bearer(server.tokens.admin),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the master routes with their schemas', async () => {
    const spec = server.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { tags: string[]; requestBody: { content: Record<string, { schema: { properties: object } }> } }>
      >;
    };
    const post = spec.paths['/api/master/product'].post;
    expect(post.tags).toEqual(['master product']);
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(
      spec.paths['/api/master/brand/getByPaginationAndFilter'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('filters');
    expect(spec.paths).toHaveProperty(['/api/master/pincodes/distinct']);
    expect(spec.paths).toHaveProperty(['/api/ifsc/{code}']);
  });
});
