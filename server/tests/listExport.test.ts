import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRequestSchema } from '../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../domain/listExport';
import { defineListResource, runList } from '../src/platform/listEngine';
import { streamListExport } from '../src/platform/listExport';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let product: { id: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  product = (
    await call('admin', '/api/master/product', {
      name: 'Export Phone',
      status: 'Publish',
      categoryId: null,
      productTypes: [],
      image: null,
    })
  ).json();
  for (const [name, status] of [
    ['Export Screen', 'Publish'],
    ['Export Battery', 'Publish'],
    ['Export Hidden', 'Unpublish'],
  ]) {
    expect((await call('admin', '/api/master/repairService', { name, status, productId: product.id })).statusCode).toBe(
      201,
    );
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
  return { name: sheet.name, rows, sheet };
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

  const refused = async (body: object) => {
    const response = await call('admin', '/api/master/repairService/export', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/json/);
    return response.json() as { message: string; errors: Record<string, string> };
  };

  it(
    'refuses unknown columns, reference options, ' + 'filters and sorts with field messages before sending anything',
    async () => {
      expect((await refused(exportBody({ columns: [{ key: 'password', header: 'Password' }] }))).errors).toEqual({
        'columns.0.key': 'Unknown column: password',
      });
      expect(
        (await refused(exportBody({ columns: [{ key: 'productId', header: 'P', optionText: 'secret' }] }))).errors,
      ).toEqual({
        'columns.0.optionText': 'Column productId cannot show secret',
      });
      expect(
        (await refused(exportBody({ columns: [{ key: 'name', header: 'Name', optionText: 'id' }] }))).errors,
      ).toEqual({
        'columns.0.optionText': 'Column name cannot show id',
      });
      expect((await refused(exportBody({ columns: [] }))).errors).toEqual({ columns: 'Choose at least one column' });
      expect((await refused(exportBody({ name: '  ' }))).errors).toEqual({ name: 'Sheet name is required' });
      expect(
        (await refused(exportBody({ filters: [{ property: 'nope', operator: 'equal', value: 1 }] }))).message,
      ).toMatch(/nope/);
      expect((await refused(exportBody({ sortBy: 'nope' }))).errors).toEqual({ sortBy: 'Unknown sort property: nope' });
    },
  );

  it(
    'refuses half a surrogate pair in the sheet name or ' + 'a header (it has no UTF-8 form for the file name)',
    async () => {
      for (const name of ['\ud800x', 'Sheet \udfff'])
        expect((await refused(exportBody({ name }))).errors, JSON.stringify(name)).toEqual({
          name: 'Must not contain broken characters',
        });
      expect((await refused(exportBody({ columns: [{ key: 'name', header: 'x\ud83d' }] }))).errors).toEqual({
        'columns.0.header': 'Must not contain broken characters',
      });
    },
  );
});

