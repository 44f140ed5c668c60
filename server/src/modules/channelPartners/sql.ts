import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

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

/**
 * A partner's status as it stands now: an open invitation past its expiry is Expired from that instant, whether or not
 * the expiry job (invitationExpiry.ts) has stored it yet. Reads derive it; they never write.
 */
export const PAST_EXPIRY_SQL = `cp.status = 'Invited' AND cp.invite_expires_at < now()`;
export const CURRENT_STATUS_SQL = `(CASE WHEN ${PAST_EXPIRY_SQL} THEN 'Expired' ELSE cp.status END)`;
export const CURRENT_STATUS = sql.raw(CURRENT_STATUS_SQL);

/**
 * "The current status is one of `values`", on the stored columns, so the (status, …) index answers it. Only Invited
 * and Expired differ from the stored status: an invitation past its expiry is stored Invited until the job runs.
 */
export function currentStatusIsOneOf(values: string[], bind: (value: unknown) => string): string {
  const wanted = new Set(values);
  const stored = values.filter((value) => value !== 'Invited' && value !== 'Expired');
  const conditions: string[] = [];
  if (wanted.has('Invited') && wanted.has('Expired')) stored.push('Invited', 'Expired');
  else if (wanted.has('Invited')) conditions.push(`(cp.status = 'Invited' AND (cp.invite_expires_at IS NULL OR cp.invite_expires_at >= now()))`);
  else if (wanted.has('Expired')) conditions.push(`cp.status = 'Expired'`, `(${PAST_EXPIRY_SQL})`);
  if (stored.length === 1) conditions.unshift(`cp.status = ${bind(stored[0])}`);
  else if (stored.length > 1) conditions.unshift(`cp.status = ANY(${bind(stored)}::text[])`);
  return `(${conditions.join(' OR ')})`;
}

/** An ISO instant from a timestamp column, whichever way the driver returned it. */
export const iso = (value: unknown) => new Date(value as string | Date).toISOString();
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** Ids of uuid columns: anything else cannot match, so it is answered before asking the database (which would refuse the cast). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
