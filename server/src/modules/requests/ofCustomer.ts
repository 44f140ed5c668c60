import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REQUEST_STAGES } from '../../../../domain/requests/dashboards';
import { column, type Executor, rowOf } from '../../platform/db';
import { REQUEST_KINDS } from '../requestKinds';

/**
 * What the deletion of a customer's account reads of their requests of both kinds: the ids and the address lines as
 * fragments (an erasure statement stays one statement), and whether one is still to be done.
 */

/** The ids of the customer's requests of both kinds. */
export const customerRequestIds = (customerId: string): SQL =>
  sql`SELECT id FROM requests WHERE customer_id = ${customerId} UNION ALL SELECT id FROM pick_up_requests
        WHERE customer_id = ${customerId}`;

/** The address lines the customer's requests keep (typed at booking), as a relation of one column, a line or null. */
export const requestAddressLinesOf = (customerId: string): SQL =>
  sql`SELECT unnest(ARRAY[address_line1, address_line2, landmark]) FROM requests WHERE customer_id = ${customerId}
      UNION SELECT unnest(ARRAY[address_line1, address_line2, landmark]) FROM pick_up_requests
        WHERE customer_id = ${customerId}`;

const hasOpenRequestsRow = z.object({ found: z.boolean() });

/**
 * Whether the customer has a repair or pick-up still to be done (REQUEST_STAGES open: not yet resolved, collected,
 * completed or cancelled).
 */
export async function hasOpenRequests(tx: Executor, customerId: string): Promise<boolean> {
  const open = Object.values(REQUEST_KINDS).map(
    (kind) =>
      sql`SELECT 1 FROM ${kind.table} WHERE customer_id = ${customerId} AND status IN (${sql.join(
        REQUEST_STAGES[kind.name].open.map((status) => sql`${status}`),
        sql`, `,
      )})`,
  );
  const found = await rowOf(tx, hasOpenRequestsRow, sql`SELECT EXISTS (${sql.join(open, sql` UNION ALL `)}) AS found`);
  return found?.found === true;
}

const completedRequestsOfCustomerRow = z.object({ n: column.number });

/** How many of a customer's requests, of both kinds, are Completed, leaving out `exceptId`. */
export async function completedRequestsOfCustomer(tx: Executor, customerId: string, exceptId: string): Promise<number> {
  const counted = await rowOf(
    tx,
    completedRequestsOfCustomerRow,
    sql`SELECT (SELECT count(*) FROM requests WHERE customer_id = ${customerId} AND status = 'Completed'
        AND id <> ${exceptId})
      + (SELECT count(*) FROM pick_up_requests WHERE customer_id = ${customerId} AND status = 'Completed'
        AND id <> ${exceptId}) AS n`,
  );
  return counted?.n ?? 0;
}
