import type { DatabaseHandle, Queryable } from '../client';

/**
 * Synthetic rows at marketplace scale for benchmarks and capacity checks (npm run seed:scale). Each kind tops its
 * table up to the asked number of synthetic rows (marked so they are never mistaken for real data) in batches of
 * generate_series, so a run can be repeated or raised.
 */
export interface ScaleKind {
  /** The table it fills; refreshed with ANALYZE after a run. */
  table: string;
  /** The tables to ANALYZE when it fills more than one (default: `table`). */
  analyze?: string[];
  /** How many synthetic rows the table holds now. */
  count(database: DatabaseHandle): Promise<number>;
  /** Inserts the synthetic rows numbered from..to (inclusive). */
  insert(database: DatabaseHandle, from: number, to: number): Promise<unknown>;
}

/** A SQL array literal of constant strings (quotes doubled). */
export const sqlList = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export const countOf = async (database: DatabaseHandle, text: string) =>
  Number((await database.query<{ n: number }>(text))[0].n);

/** Rows per statement: a batch of the scale generator in one statement would hold its locks and memory too long. */
const CHUNK = 25_000;

/**
 * Runs `insert` over from..to in chunks of CHUNK rows, each chunk one transaction without a statement timeout (a bulk
 * load is not an API query: on a busy machine a chunk's foreign-key checks outlasted the API's 10 s).
 */
export async function inChunks(
  database: DatabaseHandle,
  from: number,
  to: number,
  insert: (tx: Queryable, first: number, last: number) => Promise<unknown>,
) {
  for (let first = from; first <= to; first += CHUNK) {
    const last = Math.min(first + CHUNK - 1, to);
    await database.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      await insert(tx, first, last);
    });
  }
}
