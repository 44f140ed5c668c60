import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '../../../../domain/payments/statuses';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { z } from 'zod';
import { column, type Executor, rowOf } from '../../platform/db';

export type { RequestKindName };

/**
 * The two kinds of request one booking pipeline writes: where each keeps its rows. A module of its own, under requests
 * and the modules that follow a request (payments, files, escalations, statistics, deletion), so that they can name a
 * request's kind without importing the requests module, which imports some of them.
 */
export interface RequestKind {
  name: RequestKindName;
  /** The request table (trusted text, never from a client). */
  table: SQL;
  tableName: 'requests' | 'pick_up_requests';
  /** The activity log's entity type. */
  entityType: string;
  notFound: string;
}

export const REQUEST_KINDS: Record<RequestKindName, RequestKind> = {
  repair: {
    name: 'repair',
    table: sql.raw('requests'),
    tableName: 'requests',
    entityType: 'request',
    notFound: 'Request not found',
  },
  pickUp: {
    name: 'pickUp',
    table: sql.raw('pick_up_requests'),
    tableName: 'pick_up_requests',
    entityType: 'pickUpRequest',
    notFound: 'Pick-up request not found',
  },
};

/**
 * What the payments read and write of their request's row. The request tables belong to the requests, which use the
 * payments; these statements live here, below both, so that the payments never name a request table themselves.
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
