import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterEntry, FilterRequest } from '../../domain/filters';
import { COUNT_CAP, filterRequestSchema } from '../../domain/filters';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { HttpError } from '../src/platform/errors';
import { buildListQuery, defineListResource, distinctValues, indiaDay, runList } from '../src/platform/listEngine';
import { freshPostgresDatabase } from './support/testServer';

let database: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;

// A table with a column of every property type, so each operator family meets real SQL.
const gadgets = defineListResource({
  source: 'gadgets',
  properties: {
    id: { column: 'id', type: 'number', integer: true },
    name: { column: 'name', type: 'text' },
    status: { column: 'status', type: 'enum', values: ['Publish', 'Unpublish'] },
    price: { column: 'price', type: 'number' },
    inStock: { column: 'in_stock', type: 'boolean' },
    launchDate: { column: 'launch_date', type: 'date' },
    createdAt: { column: 'created_at', type: 'timestamp' },
  },
  fields: ['id', 'name', 'status'],
  defaultSortBy: 'id',
  key: 'id',
});

beforeAll(async () => {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  drop = fresh?.drop;
  database = await openDatabase({ databaseUrl: fresh?.url, inMemory: !fresh });
  await database.query(
    `CREATE TABLE gadgets (id int PRIMARY KEY, name text, status text, price numeric, in_stock boolean,
        launch_date date, created_at timestamptz)`,
  );
  await database.query(`INSERT INTO gadgets VALUES
    (1, 'Washing Machine', 'Publish', 15000, true, '2024-01-15', '2024-01-15T20:00:00Z'),
    (2, 'washer 100%_dry', 'Unpublish', 899.5, false, '2024-01-16', '2024-01-15T17:00:00Z'),
    (3, 'Mobile Phone', 'Publish', 12000, true, '2024-02-01', '2024-02-01T05:00:00Z'),
    (4, '', 'Publish', NULL, NULL, NULL, NULL),
    (5, NULL, 'Unpublish', 100, true, '2023-12-31', '2023-12-31T18:29:59Z')`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const list = (request: Partial<FilterRequest>) =>
  runList(database, gadgets, filterRequestSchema.parse({ pageSize: 100, sort: 1, ...request }));
const ids = async (...filters: FilterEntry[]) => (await list({ filters })).records.map((r) => (r as { id: number }).id);
const rejection = async (request: Partial<FilterRequest>) => {
  const error = await list(request).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('list engine operators', () => {
  it('equal, notEqual (which keeps blanks) and in on text', async () => {
    expect(await ids({ property: 'name', operator: 'equal', value: 'Mobile Phone' })).toEqual([3]);
    expect(await ids({ property: 'name', operator: 'notEqual', value: 'Mobile Phone' })).toEqual([1, 2, 4, 5]);
    expect(await ids({ property: 'name', operator: 'in', value: ['Mobile Phone', 'Washing Machine'] })).toEqual([1, 3]);
    expect(await ids({ property: 'name', operator: 'in', value: [] })).toEqual([]);
  });

  it('contains, notContains, startsWith, endsWith ignore case and take % and _ literally', async () => {
    expect(await ids({ property: 'name', operator: 'contains', value: 'WASH' })).toEqual([1, 2]);
    expect(await ids({ property: 'name', operator: 'notContains', value: 'wash' })).toEqual([3, 4, 5]);
    expect(await ids({ property: 'name', operator: 'startsWith', value: 'mob' })).toEqual([3]);
    expect(await ids({ property: 'name', operator: 'endsWith', value: 'MACHINE' })).toEqual([1]);
    expect(await ids({ property: 'name', operator: 'contains', value: '100%_' })).toEqual([2]);
    expect(await ids({ property: 'name', operator: 'contains', value: '%' })).toEqual([2]);
    expect(await ids({ property: 'name', operator: 'contains', value: "'; DROP TABLE gadgets; --" })).toEqual([]);
  });

  it('isBlank and isPresent treat an empty text as blank', async () => {
    expect(await ids({ property: 'name', operator: 'isBlank' })).toEqual([4, 5]);
    expect(await ids({ property: 'name', operator: 'isPresent' })).toEqual([1, 2, 3]);
    expect(await ids({ property: 'price', operator: 'isBlank' })).toEqual([4]);
    expect(await ids({ property: 'createdAt', operator: 'isPresent' })).toEqual([1, 2, 3, 5]);
  });

  it('number comparisons, in, and digit search', async () => {
    expect(await ids({ property: 'price', operator: 'greaterThan', value: 899.5 })).toEqual([1, 3]);
    expect(await ids({ property: 'price', operator: 'lessThan', value: '1000' })).toEqual([2, 5]);
    expect(await ids({ property: 'price', operator: 'equal', value: 12000 })).toEqual([3]);
    expect(await ids({ property: 'id', operator: 'in', value: [2, '5'] })).toEqual([2, 5]);
    expect(await ids({ property: 'price', operator: 'startsWith', value: '1' })).toEqual([1, 3, 5]);
  });

  it('enum and boolean equality', async () => {
    expect(await ids({ property: 'status', operator: 'equal', value: 'Unpublish' })).toEqual([2, 5]);
    expect(await ids({ property: 'status', operator: 'in', value: ['Publish'] })).toEqual([1, 3, 4]);
    expect(await ids({ property: 'inStock', operator: 'equal', value: 'true' })).toEqual([1, 3, 5]);
    expect(await ids({ property: 'inStock', operator: 'notEqual', value: true })).toEqual([2, 4]);
  });

  it(
    'calendar-date columns: dateEqual, inclusive isAfter/isBefore, ' + 'exclusive greaterThan/lessThan, dd/MM/yyyy',
    async () => {
      expect(await ids({ property: 'launchDate', operator: 'dateEqual', value: '2024-01-16' })).toEqual([2]);
      expect(await ids({ property: 'launchDate', operator: 'dateEqual', value: '16/01/2024' })).toEqual([2]);
      expect(await ids({ property: 'launchDate', operator: 'isAfter', value: '2024-01-16' })).toEqual([2, 3]);
      expect(await ids({ property: 'launchDate', operator: 'isBefore', value: '2024-01-15' })).toEqual([1, 5]);
      expect(await ids({ property: 'launchDate', operator: 'greaterThan', value: '2024-01-16' })).toEqual([3]);
      expect(await ids({ property: 'launchDate', operator: 'lessThan', value: '2024-01-15' })).toEqual([5]);
    },
  );

  it('timestamps take the calendar day in India time', async () => {
    // 2024-01-15T20:00Z is 16 Jan 01:30 in India; 2024-01-15T17:00Z is 15 Jan 22:30.
    expect(indiaDay('2024-01-15T20:00:00Z')).toBe('2024-01-16');
    expect(await ids({ property: 'createdAt', operator: 'dateEqual', value: '2024-01-16' })).toEqual([1]);
    expect(await ids({ property: 'createdAt', operator: 'dateEqual', value: '2024-01-15' })).toEqual([2]);
    expect(await ids({ property: 'createdAt', operator: 'dateEqual', value: '2024-01-15T19:00:00.000Z' })).toEqual([1]);
    expect(await ids({ property: 'createdAt', operator: 'isAfter', value: '2024-01-16' })).toEqual([1, 3]);
    expect(await ids({ property: 'createdAt', operator: 'isBefore', value: '2023-12-31' })).toEqual([5]);
    expect(await ids({ property: 'createdAt', operator: 'isAfter', value: '2024-01-15T17:00:00Z' })).toEqual([1, 3]);
    expect(await ids({ property: 'createdAt', operator: 'lessThan', value: '2024-01-16' })).toEqual([2, 5]);
  });
});

describe('list engine paging and sorting', () => {
  it('pages with a total, sorts both ways by a whitelisted property', async () => {
    const page = await runList(
      database,
      gadgets,
      filterRequestSchema.parse({ pageSize: 2, pageNumber: 2, sort: -1, sortBy: 'id' }),
    );
    expect(page).toEqual({
      records: [
        { id: 3, name: 'Mobile Phone', status: 'Publish' },
        { id: 2, name: 'washer 100%_dry', status: 'Unpublish' },
      ],
      totalRecords: 5,
    });
    const last = await runList(database, gadgets, filterRequestSchema.parse({ pageSize: 2, pageNumber: 3, sort: 1 }));
    expect(last).toEqual({ records: [{ id: 5, name: null, status: 'Unpublish' }], totalRecords: 5 });
    const beyond = await runList(database, gadgets, filterRequestSchema.parse({ pageSize: 2, pageNumber: 9 }));
    expect(beyond).toEqual({ records: [], totalRecords: 5 });
    const byPrice = await list({ sortBy: 'price', sort: -1, filters: [{ property: 'price', operator: 'isPresent' }] });
    expect(byPrice.records.map((r) => (r as { id: number }).id)).toEqual([1, 3, 2, 5]);
  });

  it(
    'records are what the API answers: instants in ISO-8601 UTC with milliseconds, ' +
      'calendar days, numbers, booleans, nulls',
    async () => {
      const everything = defineListResource({
        source: 'gadgets',
        properties: gadgets.properties,
        defaultSortBy: 'id',
        key: 'id',
      });
      const page = await runList(
        database,
        everything,
        filterRequestSchema.parse({ filters: [{ property: 'id', operator: 'in', value: [2, 4] }], sort: 1 }),
      );
      expect(page).toEqual({
        records: [
          {
            id: 2,
            name: 'washer 100%_dry',
            status: 'Unpublish',
            price: 899.5,
            inStock: false,
            launchDate: '2024-01-16',
            createdAt: '2024-01-15T17:00:00.000Z',
          },
          { id: 4, name: '', status: 'Publish', price: null, inStock: null, launchDate: null, createdAt: null },
        ],
        totalRecords: 2,
      });
    },
  );

  it('adds server-side scope filters to the client filters', async () => {
    const page = await runList(
      database,
      gadgets,
      filterRequestSchema.parse({ filters: [{ property: 'name', operator: 'contains', value: 'wash' }] }),
      [{ property: 'status', operator: 'equal', value: 'Publish' }],
    );
    expect(page.records.map((r) => (r as { id: number }).id)).toEqual([1]);
  });

  it('counts no further than COUNT_CAP records past the page, and says so', async () => {
    await database.query(
      `CREATE TABLE many_rows AS SELECT n AS id FROM generate_series(1, ${2 * COUNT_CAP + 50}) AS n`,
    );
    const many = defineListResource({
      source: 'many_rows',
      properties: { id: { column: 'id', type: 'number', integer: true } },
      defaultSortBy: 'id',
      key: 'id',
    });
    const page = (request: Partial<FilterRequest>) =>
      runList(database, many, filterRequestSchema.parse({ pageSize: 10, sort: 1, ...request }));
    const first = await page({});
    expect(first.records.map((r) => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first).toMatchObject({ totalRecords: COUNT_CAP, totalCapped: true });
    expect(await page({ pageNumber: 2 })).toMatchObject({ totalRecords: COUNT_CAP + 10, totalCapped: true });
    // Near the end the count is exact again, and so is a filtered list under the cap.
    const near = await page({ pageNumber: (2 * COUNT_CAP) / 10 + 1 });
    expect(near.totalRecords).toBe(2 * COUNT_CAP + 50);
    expect(near).not.toHaveProperty('totalCapped');
    const some = await page({ filters: [{ property: 'id', operator: 'lessThan', value: COUNT_CAP / 2 + 1 }] });
    expect(some.totalRecords).toBe(COUNT_CAP / 2);
    expect(some).not.toHaveProperty('totalCapped');
    // Once the planner knows the table is far bigger than any count would go, an unfiltered page 1 is not counted.
    await database.query('ANALYZE many_rows');
    const statements: string[] = [];
    const recording = {
      ...database,
      query: (text: string, params?: unknown[]) => (statements.push(text), database.query(text, params)),
    } as DatabaseHandle;
    expect(await runList(recording, many, filterRequestSchema.parse({ pageSize: 10, sort: 1 }))).toMatchObject({
      totalRecords: COUNT_CAP,
      totalCapped: true,
    });
    expect(statements.some((text) => text.includes('AS counted'))).toBe(false);
    const query = buildListQuery(many, filterRequestSchema.parse({ pageSize: 10, pageNumber: 3 }));
    expect(query.countText).toMatch(/LIMIT \$\d+\) AS counted$/);
    expect(query.countParams.at(-1)).toBe(20 + COUNT_CAP + 1);
  });

  it('writes `in` with one value as `=`, with the same records', async () => {
    const one = buildListQuery(
      gadgets,
      filterRequestSchema.parse({ filters: [{ property: 'id', operator: 'in', value: [3] }] }),
    );
    expect(one.text).toContain('id = $1::integer');
    expect(one.text).not.toContain('ANY');
    expect(await ids({ property: 'id', operator: 'in', value: [3] })).toEqual([3]);
    expect(await ids({ property: 'id', operator: 'in', value: 3 })).toEqual([3]);
    expect(await ids({ property: 'status', operator: 'in', value: ['Unpublish'] })).toEqual([2, 5]);
    expect(await ids({ property: 'id', operator: 'in', value: [3, 5] })).toEqual([3, 5]);
  });

  it('filters a derived enum through its stored columns, with the records of the expression itself', async () => {
    const shown = `(CASE WHEN status = 'Publish' AND price IS NULL THEN 'Draft' ELSE status END)`;
    const derived = defineListResource({
      source: 'gadgets',
      properties: {
        id: { column: 'id', type: 'number', integer: true },
        state: {
          column: shown,
          type: 'enum',
          values: ['Publish', 'Unpublish', 'Draft'],
          isOneOf: (values, bind) => {
            const stored = values.filter((value) => value !== 'Draft' && value !== 'Publish');
            const conditions = stored.length ? [`status = ANY(${bind(stored)}::text[])`] : [];
            if (values.includes('Draft')) conditions.push(`(status = 'Publish' AND price IS NULL)`);
            if (values.includes('Publish')) conditions.push(`(status = 'Publish' AND price IS NOT NULL)`);
            return `(${conditions.join(' OR ')})`;
          },
        },
      },
      defaultSortBy: 'id',
      key: 'id',
    });
    const through = async (entry: FilterEntry) =>
      (
        await runList(database, derived, filterRequestSchema.parse({ filters: [entry], pageSize: 100, sort: 1 }))
      ).records.map((r) => (r as { id: number }).id);
    const direct = async (where: string) =>
      (await database.query<{ id: number }>(`SELECT id FROM gadgets WHERE ${where} ORDER BY id`)).map((r) => r.id);
    expect(await through({ property: 'state', operator: 'equal', value: 'Draft' })).toEqual(
      await direct(`${shown} = 'Draft'`),
    );
    expect(await through({ property: 'state', operator: 'equal', value: 'Publish' })).toEqual(
      await direct(`${shown} = 'Publish'`),
    );
    expect(await through({ property: 'state', operator: 'notEqual', value: 'Draft' })).toEqual(
      await direct(`${shown} <> 'Draft'`),
    );
    expect(await through({ property: 'state', operator: 'in', value: ['Draft', 'Unpublish'] })).toEqual(
      await direct(`${shown} IN ('Draft', 'Unpublish')`),
    );
    const rows = (await runList(database, derived, filterRequestSchema.parse({ pageSize: 100, sort: 1 }))).records as {
      id: number;
      state: string;
    }[];
    expect(rows.find((r) => r.id === 4)?.state).toBe('Draft');
  });

  it('sends values only as parameters', () => {
    const query = buildListQuery(
      gadgets,
      filterRequestSchema.parse({ filters: [{ property: 'name', operator: 'equal', value: "x' OR '1'='1" }] }),
    );
    expect(query.text).not.toContain("x'");
    expect(query.params).toContain("x' OR '1'='1");
  });
});

describe('list engine refusals', () => {
  it('an unknown property is a 400 naming the filter, before any SQL', async () => {
    const error = await rejection({
      filters: [{ property: 'name; DROP TABLE gadgets', operator: 'equal', value: 'x' }],
    });
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ 'filters.0.property': 'Unknown filter property: name; DROP TABLE gadgets' });
    expect((await list({})).totalRecords).toBe(5);
  });

  it('an operator the property type does not allow is a 400', async () => {
    const error = await rejection({
      filters: [
        { property: 'name', operator: 'contains', value: 'a' },
        { property: 'inStock', operator: 'contains', value: 'a' },
      ],
    });
    expect(error.errors).toEqual({ 'filters.1.operator': 'Operator contains is not allowed for inStock' });
    expect(
      (await rejection({ filters: [{ property: 'price', operator: 'isAfter', value: '2024-01-01' }] })).errors,
    ).toHaveProperty(['filters.0.operator']);
  });

  it('values of the wrong kind are a 400 on the value', async () => {
    expect((await rejection({ filters: [{ property: 'price', operator: 'equal', value: 'cheap' }] })).errors).toEqual({
      'filters.0.value': 'Must be a number',
    });
    expect((await rejection({ filters: [{ property: 'id', operator: 'equal', value: 1.5 }] })).errors).toEqual({
      'filters.0.value': 'Must be a whole number',
    });
    expect(
      (await rejection({ filters: [{ property: 'status', operator: 'equal', value: 'Deleted' }] })).errors,
    ).toEqual({
      'filters.0.value': 'Must be one of Publish, Unpublish',
    });
    expect(
      (await rejection({ filters: [{ property: 'launchDate', operator: 'dateEqual', value: '2024-02-30' }] })).errors,
    ).toEqual({ 'filters.0.value': 'Not a valid date' });
    expect((await rejection({ filters: [{ property: 'name', operator: 'equal' }] })).errors).toEqual({
      'filters.0.value': 'A value is required',
    });
  });

  it('sortBy must be a listed property', async () => {
    const error = await rejection({ sortBy: 'price DESC; DROP TABLE gadgets' });
    expect(error.errors).toEqual({ sortBy: 'Unknown sort property: price DESC; DROP TABLE gadgets' });
  });
});

describe('distinct values', () => {
  it('gives sorted distinct non-null values, by reading rows or walking an index', async () => {
    expect(await distinctValues(database, { source: 'gadgets', column: 'status' })).toEqual(['Publish', 'Unpublish']);
    expect(await distinctValues(database, { source: 'gadgets', column: 'status', loose: true })).toEqual([
      'Publish',
      'Unpublish',
    ]);
    expect(
      await distinctValues(database, { source: 'gadgets', column: 'name', where: [['status', 'Unpublish']] }),
    ).toEqual(['washer 100%_dry']);
    expect(
      await distinctValues(database, {
        source: 'gadgets',
        column: 'name',
        where: [['status', 'Publish']],
        loose: true,
      }),
    ).toEqual(['', 'Mobile Phone', 'Washing Machine']);
  });
});
