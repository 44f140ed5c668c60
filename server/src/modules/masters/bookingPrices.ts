import { sql } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { z } from 'zod';
import { column, type Executor, rowsOf } from '../../platform/db';

export interface ServicePriceKey {
  serviceId: string;
  categoryId: string;
  productId: string;
  productType: string;
  brandId: string;
}

const servicePriceRow = z.object({
  id: z.string(),
  active: z.boolean(),
  /** Rupees, as the price master keeps them. */
  sellingPrice: column.number,
  mrp: column.number,
  /** The igst percent of the price's GST slab. */
  slab: column.number,
});

type ServicePriceRow = z.output<typeof servicePriceRow>;

/**
 * The active prices of a service price key, latest first: what POST master/servicePrice/detail shows the booking screen
 * and what the booking charges (the first), so the two never disagree.
 */
export async function servicePricesOf(db: Executor, key: ServicePriceKey): Promise<ServicePriceRow[]> {
  return rowsOf(
    db,
    servicePriceRow,
    sql`SELECT p.id, p.active, p.selling_price AS "sellingPrice", p.mrp, g.slab FROM service_prices p JOIN gst_slabs g
        ON g.id = p.gst_id
        WHERE p.product_id = ${key.productId} AND p.brand_id = ${key.brandId}
          AND lower(p.product_type) = lower(${key.productType})
          AND p.service_id = ${key.serviceId} AND p.category_id = ${key.categoryId} AND p.active
        ORDER BY p.last_update DESC, p.id`,
  );
}

const activeCouponsRow = z.object({ code: z.string(), percentage: column.number });

/**
 * Active coupons valid today in India whose total use limit is not reached (GET coupon/all: what the booking screen
 * offers; the booking itself checks every limit again, the customer's included: requests/couponUses.ts through
 * masters/coupons.ts).
 */
export async function activeCoupons(db: Executor): Promise<{ code: string; percentage: number }[]> {
  return rowsOf(
    db,
    activeCouponsRow,
    sql`SELECT code, percentage FROM coupons c WHERE active
        AND (now() AT TIME ZONE ${INDIA_TIME_ZONE})::date BETWEEN valid_from AND valid_to
          AND (total_use_limit IS NULL OR total_use_limit > (SELECT count(*) FROM coupon_uses u
            WHERE u.coupon_id = c.id))
        ORDER BY code`,
  );
}
