/** The amounts of a request after booking: spare parts and the admin's discount add lines. */
import { bookingAmounts } from './booking';

/** What a request's amounts are computed from, in integer paise (the coupon's discount is the booking's). */
export interface RequestCharges {
  pricePaise: number;
  couponDiscountPaise: number;
  sparePartsPaise: number;
  adminDiscountPaise: number;
  igstPercent: number;
}

export interface RequestAmounts {
  pricePaise: number;
  couponDiscountPaise: number;
  sparePartsPaise: number;
  adminDiscountPaise: number;
  /** What GST is charged on: price − coupon + spare parts − admin discount. */
  taxablePaise: number;
  gstPaise: number;
  /** Taxable amount + GST. */
  totalPaise: number;
}

const wholePaise = (label: string, paise: number) => {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`${label} must be whole paise, not negative`);
};

/** The most an admin may take off: what is due before GST (price − coupon + spare parts). */
export function amountDuePaise(charges: Omit<RequestCharges, 'adminDiscountPaise' | 'igstPercent'>): number {
  wholePaise('price', charges.pricePaise);
  wholePaise('coupon discount', charges.couponDiscountPaise);
  wholePaise('spare parts', charges.sparePartsPaise);
  return Math.max(0, charges.pricePaise - charges.couponDiscountPaise) + charges.sparePartsPaise;
}

/**
 * The request's amounts in integer paise: GST at the igst percent of (price − coupon + spare parts − admin discount),
 * rounded as the booking rounds it, so a request without spare parts or discount keeps the booking's numbers.
 * An admin discount beyond the amount due is a RangeError (the route refuses it first).
 */
export function requestAmounts(charges: RequestCharges): RequestAmounts {
  const due = amountDuePaise(charges);
  wholePaise('admin discount', charges.adminDiscountPaise);
  if (charges.adminDiscountPaise > due) throw new RangeError('admin discount above the amount due');
  // The booking's GST rule on the taxable amount (no coupon here: it is already off).
  const taxed = bookingAmounts({ pricePaise: due - charges.adminDiscountPaise, igstPercent: charges.igstPercent });
  return {
    pricePaise: charges.pricePaise,
    couponDiscountPaise: charges.couponDiscountPaise,
    sparePartsPaise: charges.sparePartsPaise,
    adminDiscountPaise: charges.adminDiscountPaise,
    taxablePaise: taxed.pricePaise,
    gstPaise: taxed.gstPaise,
    totalPaise: taxed.totalPaise,
  };
}
