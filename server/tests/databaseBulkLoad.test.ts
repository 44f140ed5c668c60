import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { freshPostgresDatabase } from './support/testServer';

let database: DatabaseHandle;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  if (fresh) cleanups.push(fresh.drop);
  database = await openDatabase({ databaseUrl: fresh?.url, inMemory: !fresh });
  await database.query("CREATE TABLE bulk_load_check (id int PRIMARY KEY, label text, note text DEFAULT 'kept')");
});
afterAll(async () => {
  await database?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const stored = () =>
  database.query<{ id: number; label: string | null; note: string }>(
    'SELECT id, label, note FROM bulk_load_check ORDER BY id',
  );

describe('bulk loads (COPY on PGlite, a JSON record set on PostgreSQL)', () => {
  it('keeps every character and NULL as they were, and fills the columns not named with their defaults', async () => {
    const labels = [
      'plain',
      'back\\slash',
      'tab\there',
      'two\nlines',
      'carriage\rreturn',
      '\\N',
      '\\.',
      'Dvārakā ಬೆಂಗಳೂರು',
      '',
    ];
    const added = await database.copyInto(
      'bulk_load_check',
      ['id', 'label'],
      [...labels.map((label, i) => [i + 1, label]), [100, null]],
    );
    expect(added).toBe(labels.length + 1);
    expect(await stored()).toEqual([
      ...labels.map((label, i) => ({ id: i + 1, label, note: 'kept' })),
      { id: 100, label: null, note: 'kept' },
    ]);
    expect(await database.copyInto('bulk_load_check', ['id', 'label'], [])).toBe(0);
  });

  it('runs in a transaction that a failure undoes whole', async () => {
    const before = await stored();
    await expect(
      database.transaction(async (tx) => {
        await tx.copyInto('bulk_load_check', ['id', 'label'], [[200, 'added in the transaction']]);
        expect(await tx.query('SELECT label FROM bulk_load_check WHERE id = 200')).toEqual([
          { label: 'added in the transaction' },
        ]);
        await tx.copyInto('bulk_load_check', ['id', 'label'], [[1, 'a duplicate key']]);
      }),
    ).rejects.toThrow();
    expect(await stored()).toEqual(before);
    expect(await database.transaction(async (tx) => tx.copyInto('bulk_load_check', ['id'], [[300]]))).toBe(1);
    expect((await stored()).at(-1)).toEqual({ id: 300, label: null, note: 'kept' });
  });
});
