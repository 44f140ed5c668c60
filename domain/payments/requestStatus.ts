/**
 * Which payment moves a request's status allows (README "Payments by request status"): every move
 * while the request is alive; none once it is Cancelled, because cancelling cancels its open payment and needs its paid
 * ones refunded first. The server checks this with the request row locked, so a collection racing a cancellation loses.
 */
import { rupees } from '../requests/booking';

/** The moves a payment route makes on a request's payment. */
export type RequestPaymentMove = 'collect' | 'payByLink' | 'sendLink' | 'refund';

/** Request statuses in which no payment moves any more. */
const PAYMENTS_CLOSED_STATUSES: readonly string[] = ['Cancelled'];

const MOVE_WORDS: Record<RequestPaymentMove, string> = {
  collect: 'collected',
  payByLink: 'paid',
  sendLink: 'sent again',
  refund: 'refunded',
};

export const REQUEST_PAYMENT_MESSAGES = {
  requestCancelled: (requestId: string, move: RequestPaymentMove) =>
    `Request ${requestId} is cancelled: its payments can no longer be ${MOVE_WORDS[move]}`,
  refundBeforeCancel: (paidPaise: number) =>
    `This request has ₹${rupees(paidPaise)} paid: refund its payments before cancelling it`,
  cancelledWithRequest: 'Payment cancelled: the request was cancelled',
} as const;

/** Why `move` is refused on a payment of a request in `status` (undefined when it is allowed). */
export function paymentMoveRefusal(requestId: string, status: string, move: RequestPaymentMove): string | undefined {
  return PAYMENTS_CLOSED_STATUSES.includes(status)
    ? REQUEST_PAYMENT_MESSAGES.requestCancelled(requestId, move)
    : undefined;
}
