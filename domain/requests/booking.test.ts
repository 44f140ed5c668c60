import { describe, expect, it } from 'vitest';
import { bookingAmounts, DEALER_PAYMENT_METHODS, matchCoupon, rupees } from './booking';

describe('booking amounts in paise', () => {
  it('takes the coupon off the price, then GST at the igst percent of what is left', () => {
    // ₹549.00, 10% coupon, 18% GST: discount 54.90, GST 18% of 494.10 = 88.938 -> 88.94, total 583.04.
    expect(bookingAmounts({ pricePaise: 54900, couponPercent: 10, igstPercent: 18 })).toEqual({
      pricePaise: 54900,
      discountPaise: 5490,
      gstPaise: 8894,
      totalPaise: 58304,
    });
    expect(rupees(58304)).toBe('583.04');
  });

  it('rounds each amount half up to a whole paisa', () => {
    // 15% of ₹9.99 = 149.85 paise -> 150; GST 5% of 849 = 42.45 -> 42.
    expect(bookingAmounts({ pricePaise: 999, couponPercent: 15, igstPercent: 5 })).toEqual({
      pricePaise: 999,
      discountPaise: 150,
      gstPaise: 42,
      totalPaise: 891,
    });
    // 18% of 1.50 paise... 25 paise at 18% = 4.5 -> 5.
    expect(bookingAmounts({ pricePaise: 25, igstPercent: 18 }).gstPaise).toBe(5);
  });

  it('without a coupon the discount is 0; a coupon never takes more than the price', () => {
    expect(bookingAmounts({ pricePaise: 44900, igstPercent: 0 })).toEqual({
      pricePaise: 44900,
      discountPaise: 0,
      gstPaise: 0,
      totalPaise: 44900,
    });
    expect(bookingAmounts({ pricePaise: 1000, couponPercent: 150, igstPercent: 18 })).toMatchObject({
      discountPaise: 1000,
      gstPaise: 0,
      totalPaise: 0,
    });
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => bookingAmounts({ pricePaise: 10.5, igstPercent: 18 })).toThrow(RangeError);
  });
});

describe('coupons and payment modes', () => {
  it('matches a typed code case-insensitively; an unknown code matches nothing', () => {
    const coupons = [{ code: 'MONSOON15', percentage: 15 }];
    expect(matchCoupon(' monsoon15 ', coupons)).toEqual(coupons[0]);
    expect(matchCoupon('WINTER', coupons)).toBeUndefined();
    expect(matchCoupon('', coupons)).toBeUndefined();
  });

  it('offers dealers every payment mode but Cash', () => {
    expect(DEALER_PAYMENT_METHODS).toEqual(['Link', 'PayLater']);
  });
});
