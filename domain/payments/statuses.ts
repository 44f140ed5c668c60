/**
 * Payment and transaction statuses and the moves between payment statuses (docs/rules/payments.md): a link payment is
 * Created when its link is sent, Verified when the gateway's signature or status call confirms it, then Paid; a link
 * that fails or is cancelled ends Failed or Cancelled; Cash and Pay Later start Unpaid and become Paid when collected,
 * or Cancelled when the charges no longer ask them; an admin refunds a Paid payment (Refunded). The server writes each
 * move as a conditional update (`WHERE status IN (from)`), so two confirmations of one payment change it once.
 */
import { PAYMENT_STATUSES, type PaymentStatus } from '../requests/statuses';

export { PAYMENT_STATUSES, type PaymentStatus };

export const TRANSACTION_STATUSES = ['Completed', 'Pending', 'Cancelled', 'Failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** What a transaction row records: a payment attempt at the gateway, a collection at the door, or a refund. */
export const TRANSACTION_KINDS = ['Payment', 'Collection', 'Refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** What a payment asks for: the booking's amount, or charges added to the request later. */
export const PAYMENT_PURPOSES = ['Booking', 'Charges'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The events that move a payment, each from the statuses it may start at. */
export const PAYMENT_MOVES = {
  verify: { from: ['Created'], to: 'Verified' },
  pay: { from: ['Verified'], to: 'Paid' },
  fail: { from: ['Created'], to: 'Failed' },
  cancel: { from: ['Created', 'Unpaid'], to: 'Cancelled' },
  collect: { from: ['Unpaid'], to: 'Paid' },
  refund: { from: ['Paid'], to: 'Refunded' },
} as const satisfies Record<string, { from: readonly PaymentStatus[]; to: PaymentStatus }>;
export type PaymentEvent = keyof typeof PAYMENT_MOVES;

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  notCollectable: (status: string) => `Only an unpaid payment can be collected; this one is ${status}`,
  notRefundable: (status: string) => `Only a paid payment can be refunded; this one is ${status}`,
  notALink: 'This payment is not paid by link',
  nothingToPay: 'This payment is of ₹0.00: there is nothing to pay, so no payment link is sent',
  notLinkable: (status: string) => `Only a payment waiting for its link can be sent again; this one is ${status}`,
  badSignature: 'The payment could not be verified',
  unknownLink: 'Unknown payment link',
  gatewayUnavailable: 'The payment gateway could not be reached. Try again later.',
  collected: 'Payment collected',
  refunded: 'Payment refunded',
  linkPaid: 'Payment received by link',
  linkFailed: 'Payment by link failed',
  asked: 'Payment asked',
  cancelled: 'Payment cancelled',
  replaced: (paymentId: string) => `Replaced by ${paymentId}: the charges changed`,
} as const;