describe('an export longer than one batch (keyset batches)', () => {
  // Batches of 7 rows over 60: sort values repeat across batch boundaries, some are NULL, instants differ by
  // microseconds.
  const readings = defineListResource({
    source: 'export_readings',
    properties: {
      id: { column: 'id', type: 'number', integer: true },
      score: { column: 'score', type: 'number', integer: true },
      takenAt: { column: 'taken_at', type: 'timestamp' },
    },
    defaultSortBy: 'id',
    key: 'id',
    maxPageSize: 7,
  });
  /** The OFFSET of each statement the export ran (its last parameter). */
  const offsets: unknown[] = [];
  const app = Fastify();
  app.post('/readings/export', (request, reply) => {
    const recording = {
      query: (text: string, params: unknown[] = []) => (
        offsets.push(params.at(-1)),
        server.database.query(text, params)
      ),
    };
    return streamListExport(
      reply,
      recording as unknown as TestServer['database'],
      readings,
      exportRequestSchema.parse(request.body),
    );
  });

  beforeAll(async () => {
    await server.database.query(`CREATE TABLE export_readings (id int PRIMARY KEY, score int, taken_at timestamptz)`);
    await server.database.query(`INSERT INTO export_readings
      SELECT n, CASE WHEN n % 9 = 0 THEN NULL ELSE n % 4 END,
             CASE WHEN n % 11 = 0 THEN NULL ELSE timestamptz '2024-05-01 10:00:00+00' + (n % 5) * interval
               '1 microsecond' END
      FROM generate_series(1, 60) AS n`);
  });
  afterAll(() => app.close());

  /** The list's own order, read as one page. */
  const listOrder = async (sortBy: string, sort: 1 | -1) =>
    (
      await runList(
        server.database,
        { ...readings, maxPageSize: 100 },
        filterRequestSchema.parse({ pageSize: 100, sortBy, sort }),
      )
    ).records.map((r) => String((r as { id: number }).id));

  it.each([
    ['score', 1],
    ['score', -1],
    ['takenAt', 1],
    ['takenAt', -1],
    ['id', 1],
    ['id', -1],
  ] as const)('sorted by %s (%i) writes every row once, in the list’s order', async (sortBy, sort) => {
    const response = await app.inject({
      method: 'POST',
      url: '/readings/export',
      payload: { name: 'Readings', columns: [{ key: 'id', header: 'Id' }], sortBy, sort },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (await sheetOf(response.rawPayload)).rows.slice(1).map((row) => String(row[0]));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toEqual(await listOrder(sortBy, sort));
    // Each batch starts after the last row read: no statement skips rows with OFFSET.
    expect(offsets.length).toBeGreaterThanOrEqual(9);
    expect(new Set(offsets.splice(0))).toEqual(new Set([0]));
  });

  it('keeps the filters on every batch', async () => {
    const filters = [{ property: 'score', operator: 'equal', value: 2 }];
    const response = await app.inject({
      method: 'POST',
      url: '/readings/export',
      payload: { name: 'Readings', columns: [{ key: 'id', header: 'Id' }], filters, sortBy: 'takenAt' },
    });
    const ids = (await sheetOf(response.rawPayload)).rows.slice(1).map((row) => Number(row[0]));
    expect(ids.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1).filter((n) => n % 9 !== 0 && n % 4 === 2),
    );
  });
});

describe('the spreadsheet file', () => {
  const cells = defineListResource({
    source: 'export_cells',
    properties: {
      id: { column: 'id', type: 'number', integer: true },
      label: { column: 'label', type: 'text' },
      amount: { column: 'amount', type: 'number' },
    },
    defaultSortBy: 'id',
    key: 'id',
  });
  const app = Fastify();
  app.post('/cells/export', (request, reply) =>
    streamListExport(reply, server.database, cells, exportRequestSchema.parse(request.body)),
  );
  const label = 'R&D <b>"Tom\'s"</b> 🚲\u0001\u0008\u000b\uffff ok\ttab';

  beforeAll(async () => {
    await server.database.query(`CREATE TABLE export_cells (id int PRIMARY KEY, label text, amount double precision)`);
    await server.database.query(`INSERT INTO export_cells VALUES (1, $1, 12.5), (2, '', -3), (3, NULL, NULL)`, [label]);
  });
  afterAll(() => app.close());

  it(
    'opens with its sheet name, a bold header, ' +
      'numbers as numbers and text as written (characters XML forbids left out)',
    async () => {
      const columns = [
        { key: 'id', header: 'Id' },
        { key: 'label', header: 'Label & <Name>' },
        { key: 'amount', header: 'Amount' },
      ];
      const response = await app.inject({
        method: 'POST',
        url: '/cells/export',
        payload: { name: 'R&D <"Cells">', columns, sortBy: 'id', sort: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''R%26D%20%3C%22Cells%22%3E.xlsx",
      );
      const { name, rows, sheet } = await sheetOf(response.rawPayload);
      expect(name).toBe('R&D <"Cells">');
      expect(rows).toEqual([
        ['Id', 'Label & <Name>', 'Amount'],
        [1, 'R&D <b>"Tom\'s"</b> 🚲 ok\ttab', 12.5],
        [2, undefined, -3],
        [3],
      ]);
      expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
      expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
      expect([1, 2, 3].map((index) => sheet.getColumn(index).width)).toEqual([14, 18, 14]);
    },
  );
});

describe('cells a spreadsheet program would run as formulas once saved as CSV', () => {
  const formulas = defineListResource({
    source: 'export_formulas',
    properties: { id: { column: 'id', type: 'number', integer: true }, label: { column: 'label', type: 'text' } },
    defaultSortBy: 'id',
    key: 'id',
  });
  const app = Fastify();
  app.post('/formulas/export', (request, reply) =>
    streamListExport(reply, server.database, formulas, exportRequestSchema.parse(request.body)),
  );
  const LABELS = [
    '=HYPERLINK("http://x.test","Open")',
    '+91 98765 43210',
    '-2+3',
    '@SUM(A1:A9)',
    '\tcmd',
    '\rcmd',
    'Mr. =Sharma',
    '₹-5',
  ];

  beforeAll(async () => {
    await server.database.query(`CREATE TABLE export_formulas (id int PRIMARY KEY, label text)`);
    for (const [index, label] of LABELS.entries())
      await server.database.query(`INSERT INTO export_formulas VALUES ($1, $2)`, [index, label]);
  });
  afterAll(() => app.close());

  it(
    'starts text that begins with =, +, -, @, ' +
      'tab or carriage return with an apostrophe (OWASP), numbers and other text as they are',
    async () => {
      const columns = [
        { key: 'label', header: '=Label' },
        { key: 'id', header: 'Id' },
      ];
      const response = await app.inject({
        method: 'POST',
        url: '/formulas/export',
        payload: { name: 'Formulas', columns, sortBy: 'id', sort: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = await sheetOf(response.rawPayload);
      expect(rows.map((row) => row[0])).toEqual([
        "'=Label",
        '\'=HYPERLINK("http://x.test","Open")',
        "'+91 98765 43210",
        "'-2+3",
        "'@SUM(A1:A9)",
        "'\tcmd",
        // XML reads a carriage return as a line feed.
        "'\ncmd",
        'Mr. =Sharma',
        '₹-5',
      ]);
      expect(rows.slice(1).map((row) => row[1])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    },
  );
});

describe('an export read by a client that pauses (backpressure)', () => {
  // 50 batches of 50 rows of some 1,200 characters that compress to about half: each batch is more than the streams
  // between the database and the client buffer (16 kB each).
  const ROWS = 2500;
  const BATCH_ROWS = 50;
  const BATCHES = ROWS / BATCH_ROWS;
  const DIGESTS = 38;
  const lines = defineListResource({
    source: 'export_lines',
    properties: { id: { column: 'id', type: 'number', integer: true }, text: { column: 'text', type: 'text' } },
    defaultSortBy: 'id',
    key: 'id',
    maxPageSize: BATCH_ROWS,
  });
  const request = exportRequestSchema.parse({
    name: 'Lines',
    columns: [
      { key: 'id', header: 'Id' },
      { key: 'text', header: 'Text' },
    ],
    sortBy: 'id',
    sort: 1,
  });

  beforeAll(async () => {
    await server.database.query(`CREATE TABLE export_lines (id int PRIMARY KEY, text text)`);
    await server.database.query(`INSERT INTO export_lines
      SELECT n, (SELECT string_agg(md5(n || '-' || i), '') FROM generate_series(1, ${DIGESTS}) AS i)
        FROM generate_series(1, ${ROWS}) AS n`);
  });

  /**
   * Starts an export of the lines to a client that keeps what it receives: the file's stream, the bytes the client had
   * received when each statement ran, and what the export logged.
   */
  async function exportLines(failAt?: number) {
    const chunks: Buffer[] = [];
    let received = 0;
    const statements: number[] = [];
    const logged: unknown[] = [];
    const database = {
      query: (text: string, params?: unknown[]) => {
        statements.push(received);
        if (statements.length === failAt) return Promise.reject(new Error('connection lost'));
        return server.database.query(text, params);
      },
    } as unknown as TestServer['database'];
    let file: Readable | undefined;
    const reply = {
      header: () => reply,
      send: (body: Readable) => ((file = body), reply),
      log: { error: (...args: unknown[]) => logged.push(args) },
    };
    await streamListExport(reply as unknown as FastifyReply, database, lines, request);
    file!.on('data', (chunk: Buffer) => ((received += chunk.length), chunks.push(chunk)));
    return { file: file!, chunks, statements, logged };
  }

  /** Lets the export run until it stops asking the database for more (a few quiet turns). */
  async function settle(statements: unknown[]) {
    for (let quiet = 0, seen = -1; quiet < 10; quiet = statements.length === seen ? quiet + 1 : 0) {
      seen = statements.length;
      await sleep(20);
    }
  }

  it('reads no further than the client takes, and every row once when it takes the rest', async () => {
    const { file, chunks, statements } = await exportLines();
    await new Promise((resolve) => file.once('data', () => (file.pause(), resolve(undefined))));
    await settle(statements);
    // The batch being compressed, the next one waiting for it and what the streams' buffers hold: not the list.
    expect(statements.length).toBeLessThan(BATCHES / 5);

    file.resume();
    await once(file, 'end');
    expect(statements).toHaveLength(BATCHES + 1);
    const size = Buffer.concat(chunks).length;
    // The last statement waited for the client: what had not reached it then is a few batches, not most of the list (as
    // when rows piled up in the writer while the first kilobytes went out).
    expect(size - statements.at(-1)!).toBeLessThan(4 * BATCH_ROWS * DIGESTS * 32);
    const { rows } = await sheetOf(Buffer.concat(chunks));
    expect(rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: ROWS }, (_, index) => index + 1));
    expect(rows.slice(1).every((row) => typeof row[1] === 'string' && row[1].length === DIGESTS * 32)).toBe(true);
  });

  it('ends the file with an error, and logs it, when the database fails after the start', async () => {
    const { file, statements, logged } = await exportLines(3);
    const [error] = (await once(file, 'error')) as [Error];
    expect(error.message).toBe('connection lost');
    expect(statements).toHaveLength(3);
    expect(logged).toHaveLength(1);
  });
});
