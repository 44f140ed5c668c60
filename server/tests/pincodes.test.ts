import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodeRows, readDirectory, seedPincodes } from '../src/db/seed/pincodes';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let seeded: number;
let indexesBefore: string[];
const indexes = async () =>
  (
    await server.database.query<{ definition: string }>(
      `SELECT indexdef AS definition FROM pg_indexes WHERE tablename = 'pincodes' ORDER BY indexname`,
    )
  ).map((i) => i.definition);
beforeAll(async () => {
  server = await startTestServer();
  indexesBefore = await indexes();
  // The one test file that loads the whole directory (about 155k areas).
  seeded = await seedPincodes(server.database);
});
afterAll(() => server?.close());

type Who = keyof TestServer['tokens'];
const request = (who: Who | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/master/pincodes${url}`,
    headers: who ? bearer(server.tokens[who]) : {},
    ...(payload && { payload }),
  });
const list = async (body: object, who: Who = 'channelPartner') => {
  const response = await request(who, 'POST', '/getByPaginationAndFilter', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    records: {
      id: number;
      code: number;
      area: string;
      city: string;
      district: string;
      state: string;
      status: string;
    }[];
    totalRecords: number;
  };
};
const distinct = async (query: string) => {
  const response = await request('technician', 'GET', `/distinct?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as (string | number)[];
};

