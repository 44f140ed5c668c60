import { couponRefusal, type CouponUses } from '../../../../domain/requests/coupons';
import { badRequest } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import type { RequestKindName } from '../requestKinds';
import { type AppliedCoupon, couponOfCode, couponUsesOf, recordCouponUse, type StoredCoupon } from '../masters';
import { todayInIndia } from './slots';

/** 400 on the booking's couponCode field, with the reason (domain couponRefusal). */
function refuseCoupon(coupon: StoredCoupon | undefined, uses?: CouponUses): asserts coupon is StoredCoupon {
  const refusal = couponRefusal(coupon, todayInIndia().today, uses);
  if (refusal) throw badRequest(refusal, { couponCode: refusal });
}

/**
 * Planning a booking (reads only): the coupon typed, when the customer may apply it today; else 400 with the reason.
 */
export async function plannedCoupon(db: Executor, typed: string, customerId: string): Promise<AppliedCoupon> {
  const coupon = await couponOfCode(db, typed);
  refuseCoupon(coupon, coupon && (await couponUsesOf(db, coupon.id, customerId)));
  return { id: coupon.id, code: coupon.code, percentage: coupon.percentage };
}

/**
 * In the booking transaction: the coupon's row is locked (parallel bookings with it, in any process, wait here in
 * turn), its terms and uses are checked again and this booking's use is recorded. 400 with the reason when a limit is
 * reached meanwhile: the whole booking rolls back.
 */
export async function takeCouponUse(
  tx: Executor,
  coupon: AppliedCoupon,
  use: { customerId: string; requestId: string; requestKind: RequestKindName },
) {
  const locked = await couponOfCode(tx, coupon.code, { lock: true });
  refuseCoupon(locked, locked && (await couponUsesOf(tx, locked.id, use.customerId)));
  await recordCouponUse(tx, locked.id, use);
}
