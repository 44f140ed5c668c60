/**
 * One payment record per amount asked of a customer: when a request's charges change, what it still owes is
 * its total less what its settled payments paid, and its one open payment (a link waiting, or cash still to collect)
 * asks exactly that: an unpaid one takes the new amount, a link already sent (its amount is fixed at the gateway) is
 * cancelled and replaced, and a request whose payments are all settled gets a new payment for the rest.
 */
import type { PaymentPurpose, PaymentStatus } from './statuses';

/** A payment in these statuses paid its amount (a refunded one gave it back). */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['Verified', 'Paid'];
/**
 * A payment in these statuses still asks its amount: a link sent (Created) or cash and pay later to collect (Unpaid).
 */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['Created', 'Unpaid'];

interface PaymentShare {
  status: PaymentStatus;
  amountPaise: number;
}

/** What a request still owes: its total less the amounts of its paid payments (negative when it paid more). */
export function outstandingPaise(totalPaise: number, payments: readonly PaymentShare[]): number {
  return payments
    .filter((p) => PAID_PAYMENT_STATUSES.includes(p.status))
    .reduce((rest, p) => rest - p.amountPaise, totalPaise);
}

/** The step that makes a request's payments ask what it owes. */
type PaymentStep =
  | { step: 'keep' }
  | { step: 'refuse'; paidPaise: number }
  | { step: 'cancel' }
  | { step: 'setAmount'; amountPaise: number }
  | { step: 'replace'; amountPaise: number }
  | { step: 'ask'; amountPaise: number; purpose: PaymentPurpose };

/**
 * The step for a request of `totalPaise` whose payments are `payments` (its open one, if any, among them): refuse when
 * the total fell below what was paid (a refund is a separate action); cancel the open payment when nothing is owed;
 * otherwise the open payment asks what is owed (an Unpaid one in place, a Created link replaced), or a new payment asks
 * it: the booking's when nothing was paid yet, else charges added later.
 */
export function paymentStep(totalPaise: number, payments: readonly PaymentShare[]): PaymentStep {
  const owed = outstandingPaise(totalPaise, payments);
  const open = payments.find((p) => OPEN_PAYMENT_STATUSES.includes(p.status));
  if (owed < 0) return { step: 'refuse', paidPaise: totalPaise - owed };
  if (owed === 0) return open ? { step: 'cancel' } : { step: 'keep' };
  if (!open) return { step: 'ask', amountPaise: owed, purpose: owed === totalPaise ? 'Booking' : 'Charges' };
  if (open.amountPaise === owed) return { step: 'keep' };
  return open.status === 'Unpaid' ? { step: 'setAmount', amountPaise: owed } : { step: 'replace', amountPaise: owed };
}

/**
 * The request's own payment status (its lists filter on it): its open payment's, else its latest paid payment's, else
 * its latest payment's (Failed, Cancelled, Refunded). Payments come oldest first.
 */
export function requestPaymentStatus(payments: readonly { status: PaymentStatus }[]): PaymentStatus | undefined {
  const latest = (statuses?: readonly PaymentStatus[]) =>
    payments.findLast((p) => !statuses || statuses.includes(p.status))?.status;
  return latest(OPEN_PAYMENT_STATUSES) ?? latest(PAID_PAYMENT_STATUSES) ?? latest();
}
