import { describe, expect, it } from 'vitest';
import { amountDuePaise, requestAmounts } from './amounts';
import { bookingAmounts } from './booking';

const booked = {
  pricePaise: 54900,
  couponDiscountPaise: 5490,
  sparePartsPaise: 0,
  adminDiscountPaise: 0,
  igstPercent: 18,
};

describe('request amounts in paise (spare parts and discounts add lines)', () => {
  it("keeps the booking's numbers for a request without spare parts or discount", () => {
    for (const input of [
      { pricePaise: 54900, couponPercent: 10, igstPercent: 18 },
      { pricePaise: 999, couponPercent: 15, igstPercent: 5 },
      { pricePaise: 44900, igstPercent: 0 },
      { pricePaise: 1000, couponPercent: 150, igstPercent: 18 },
    ]) {
      const booking = bookingAmounts(input);
      const amounts = requestAmounts({
        pricePaise: booking.pricePaise,
        couponDiscountPaise: booking.discountPaise,
        sparePartsPaise: 0,
        adminDiscountPaise: 0,
        igstPercent: input.igstPercent,
      });
      expect(amounts).toMatchObject({
        pricePaise: booking.pricePaise,
        couponDiscountPaise: booking.discountPaise,
        gstPaise: booking.gstPaise,
        totalPaise: booking.totalPaise,
      });
    }
  });

  it('adds the spare parts to the taxable amount and takes the admin discount off it, GST on what is left', () => {
    // 549.00 − 54.90 + 2 × 120.50 = 735.10; − 35.10 = 700.00; GST 18% = 126.00; total 826.00.
    expect(requestAmounts({ ...booked, sparePartsPaise: 24100, adminDiscountPaise: 3510 })).toEqual({
      pricePaise: 54900,
      couponDiscountPaise: 5490,
      sparePartsPaise: 24100,
      adminDiscountPaise: 3510,
      taxablePaise: 70000,
      gstPaise: 12600,
      totalPaise: 82600,
    });
  });

  it('rounds GST half up to a whole paisa', () => {
    // 5% of 10 paise = 0.5 -> 1; 5% of 9 paise = 0.45 -> 0.
    expect(
      requestAmounts({
        pricePaise: 0,
        couponDiscountPaise: 0,
        sparePartsPaise: 10,
        adminDiscountPaise: 0,
        igstPercent: 5,
      }).gstPaise,
    ).toBe(1);
    expect(
      requestAmounts({
        pricePaise: 0,
        couponDiscountPaise: 0,
        sparePartsPaise: 9,
        adminDiscountPaise: 0,
        igstPercent: 5,
      }).gstPaise,
    ).toBe(0);
  });

  it('bounds the admin discount by the amount due before GST: all of it is allowed, a paisa more is not', () => {
    expect(amountDuePaise({ ...booked, sparePartsPaise: 24100 })).toBe(73510);
    expect(requestAmounts({ ...booked, sparePartsPaise: 24100, adminDiscountPaise: 73510 })).toMatchObject({
      taxablePaise: 0,
      gstPaise: 0,
      totalPaise: 0,
    });
    expect(() => requestAmounts({ ...booked, sparePartsPaise: 24100, adminDiscountPaise: 73511 })).toThrow(RangeError);
  });

  it('refuses amounts that are not whole, non-negative paise', () => {
    expect(() => requestAmounts({ ...booked, sparePartsPaise: 10.5 })).toThrow(RangeError);
    expect(() => requestAmounts({ ...booked, adminDiscountPaise: -1 })).toThrow(RangeError);
    expect(() => amountDuePaise({ pricePaise: -1, couponDiscountPaise: 0, sparePartsPaise: 0 })).toThrow(RangeError);
  });
});