describe('the seeded post-office directory', () => {
  it('loads once, in bulk', async () => {
    expect(seeded).toBeGreaterThan(150_000);
    expect(await seedPincodes(server.database)).toBe(0);
  });

  it('holds exactly the directory’s areas, as one row each, with the indexes built again', async () => {
    const line = (r: { code: number; area: string; city: string; district: string; state: string }) =>
      [r.code, r.area, r.city, r.district, r.state].join('|');
    const expected = pincodeRows(readDirectory()).map(line).sort();
    const stored = await server.database.query<{
      code: number;
      area: string;
      city: string;
      district: string;
      state: string;
      status: string;
    }>('SELECT code, area, city, district, state, status FROM pincodes');
    expect(seeded).toBe(expected.length);
    expect(stored.map(line).sort()).toEqual(expected);
    expect(stored.every((r) => r.status === 'Active')).toBe(true);
    // Spot checks, a backslash the directory really has among them (COPY's escape character).
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 560001, area: 'Vidhana Soudha', district: 'Bangalore', state: 'Karnataka' }),
        expect.objectContaining({
          code: 744101,
          area: 'Port Blair',
          city: 'Port Blair',
          district: 'South Andaman',
          state: 'Andaman & Nicobar Islands',
        }),
        expect.objectContaining({
          code: 852137,
          area: 'Chunni\\',
          city: 'Chhatapur',
          district: 'Supaul',
          state: 'Bihar',
        }),
      ]),
    );
    expect(indexesBefore.length).toBeGreaterThan(1);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('answers the screens’ pincode query: code equal, page size 9999, sort -1', async () => {
    const page = await list({
      filters: [{ property: 'code', operator: 'equal', value: 560001 }],
      pageSize: 9999,
      pageNumber: 1,
      sort: -1,
    });
    expect(page.totalRecords).toBe(page.records.length);
    expect(page.records.every((p) => p.code === 560001 && p.state === 'Karnataka' && p.district === 'Bangalore')).toBe(
      true,
    );
    expect(page.records.map((p) => p.area)).toEqual(
      expect.arrayContaining(['Vidhana Soudha', 'Mahatma Gandhi Road', 'Bangalore']),
    );
  });

  it('answers code in [...] and a paged state + area search', async () => {
    const both = await list({
      filters: [{ property: 'code', operator: 'in', value: [560001, 110001] }],
      pageSize: 9999,
    });
    expect(new Set(both.records.map((p) => p.code))).toEqual(new Set([560001, 110001]));
    const page = await list({
      filters: [
        { property: 'state', operator: 'equal', value: 'Karnataka' },
        { property: 'area', operator: 'contains', value: 'NAGAR' },
      ],
      pageSize: 10,
      pageNumber: 2,
      sort: 1,
      sortBy: 'area',
    });
    expect(page.records).toHaveLength(10);
    expect(page.totalRecords).toBeGreaterThan(100);
    expect(page.records.every((p) => p.state === 'Karnataka' && /nagar/i.test(p.area))).toBe(true);
    const areas = page.records.map((p) => p.area);
    expect(areas).toEqual([...areas].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses unknown properties and operators', async () => {
    const response = await request('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'code', operator: 'isAfter', value: '2024-01-01' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'filters.0.operator': 'Operator isAfter is not allowed for code' });
    const unknown = await request('admin', 'POST', '/getByPaginationAndFilter', {
      filters: [{ property: 'pincode', operator: 'equal', value: 1 }],
    });
    expect(unknown.json().errors).toEqual({ 'filters.0.property': 'Unknown filter property: pincode' });
  });

  it('exports a whole state, several batches long, as one XLSX sheet in the list’s order', async () => {
    const [state] = await server.database.query<{ state: string; areas: number }>(
      `SELECT state, count(*)::int AS areas FROM pincodes GROUP BY state HAVING count(*) > 5000 ORDER BY count(*)
          LIMIT 1`,
    );
    const response = await request('customerCare', 'POST', '/export', {
      name: `Pincodes ${state.state}`,
      columns: [
        { key: 'code', header: 'Pincode' },
        { key: 'area', header: 'Area' },
      ],
      filters: [{ property: 'state', operator: 'equal', value: state.state }],
      sortBy: 'code',
      sort: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(state.areas);
    const codes = rows.map((row) => row[1] as number);
    expect(codes.every((code, i) => i === 0 || codes[i - 1] <= code)).toBe(true);
    expect(new Set(rows.map((row) => `${row[1]}|${row[2]}`)).size).toBe(state.areas);
  });

  it('filtersData gives every state, sorted', async () => {
    const response = await request('dealer', 'GET', '/filtersData');
    const { states } = response.json() as { states: string[] };
    expect(states).toHaveLength(35);
    expect(states).toEqual(expect.arrayContaining(['Karnataka', 'Delhi', 'Jammu & Kashmir', 'Tamil Nadu']));
    expect(states).toEqual([...states].sort());
  });

  it('distinct walks state -> district -> city -> code -> area', async () => {
    expect(await distinct('field=state')).toContain('Sikkim');
    expect(await distinct('field=district&state=Sikkim')).toEqual([
      'East Sikkim',
      'North Sikkim',
      'South Sikkim',
      'West Sikkim',
    ]);
    const cities = await distinct('field=city&state=Karnataka&district=Bangalore');
    expect(cities).toContain('Bangalore North');
    expect(cities).not.toContain('Bangalore north');
    const codes = await distinct(
      `field=code&state=Karnataka&district=Bangalore&city=${encodeURIComponent('Bangalore North')}`,
    );
    expect(codes).toContain(560001);
    expect(codes.every((c) => typeof c === 'number' && c >= 560000 && c < 563000)).toBe(true);
    expect(await distinct('field=area&code=560001')).toEqual(expect.arrayContaining(['Vidhana Soudha', 'Cubban Road']));
    expect(await distinct('field=district&state=Atlantis')).toEqual([]);
  });

  it('distinct refuses an unknown field', async () => {
    const response = await request('admin', 'GET', '/distinct?field=password');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('field');
  });
});

describe('pincode writes', () => {
  const area = {
    code: 999001,
    area: 'Reloop Test Colony',
    city: 'Testpur',
    district: 'Test District',
    state: 'Test State',
  };

  it('admin adds a pincode area; a duplicate code and area is refused', async () => {
    const created = await request('admin', 'POST', '', area);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...area, status: 'Active' });
    const duplicate = await request('admin', 'POST', '', { ...area, city: 'Elsewhere' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      message: 'This area already exists for the pincode',
      errors: { area: 'This area already exists for the pincode' },
    });
    expect((await list({ filters: [{ property: 'code', operator: 'equal', value: 999001 }] })).records).toEqual([
      created.json(),
    ]);
    expect((await request('admin', 'GET', '/filtersData')).json().states).toContain('Test State');
  });

  it('refuses bad bodies with field messages and writes nothing', async () => {
    const badCode = await request('admin', 'POST', '', { ...area, code: 12345, area: 'Short Code' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors).toEqual({ code: 'Not a valid Pincode' });
    const blank = await request('admin', 'POST', '', { code: 999002, area: '', city: 'X', district: 'Y', state: 'Z' });
    expect(blank.json().errors).toEqual({ area: 'Area is required' });
    expect((await list({ filters: [{ property: 'area', operator: 'equal', value: 'Short Code' }] })).totalRecords).toBe(
      0,
    );
    expect((await list({ filters: [{ property: 'code', operator: 'equal', value: 999002 }] })).totalRecords).toBe(0);
  });

  it('admin updates a pincode; an inactive area leaves the pickers', async () => {
    const [existing] = (await list({ filters: [{ property: 'code', operator: 'equal', value: 999001 }] })).records;
    const updated = await request('admin', 'PUT', '', { ...existing, city: 'New Testpur', status: 'Inactive' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: existing.id, city: 'New Testpur', status: 'Inactive' });
    expect(await distinct('field=area&code=999001')).toEqual([]);
    const missing = await request('admin', 'PUT', '', { ...area, id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Pincode not found' });
  });

  it.each(['channelPartner', 'dealer', 'technician', 'customerCare'] as const)('%s gets 403 on writes', async (who) => {
    expect((await request(who, 'POST', '', { ...area, area: `By ${who}` })).statusCode).toBe(403);
    expect((await request(who, 'PUT', '', { ...area, id: 1 })).statusCode).toBe(403);
    expect((await list({ filters: [{ property: 'area', operator: 'equal', value: `By ${who}` }] })).totalRecords).toBe(
      0,
    );
  });

  it('anonymous callers get 401', async () => {
    expect((await request(undefined, 'POST', '', area)).statusCode).toBe(401);
    expect((await request(undefined, 'POST', '/getByPaginationAndFilter', {})).statusCode).toBe(401);
    expect((await request(undefined, 'GET', '/filtersData')).statusCode).toBe(401);
    expect((await request(undefined, 'GET', '/distinct?field=state')).statusCode).toBe(401);
  });
});
