import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { column, idRow, rowOf, rowsOf } from '../src/platform/db';
import { freshPostgresDatabase } from './support/testServer';

/**
 * Raw statements read through a row schema, on the engine the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).
 */
let database: DatabaseHandle;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  if (fresh) cleanups.push(fresh.drop);
  database = await openDatabase({ databaseUrl: fresh?.url, inMemory: !fresh });
  await database.query(
    `CREATE TABLE row_check (id text PRIMARY KEY, amount numeric NOT NULL, big bigint NOT NULL,
        at timestamptz NOT NULL)`,
  );
  await database.query(
    `INSERT INTO row_check VALUES ('a', 12.5, 9000000000, '2026-12-02T10:00:00Z'), ('b', 3, 1, now())`,
  );
});
afterAll(async () => {
  await database?.close();
  for (const cleanup of cleanups) await cleanup();
});

const checkRow = z.object({ id: z.string(), amount: column.number, big: column.number, at: column.instant });

describe('rows read through their schema', () => {
  it(
    'answers numbers for numeric and bigint columns and ISO text for instants, ' + 'whichever driver answered',
    async () => {
      const [first] = await rowsOf(database.db, checkRow, sql`SELECT id, amount, big, at FROM row_check ORDER BY id`);
      expect(first).toEqual({ id: 'a', amount: 12.5, big: 9000000000, at: '2026-12-02T10:00:00.000Z' });
    },
  );

  it('fails on a renamed column, naming the row and the column, instead of answering undefined', async () => {
    const renamed = rowsOf(database.db, checkRow, sql`SELECT id, amount AS total, big, at FROM row_check ORDER BY id`);
    await expect(renamed).rejects.toThrow('A row does not match its schema at 0.amount');
  });

  it('fails on a column of another type (a boolean where text is expected)', async () => {
    await expect(rowOf(database.db, idRow, sql`SELECT big > 0 AS id FROM row_check WHERE id = 'b'`)).rejects.toThrow(
      'at 0.id',
    );
  });

  it('answers undefined when a single-row read finds none', async () => {
    expect(await rowOf(database.db, idRow, sql`SELECT id FROM row_check WHERE id = 'none'`)).toBeUndefined();
  });
});
