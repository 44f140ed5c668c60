import { paymentMoveRefusal, type RequestPaymentMove } from '../../../../domain/payments/requestStatus';
import type { PaymentStatus } from '../../../../domain/payments/statuses';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import type { Executor } from '../../platform/db';
import { conflict } from '../../platform/errors';

/** The request of a payment row as a join (one row at most), and its column expressions (trusted SQL text). */
export interface PaymentRequestJoin {
  join: string;
  columns: Record<
    'channelPartnerId' | 'customerId' | 'status' | 'serviceId' | 'userName' | 'appointmentDate' | 'appointmentSlot',
    string
  >;
}

/**
 * What the payments read and write of their requests. The requests use the payments (a booking asks for its payment,
 * a cancellation cancels it), so the payments cannot import the requests: the requests connect this side when they
 * load (requests/index.ts), and every path to a payment (the app, the seeds) goes through them.
 */
export interface PaymentRequests {
  /** The request's status, share-locked when asked inside a transaction (a cancellation in progress is waited for). */
  statusOf(
    tx: Executor,
    kind: RequestKindName,
    requestId: string,
    options?: { lock?: boolean },
  ): Promise<string | undefined>;
  /** How the customer of the request pays (Link, Cash, Pay Later...). */
  paymentMethodOf(tx: Executor, kind: RequestKindName, requestId: string): Promise<string>;
  /** Stores the request's copy of its payments' status, which its lists filter on. */
  storePaymentStatus(tx: Executor, kind: RequestKindName, requestId: string, status: PaymentStatus): Promise<void>;
  /** The request of a payment aliased `payment`. */
  joinOf(payment: string): PaymentRequestJoin;
}

let connected: PaymentRequests | undefined;

/** The requests hand the payments their side (once, when the requests load). */
export function connectPaymentRequests(requests: PaymentRequests) {
  connected = requests;
}

/** The side the requests connected; a payment touched before the requests loaded is a wiring mistake. */
export function paymentRequests(): PaymentRequests {
  if (!connected)
    throw new Error('the payments were used before the requests connected their side (requests/index.ts)');
  return connected;
}

/**
 * The payment's request must still take `move` (domain paymentMoveRefusal: not once it is Cancelled), else 409 with the
 * reason. Inside a transaction the request row is share-locked, so a cancellation in progress is waited for and then
 * seen.
 */
export async function assertRequestTakesPayment(
  tx: Executor,
  head: { requestId: string; requestKind: RequestKindName },
  move: RequestPaymentMove,
  options: { lock?: boolean } = {},
) {
  const status = await paymentRequests().statusOf(tx, head.requestKind, head.requestId, options);
  const refusal = status !== undefined && paymentMoveRefusal(head.requestId, status, move);
  if (refusal) throw conflict(refusal, { status: refusal });
}
