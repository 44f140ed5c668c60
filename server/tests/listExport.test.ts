import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../domain/listExport';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let product: { id: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  product = (await call('admin', '/api/master/product', { name: 'Export Phone', status: 'Publish', categoryId: null, productTypes: [], image: null })).json();
  for (const [name, status] of [
    ['Export Screen', 'Publish'],
    ['Export Battery', 'Publish'],
    ['Export Hidden', 'Unpublish'],
  ]) {
    expect((await call('admin', '/api/master/repairService', { name, status, productId: product.id })).statusCode).toBe(201);
  }
});
afterAll(() => server?.close());

type Who = keyof TestServer['tokens'];
function call(who: Who | undefined, url: string, payload: object) {
  return server.app.inject({ method: 'POST', url, headers: who ? bearer(server.tokens[who]) : {}, payload });
}

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'productId', header: 'Product' },
  { key: 'status', header: 'Status' },
  { key: 'lastUpdate', header: 'Last Update' },
];
const exportBody = (extra: object = {}) => ({
  name: 'Repair Services',
  columns: COLUMNS,
  filters: [{ property: 'name', operator: 'startsWith', value: 'Export' }],
  sortBy: 'name',
  sort: 1,
  ...extra,
});

/** The first sheet's name and rows as a spreadsheet program shows them. */
async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('POST master/<master>/export (a list streamed as XLSX)', () => {
  it('writes every matching record in the list’s order, references by name and timestamps in India time', async () => {
    const response = await call('admin', '/api/master/repairService/export', exportBody());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Repair%20Services.xlsx");
    const { name, rows } = await sheetOf(response.rawPayload);
    expect(name).toBe('Repair Services');
    expect(rows[0]).toEqual(['Name', 'Product', 'Status', 'Last Update']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['Export Battery', 'Export Phone', 'Publish'],
      ['Export Hidden', 'Export Phone', 'Unpublish'],
      ['Export Screen', 'Export Phone', 'Publish'],
    ]);
    for (const row of rows.slice(1)) expect(row[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('shows the entries the caller may see: published ones for a partner', async () => {
    const response = await call('channelPartner', '/api/master/repairService/export', exportBody());
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await sheetOf(response.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Export Battery', 'Export Screen']);
  });

  it('shows a reference column’s chosen property with its suffix', async () => {
    const columns = [{ key: 'productId', header: 'Product id', optionText: 'id', suffix: ' ✓' }];
    const response = await call('admin', '/api/master/repairService/export', exportBody({ columns }));
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await sheetOf(response.rawPayload);
    expect(rows.slice(1)).toEqual([[`${product.id} ✓`], [`${product.id} ✓`], [`${product.id} ✓`]]);
  });

  it('is for staff: a technician gets 403, an anonymous caller 401', async () => {
    expect((await call('technician', '/api/master/repairService/export', exportBody())).statusCode).toBe(403);
    expect((await call(undefined, '/api/master/repairService/export', exportBody())).statusCode).toBe(401);
  });

  it('refuses unknown columns, reference options, filters and sorts with field messages before sending anything', async () => {
    const refused = async (body: object) => {
      const response = await call('admin', '/api/master/repairService/export', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/json/);
      return response.json() as { message: string; errors: Record<string, string> };
    };
    expect((await refused(exportBody({ columns: [{ key: 'password', header: 'Password' }] }))).errors).toEqual({ 'columns.0.key': 'Unknown column: password' });
    expect((await refused(exportBody({ columns: [{ key: 'productId', header: 'P', optionText: 'secret' }] }))).errors).toEqual({
      'columns.0.optionText': 'Column productId cannot show secret',
    });
    expect((await refused(exportBody({ columns: [{ key: 'name', header: 'Name', optionText: 'id' }] }))).errors).toEqual({
      'columns.0.optionText': 'Column name cannot show id',
    });
    expect((await refused(exportBody({ columns: [] }))).errors).toEqual({ columns: 'Choose at least one column' });
    expect((await refused(exportBody({ name: '  ' }))).errors).toEqual({ name: 'Sheet name is required' });
    expect((await refused(exportBody({ filters: [{ property: 'nope', operator: 'equal', value: 1 }] }))).message).toMatch(/nope/);
    expect((await refused(exportBody({ sortBy: 'nope' }))).errors).toEqual({ sortBy: 'Unknown sort property: nope' });
  });
});
