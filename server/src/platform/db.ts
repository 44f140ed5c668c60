import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The database or a transaction: anything that runs a statement. */
export type Executor = Pick<Database, 'execute'>;
/** A transaction of the database (also accepted where a Database is expected, e.g. recordActivity). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw statement, the same with PGlite and node-postgres. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function firstRow<T>(db: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** An ISO instant from a timestamp column, whichever way the driver returned it. */
export const iso = (value: unknown) => new Date(value as string | Date).toISOString();
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** Ids of uuid columns: anything else cannot match, so it is answered before asking the database (which would refuse the cast). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
