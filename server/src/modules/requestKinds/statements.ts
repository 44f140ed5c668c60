import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentStatus } from '../../../../domain/payments/statuses';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { column, type Executor, idRow, rowOf } from '../../platform/db';
import { REQUEST_KINDS } from './kinds';

/**
 * What the modules below the requests read and write of a request's row: the payments (its status and payment method,
 * the copy of its payments' status), the rewards (a customer's completed requests) and the files (who works on it). The
 * request tables belong to the requests, which use these modules; the statements live here, below all of them, so that
 * none of them names a request table itself.
 */

/** A request's status, share-locked when asked inside a transaction (a cancellation in progress is waited for). */
export async function requestStatusOf(
  tx: Executor,
  kind: RequestKindName,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<string | undefined> {
  const lock = options.lock ? sql` FOR SHARE` : sql``;
  const request = await rowOf(
    tx,
    z.object({ status: z.string() }),
    sql`SELECT status FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}${lock}`,
  );
  return request?.status;
}

/** How the customer of a request pays (Link, Cash, Pay Later...). */
export async function requestPaymentMethod(tx: Executor, kind: RequestKindName, requestId: string): Promise<string> {
  const request = await rowOf(
    tx,
    z.object({ method: z.string() }),
    sql`SELECT payment_method AS method FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}`,
  );
  return request!.method;
}

/** The request's copy of its payments' status, which its lists filter on. */
export async function storeRequestPaymentStatus(
  tx: Executor,
  kind: RequestKindName,
  requestId: string,
  status: PaymentStatus,
) {
  await tx.execute(sql`UPDATE ${REQUEST_KINDS[kind].table} SET payment_status = ${status} WHERE id = ${requestId}`);
}

/**
 * The request of each payment row `payment` (an alias) for a list's source: one row of one request table at most, so a
 * count can read the payments alone. The columns are expressions over the joined request.
 */
export function paymentRequestJoin(payment: string) {
  const either = (column: string) => `coalesce(r.${column}, pr.${column})`;
  return {
    join: `LEFT JOIN requests r ON ${payment}.request_kind = 'repair' AND r.id = ${payment}.request_id
  LEFT JOIN pick_up_requests pr ON ${payment}.request_kind = 'pickUp' AND pr.id = ${payment}.request_id`,
    columns: {
      channelPartnerId: either('channel_partner_id'),
      customerId: either('customer_id'),
      status: either('status'),
      serviceId: either('service_id'),
      userName: either('user_name'),
      appointmentDate: either('appointment_date'),
      appointmentSlot: either('appointment_slot'),
    },
  };
}

/** How many of a customer's requests, of both kinds, are Completed, leaving out `exceptId`. */
export async function completedRequestsOfCustomer(tx: Executor, customerId: string, exceptId: string): Promise<number> {
  const counted = await rowOf(
    tx,
    z.object({ n: column.number }),
    sql`SELECT (SELECT count(*) FROM requests WHERE customer_id = ${customerId} AND status = 'Completed'
        AND id <> ${exceptId})
      + (SELECT count(*) FROM pick_up_requests WHERE customer_id = ${customerId} AND status = 'Completed'
        AND id <> ${exceptId}) AS n`,
  );
  return counted?.n ?? 0;
}

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
