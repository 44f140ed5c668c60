import { sql } from 'drizzle-orm';
import { type Executor, firstRow } from '../../channelPartners/sql';

export interface FittingSparePart {
  id: string;
  name: string;
  unitPricePaise: number;
}

/**
 * A published spare part that fits a repair request's product: a generic part, or one assigned to the published model
 * of the request's product and brand whose model number the customer's product carries. Its unit price in paise: the
 * model's own price when the assignment names one, else the part's master price. Undefined when it does not fit.
 */
export async function fittingSparePart(db: Executor, requestId: string, sparePartId: string): Promise<FittingSparePart | undefined> {
  const found = await firstRow<{ id: string; name: string; unitPricePaise: string }>(
    db,
    sql`SELECT sp.id, sp.name, round(coalesce(fit.price, sp.price) * 100)::text AS "unitPricePaise"
        FROM requests r JOIN customer_products up ON up.id = r.user_product_id
        JOIN spare_parts sp ON sp.id = ${sparePartId} AND sp.status = 'Publish'
        LEFT JOIN LATERAL (
          SELECT true AS fits, spm.price FROM spare_part_models spm JOIN models m ON m.id = spm.model_id
          WHERE spm.spare_part_id = sp.id AND m.product_id = r.product_id AND m.brand_id = r.brand_id AND m.status = 'Publish'
            AND lower(m.model_no) = lower(trim(up.model_no))
          LIMIT 1
        ) fit ON true
        WHERE r.id = ${requestId} AND (sp.generic OR fit.fits)`,
  );
  return found && { id: found.id, name: found.name, unitPricePaise: Number(found.unitPricePaise) };
}
