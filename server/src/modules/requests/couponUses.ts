import { sql } from 'drizzle-orm';
import { couponRefusal, type CouponTerms, type CouponUses } from '../../../../domain/requests/coupons';
import { badRequest } from '../../platform/errors';
import { z } from 'zod';
import { column, type Executor, rowOf } from '../../platform/db';
import type { RequestKindName } from '../requestKinds';
import { todayInIndia } from './slots';

/** A coupon a booking applies. */
export interface AppliedCoupon {
  id: string;
  code: string;
  percentage: number;
}

const storedCouponRow = z.object({
  id: z.string(),
  code: z.string(),
  percentage: column.number,
  active: z.boolean(),
  validFrom: z.string(),
  validTo: z.string(),
  totalUseLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
}) satisfies z.ZodType<AppliedCoupon & CouponTerms>;
type StoredCoupon = z.output<typeof storedCouponRow>;

/** The coupon of a typed code (case-insensitive), with its terms; locked for the caller's transaction when asked. */
async function couponOfCode(
  db: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<StoredCoupon | undefined> {
  const lock = options.lock ? sql` FOR UPDATE` : sql``;
  return rowOf(
    db,
    storedCouponRow,
    sql`SELECT id, code, percentage::float8 AS percentage, active, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_to, 'YYYY-MM-DD') AS "validTo",
               total_use_limit AS "totalUseLimit", per_customer_limit AS "perCustomerLimit"
        FROM coupons WHERE lower(code) = lower(${code.trim()})${lock}`,
  );
}

async function usesOf(db: Executor, couponId: string, customerId: string): Promise<CouponUses> {
  const counted = await rowOf(
    db,
    z.object({ total: column.number, byCustomer: column.number }),
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id = ${customerId}))::int AS "byCustomer" FROM coupon_uses WHERE coupon_id = ${couponId}`,
  );
  return counted!;
}

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
  refuseCoupon(coupon, coupon && (await usesOf(db, coupon.id, customerId)));
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
  refuseCoupon(locked, locked && (await usesOf(tx, locked.id, use.customerId)));
  await tx.execute(
    sql`INSERT INTO coupon_uses (coupon_id, customer_id, request_id, request_kind) VALUES (${locked.id}, ${use.customerId}, ${use.requestId}, ${use.requestKind})`,
  );
}

/** A cancelled booking gives its coupon use back (in the cancellation's transaction). */
export async function giveCouponUseBack(tx: Executor, requestKind: RequestKindName, requestId: string) {
  await tx.execute(sql`DELETE FROM coupon_uses WHERE request_kind = ${requestKind} AND request_id = ${requestId}`);
}
