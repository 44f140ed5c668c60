import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponRefusal, type CouponTerms } from './coupons';

const terms: CouponTerms = {
  code: 'DIWALI',
  active: true,
  validFrom: '2026-10-20',
  validTo: '2026-11-05',
  totalUseLimit: 3,
  perCustomerLimit: 1,
};

describe('whether a booking may apply a coupon', () => {
  it('within its days (India calendar, both ends included) and while active', () => {
    expect(couponRefusal(terms, '2026-10-20')).toBeUndefined();
    expect(couponRefusal(terms, '2026-11-05')).toBeUndefined();
    expect(couponRefusal(terms, '2026-10-19')).toBe(COUPON_MESSAGES.notYetValid('DIWALI', '2026-10-20'));
    expect(couponRefusal(terms, '2026-11-06')).toBe(COUPON_MESSAGES.expired('DIWALI', '2026-11-05'));
    expect(couponRefusal({ ...terms, active: false }, '2026-10-25')).toBe(COUPON_MESSAGES.unknown);
    expect(couponRefusal(undefined, '2026-10-25')).toBe(COUPON_MESSAGES.unknown);
  });

  it('under its total and per-customer limits; null means no limit', () => {
    expect(couponRefusal(terms, '2026-10-25', { total: 2, byCustomer: 0 })).toBeUndefined();
    expect(couponRefusal(terms, '2026-10-25', { total: 3, byCustomer: 0 })).toBe(COUPON_MESSAGES.usedUp('DIWALI'));
    expect(couponRefusal(terms, '2026-10-25', { total: 2, byCustomer: 1 })).toBe(
      COUPON_MESSAGES.usedByCustomer('DIWALI', 1),
    );
    expect(
      couponRefusal({ ...terms, totalUseLimit: null, perCustomerLimit: null }, '2026-10-25', {
        total: 10_000,
        byCustomer: 50,
      }),
    ).toBeUndefined();
    expect(COUPON_MESSAGES.usedByCustomer('DIWALI', 2)).toBe(
      'This customer has already used coupon DIWALI 2 times, as many times as it allows one customer',
    );
  });
});
