import { describe, expect, it } from 'vitest';
import { PAYMENT_MOVES, PAYMENT_STATUSES, type PaymentEvent, type PaymentStatus } from './statuses';

/**
 * The status a payment in `from` has after `event` by PAYMENT_MOVES (the server's conditional updates), or undefined.
 */
function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | undefined {
  const move = PAYMENT_MOVES[event];
  return (move.from as readonly PaymentStatus[]).includes(from) ? move.to : undefined;
}

/** A payment in these statuses is over: no gateway answer changes it any more (a refund aside). */
const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['Paid', 'Failed', 'Cancelled', 'Refunded'];

describe('payment status moves', () => {
  it('takes a link payment Created → Verified → Paid, or Created → Failed / Cancelled', () => {
    expect(nextPaymentStatus('Created', 'verify')).toBe('Verified');
    expect(nextPaymentStatus('Verified', 'pay')).toBe('Paid');
    expect(nextPaymentStatus('Created', 'fail')).toBe('Failed');
    expect(nextPaymentStatus('Created', 'cancel')).toBe('Cancelled');
  });

  it('collects or cancels an unpaid payment, and refunds only a paid one', () => {
    expect(nextPaymentStatus('Unpaid', 'collect')).toBe('Paid');
    expect(nextPaymentStatus('Paid', 'refund')).toBe('Refunded');
    // Charges that no longer ask an unpaid amount cancel it (domain/payments/outstanding.ts).
    expect(nextPaymentStatus('Unpaid', 'cancel')).toBe('Cancelled');
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'Unpaid'))
      expect(nextPaymentStatus(status, 'collect')).toBeUndefined();
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'Paid'))
      expect(nextPaymentStatus(status, 'refund')).toBeUndefined();
  });

  it('never pays a payment that was not verified, and never moves a final one except a refund of a paid one', () => {
    expect(nextPaymentStatus('Created', 'pay')).toBeUndefined();
    expect(nextPaymentStatus('Unpaid', 'verify')).toBeUndefined();
    for (const status of FINAL_PAYMENT_STATUSES) {
      const moves = (Object.keys(PAYMENT_MOVES) as PaymentEvent[]).filter((event) => nextPaymentStatus(status, event));
      expect(moves).toEqual(status === 'Paid' ? ['refund'] : []);
    }
  });

  it('moves a payment to the same status twice only once (a second confirmation does nothing)', () => {
    expect(nextPaymentStatus('Paid', 'pay')).toBeUndefined();
    expect(nextPaymentStatus('Failed', 'fail')).toBeUndefined();
  });
});
