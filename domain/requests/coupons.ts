/**
 * Whether a booking may apply a coupon: the coupon must be active, today (an India calendar day) must
 * lie within its validity, and its total and per-customer use limits (null: none) must not be reached. The server asks
 * this twice: when it plans the booking, and in the booking transaction with the coupon's row locked and its uses
 * counted, so parallel bookings in any number of processes never exceed a limit.
 */
export const COUPON_MESSAGES = {
  unknown: 'Invalid coupon code',
  notYetValid: (code: string, validFrom: string) => `Coupon ${code} is not valid yet: it can be used from ${validFrom}`,
  expired: (code: string, validTo: string) => `Coupon ${code} has expired: it could be used until ${validTo}`,
  usedUp: (code: string) => `Coupon ${code} has been used as many times as it allows`,
  usedByCustomer: (code: string, limit: number) =>
    `This customer has already used coupon ${code} ` +
    `${limit === 1 ? 'once' : `${limit} times`}, as many times as it allows one customer`,
} as const;

export interface CouponTerms {
  code: string;
  active: boolean;
  /** yyyy-MM-dd, India time. */
  validFrom: string;
  validTo: string;
  totalUseLimit: number | null;
  perCustomerLimit: number | null;
}

/** The bookings that used a coupon: all of them, and the booking customer's. */
export interface CouponUses {
  total: number;
  byCustomer: number;
}

/**
 * Why the coupon cannot be applied on `today`, or undefined when it can (uses left out: the limits are not checked).
 */
export function couponRefusal(coupon: CouponTerms | undefined, today: string, uses?: CouponUses): string | undefined {
  if (!coupon?.active) return COUPON_MESSAGES.unknown;
  if (today < coupon.validFrom) return COUPON_MESSAGES.notYetValid(coupon.code, coupon.validFrom);
  if (today > coupon.validTo) return COUPON_MESSAGES.expired(coupon.code, coupon.validTo);
  if (!uses) return undefined;
  if (coupon.totalUseLimit !== null && uses.total >= coupon.totalUseLimit) return COUPON_MESSAGES.usedUp(coupon.code);
  if (coupon.perCustomerLimit !== null && uses.byCustomer >= coupon.perCustomerLimit)
    return COUPON_MESSAGES.usedByCustomer(coupon.code, coupon.perCustomerLimit);
  return undefined;
}
