import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';

/** The database or a transaction: anything that runs a statement. */
export type Executor = Pick<Database, 'execute'>;
/** A transaction of the database (also accepted where a Database is expected, e.g. recordActivity). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw statement, the same with PGlite and node-postgres, unchecked: read them through rowsOf. */
async function rows(db: Executor, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/**
 * Whether a statement answers a row: an existence check (`SELECT 1 ... LIMIT 1`) or a write that found its row
 * (`DELETE ... RETURNING 1`). Nothing of the row is read, so it needs no schema.
 */
export async function hasRow(db: Executor, query: SQL): Promise<boolean> {
  return (await rows(db, query)).length > 0;
}

/** How many rows a statement answers: the rows a guarded `UPDATE ... RETURNING 1` changed. */
export async function rowCount(db: Executor, query: SQL): Promise<number> {
  return (await rows(db, query)).length;
}

/**
 * Rows of a raw statement, each checked against the row's schema: the type the compiler trusts is the schema's, and a
 * column renamed in the statement or the table fails here, on the first test that runs the query, with the column
 * named, instead of passing as undefined. A failed check is a fault of the code (500), never of the caller's input.
 */
export async function rowsOf<Row extends z.ZodType>(db: Executor, row: Row, query: SQL): Promise<z.output<Row>[]> {
  const found = await rows(db, query);
  // Row by row: a z.array(row) built per call costs more than the check of a short answer (the dashboards' bench).
  const checked: z.output<Row>[] = new Array(found.length);
  for (let index = 0; index < found.length; index++) {
    const parsed = row.safeParse(found[index]);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new Error(`A row does not match its schema at ${[index, ...issue.path].join('.')}: ${issue.message}`);
    }
    checked[index] = parsed.data;
  }
  return checked;
}

/** The first row of a raw statement, checked as rowsOf does; undefined when there is none. */
export async function rowOf<Row extends z.ZodType>(
  db: Executor,
  row: Row,
  query: SQL,
): Promise<z.output<Row> | undefined> {
  return (await rowsOf(db, row, query))[0];
}

/** Column schemas for rows read by rowsOf, accepting what either driver returns for the column's type. */
export const column = {
  /** timestamptz / timestamp: a Date from PGlite and node-postgres, a string when cast to text; answered as ISO. */
  instant: z.union([z.date(), z.string()]).transform((value) => iso(value)),
  /** bigint, numeric and count(*): node-postgres answers text for them, PGlite a number. */
  number: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number),
};

/** An ISO instant from a timestamp column, whichever way the driver returned it. */
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * Ids of uuid columns: anything else cannot match, so it is answered before asking the database (which would refuse the
 * cast).
 */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Values as a list of parameters, for an `IN (...)`. */
export const valueList = (values: readonly unknown[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The row of a statement that answers one text id (`RETURNING id`, a lookup by a natural key). */
export const idRow = z.object({ id: z.string() });
