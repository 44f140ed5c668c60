import { sql } from 'drizzle-orm';
import { REQUEST_STAGES } from '../../../../domain/requests/dashboards';
import { z } from 'zod';
import { rowOf, type Executor } from '../../platform/db';
import { REQUEST_KINDS } from '../requestKinds';

/**
 * Whether the customer has a repair or pick-up still to be done (REQUEST_STAGES open: not yet resolved, collected,
 * completed or cancelled). The customer row is locked first: a booking for them (whose foreign key check shares that
 * row) waits for the deletion to end, and one booked just before is committed and seen here.
 */
export async function hasRequestsInProgress(tx: Executor, customerId: string): Promise<boolean> {
  await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR UPDATE`);
  const open = Object.values(REQUEST_KINDS).map(
    (kind) =>
      sql`SELECT 1 FROM ${kind.table} WHERE customer_id = ${customerId} AND status IN (${sql.join(
        REQUEST_STAGES[kind.name].open.map((status) => sql`${status}`),
        sql`, `,
      )})`,
  );
  const found = await rowOf(
    tx,
    z.object({ found: z.boolean() }),
    sql`SELECT EXISTS (${sql.join(open, sql` UNION ALL `)}) AS found`,
  );
  return found?.found === true;
}
