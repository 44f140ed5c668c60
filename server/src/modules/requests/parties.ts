import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, idRow, rowOf } from '../../platform/db';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';

/** Whether the request exists (a file is uploaded only for a request that does). */
export async function requestExists(db: Executor, kind: RequestKindName, requestId: string): Promise<boolean> {
  return !!(await rowOf(db, idRow, sql`SELECT id FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}`));
}

const requestPartiesRow = z.object({
  channelPartnerId: z.string(),
  technicianId: z.string().nullable(),
  dealerId: z.string().nullable(),
});
export type RequestParties = z.output<typeof requestPartiesRow>;

/** Who works on the request: its partner, its technician, the dealer who booked it; undefined for an unknown one. */
export async function requestParties(
  db: Executor,
  kind: RequestKindName,
  requestId: string,
): Promise<RequestParties | undefined> {
  return rowOf(
    db,
    requestPartiesRow,
    sql`SELECT channel_partner_id AS "channelPartnerId", technician_id AS "technicianId", dealer_id AS "dealerId"
        FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}`,
  );
}
