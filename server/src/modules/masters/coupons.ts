import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CouponTerms, CouponUses } from '../../../../domain/requests/coupons';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { column, type Executor, rowOf } from '../../platform/db';

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

export type StoredCoupon = z.output<typeof storedCouponRow>;

/** The coupon of a typed code (case-insensitive), with its terms; locked for the caller's transaction when asked. */
export async function couponOfCode(
  db: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<StoredCoupon | undefined> {
  const lock = options.lock ? sql` FOR UPDATE` : sql``;
  return rowOf(
    db,
    storedCouponRow,
    sql`SELECT id, code, percentage::float8 AS percentage, active, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
               to_char(valid_to, 'YYYY-MM-DD') AS "validTo", total_use_limit AS "totalUseLimit",
               per_customer_limit AS "perCustomerLimit"
        FROM coupons WHERE lower(code) = lower(${code.trim()})${lock}`,
  );
}

const couponUsesOfRow = z.object({ total: column.number, byCustomer: column.number });

/** How many bookings use the coupon, in all and of the customer. */
export async function couponUsesOf(db: Executor, couponId: string, customerId: string): Promise<CouponUses> {
  const counted = await rowOf(
    db,
    couponUsesOfRow,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id = ${customerId}))::int AS "byCustomer"
        FROM coupon_uses WHERE coupon_id = ${couponId}`,
  );
  return counted!;
}

/** Records a booking's use of the coupon (in the booking's transaction, the coupon's row locked). */
export async function recordCouponUse(
  tx: Executor,
  couponId: string,
  use: { customerId: string; requestId: string; requestKind: RequestKindName },
) {
  await tx.execute(
    sql`INSERT INTO coupon_uses (coupon_id, customer_id, request_id, request_kind)
        VALUES (${couponId}, ${use.customerId}, ${use.requestId}, ${use.requestKind})`,
  );
}

/** A cancelled booking gives its coupon use back (in the cancellation's transaction). */
export async function giveCouponUseBack(tx: Executor, requestKind: RequestKindName, requestId: string) {
  await tx.execute(sql`DELETE FROM coupon_uses WHERE request_kind = ${requestKind} AND request_id = ${requestId}`);
}
