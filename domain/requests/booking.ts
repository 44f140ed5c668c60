/** Booking constants and the amounts of a booking. */
import { SERVICE_IDS } from '../constants';

export const REQUEST_SOURCES = ['Call Center', 'Walk-in', 'Website', 'WhatsApp', 'Drive'] as const;
export const REQUEST_FROM = ['Dealer', 'End Customer'] as const;
/** Payment modes by their API value; Cash is not offered to dealers. */
export const PAYMENT_METHODS = ['Link', 'Cash', 'PayLater'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEALER_PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => method !== 'Cash');

/** Request id prefixes per service (a sequence per prefix, at least eight digits). */
export const REQUEST_ID_PREFIXES = {
  [SERVICE_IDS.repair]: 'REQ',
  [SERVICE_IDS.eWaste]: 'EREQ',
  [SERVICE_IDS.plastic]: 'PREQ',
  [SERVICE_IDS.usedCookingOil]: 'UREQ',
  [SERVICE_IDS.textile]: 'TREQ',
} as const;

export const BOOKING_MESSAGES = {
  selectAddress: 'Please select Address',
  noPartner: 'Channel Partner/Technician not available in this Area',
  priceNotAvailable: 'Service Price Not Available for this Product',
  slotTaken: 'This slot is no longer available. Please choose another slot.',
  /** The slot fetch failure, in its own capitalisation ('went Wrong'), as the screen has always said it. */
  slotsFailed: 'Something went Wrong',
} as const;

export interface BookingAmounts {
  /** The service's selling price. */
  pricePaise: number;
  /** Coupon discount = price × percent / 100. */
  discountPaise: number;
  /** GST = igst % of the price after the coupon. */
  gstPaise: number;
  /** Discounted price + GST. */
  totalPaise: number;
}

/** Percent of an amount in paise, rounded half up to a whole paisa (amounts are never negative). */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/**
 * The amounts of a booking in integer paise (docs/rules/requests.md "Amounts"): discount from the coupon's percent of
 * the price, GST at the igst percent of the price after the discount, total = discounted price + GST.
 */
export function bookingAmounts(input: {
  pricePaise: number;
  couponPercent?: number;
  igstPercent: number;
}): BookingAmounts {
  if (!Number.isInteger(input.pricePaise) || input.pricePaise < 0)
    throw new RangeError('price must be whole paise, not negative');
  const discountPaise = Math.min(input.pricePaise, percentOf(input.pricePaise, input.couponPercent ?? 0));
  const discounted = input.pricePaise - discountPaise;
  const gstPaise = percentOf(discounted, input.igstPercent);
  return { pricePaise: input.pricePaise, discountPaise, gstPaise, totalPaise: discounted + gstPaise };
}

/** A coupon code as the customer types it, matched against the list case-insensitively; unknown gives undefined. */
export function matchCoupon<T extends { code: string }>(typed: string, coupons: readonly T[]): T | undefined {
  const code = typed.trim().toLowerCase();
  return code === '' ? undefined : coupons.find((coupon) => coupon.code.toLowerCase() === code);
}

/** An amount in paise as rupees with two decimals, as every screen shows amounts. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
