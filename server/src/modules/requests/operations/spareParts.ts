import { sql } from 'drizzle-orm';
import { sparePartOptionSchema, type SparePartOption } from '../../../../../domain/requests/operations';
import { type Executor, rowsOf } from '../../../platform/db';

/**
 * A generic part serves the products of the models it is assigned to (any model of them, any brand); one assigned to no
 * model serves every product.
 */
const genericFor = sql`(EXISTS (SELECT 1 FROM spare_part_models g JOIN models gm ON gm.id = g.model_id WHERE g.spare_part_id = sp.id AND gm.product_id = r.product_id)
    OR NOT EXISTS (SELECT 1 FROM spare_part_models g WHERE g.spare_part_id = sp.id))`;

/**
 * The published spare parts that fit a repair request's product (all, or the one named): a generic part for its
 * product, or one assigned to the published model of the request's product and brand whose model number the customer's
 * product carries. Its unit price in paise: the model's own price when the assignment names one, else the part's master
 * price. PUT requests/{id}/sparePart accepts exactly these, and GET requests/{id}/spareParts/options offers them.
 */
export function fittingSpareParts(db: Executor, requestId: string, sparePartId?: string): Promise<SparePartOption[]> {
  const named = sparePartId === undefined ? sql`` : sql`AND sp.id = ${sparePartId}`;
  return rowsOf(
    db,
    sparePartOptionSchema,
    sql`SELECT sp.id, sp.name, sp.part_number AS "partNumber", round(coalesce(fit.price, sp.price) * 100)::float8 AS "unitPricePaise",
               json_build_object('id', u.id, 'name', u.name, 'code', u.code) AS uom
        FROM requests r JOIN customer_products up ON up.id = r.user_product_id
        JOIN spare_parts sp ON sp.status = 'Publish' ${named}
        JOIN uoms u ON u.id = sp.uom_id
        LEFT JOIN LATERAL (
          SELECT true AS fits, spm.price FROM spare_part_models spm JOIN models m ON m.id = spm.model_id
          WHERE spm.spare_part_id = sp.id AND m.product_id = r.product_id AND m.brand_id = r.brand_id AND m.status = 'Publish'
            AND lower(m.model_no) = lower(trim(up.model_no))
          LIMIT 1
        ) fit ON true
        WHERE r.id = ${requestId} AND (fit.fits OR (sp.generic AND ${genericFor}))
        ORDER BY sp.name, sp.id`,
  );
}

/** The spare part named, when it fits the request's product (fittingSpareParts). */
export async function fittingSparePart(
  db: Executor,
  requestId: string,
  sparePartId: string,
): Promise<SparePartOption | undefined> {
  return (await fittingSpareParts(db, requestId, sparePartId))[0];
}
