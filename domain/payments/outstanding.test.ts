import { describe, expect, it } from 'vitest';
import { outstandingPaise, paymentStep, requestPaymentStatus } from './outstanding';

describe('what a request still owes', () => {
  it('is the total less its verified and paid payments; refunded, failed, cancelled and open ones paid nothing', () => {
    expect(outstandingPaise(10000, [])).toBe(10000);
    expect(
      outstandingPaise(10000, [
        { status: 'Paid', amountPaise: 6000 },
        { status: 'Verified', amountPaise: 1000 },
        { status: 'Refunded', amountPaise: 500 },
        { status: 'Failed', amountPaise: 500 },
        { status: 'Cancelled', amountPaise: 500 },
        { status: 'Created', amountPaise: 3000 },
        { status: 'Unpaid', amountPaise: 3000 },
      ]),
    ).toBe(3000);
    expect(outstandingPaise(5000, [{ status: 'Paid', amountPaise: 6000 }])).toBe(-1000);
  });
});

describe('the payment step after the charges change', () => {
  const paid = { status: 'Paid', amountPaise: 6000 } as const;

  it('sets an unpaid payment to what is owed, and replaces a link already sent for another amount', () => {
    expect(paymentStep(9000, [{ status: 'Unpaid', amountPaise: 6000 }])).toEqual({
      step: 'setAmount',
      amountPaise: 9000,
    });
    expect(paymentStep(9000, [paid, { status: 'Unpaid', amountPaise: 1000 }])).toEqual({
      step: 'setAmount',
      amountPaise: 3000,
    });
    expect(paymentStep(9000, [{ status: 'Created', amountPaise: 6000 }])).toEqual({
      step: 'replace',
      amountPaise: 9000,
    });
    expect(paymentStep(9000, [paid, { status: 'Created', amountPaise: 3000 }])).toEqual({ step: 'keep' });
  });

  it('asks charges of a request whose booking was paid, and the booking again when nothing was paid', () => {
    expect(paymentStep(9000, [paid])).toEqual({ step: 'ask', amountPaise: 3000, purpose: 'Charges' });
    expect(paymentStep(9000, [{ status: 'Failed', amountPaise: 6000 }])).toEqual({
      step: 'ask',
      amountPaise: 9000,
      purpose: 'Booking',
    });
    expect(paymentStep(9000, [{ status: 'Refunded', amountPaise: 9000 }])).toEqual({
      step: 'ask',
      amountPaise: 9000,
      purpose: 'Booking',
    });
  });

  it('cancels the open payment when nothing is owed, and refuses a total below what was paid', () => {
    expect(paymentStep(6000, [paid, { status: 'Created', amountPaise: 3000 }])).toEqual({ step: 'cancel' });
    expect(paymentStep(0, [{ status: 'Unpaid', amountPaise: 3000 }])).toEqual({ step: 'cancel' });
    expect(paymentStep(6000, [paid])).toEqual({ step: 'keep' });
    expect(paymentStep(5000, [paid, { status: 'Created', amountPaise: 3000 }])).toEqual({
      step: 'refuse',
      paidPaise: 6000,
    });
  });
});

describe("the request's own payment status", () => {
  it("is its open payment's, else its latest paid payment's, else its latest payment's", () => {
    expect(requestPaymentStatus([{ status: 'Paid' }, { status: 'Created' }])).toBe('Created');
    expect(requestPaymentStatus([{ status: 'Cancelled' }, { status: 'Unpaid' }, { status: 'Cancelled' }])).toBe(
      'Unpaid',
    );
    expect(requestPaymentStatus([{ status: 'Verified' }, { status: 'Paid' }, { status: 'Cancelled' }])).toBe('Paid');
    expect(requestPaymentStatus([{ status: 'Paid' }, { status: 'Refunded' }])).toBe('Paid');
    expect(requestPaymentStatus([{ status: 'Cancelled' }, { status: 'Failed' }])).toBe('Failed');
    expect(requestPaymentStatus([])).toBeUndefined();
  });
});
