import { sql, type SQL } from 'drizzle-orm';

/** A customer's product as a statement of another module names it: id expressions and the model number's (trusted). */
interface FittedProduct {
  productId: string;
  brandId: string;
  modelNo: string;
}

/**
 * What another module's statement joins to pick the published spare parts that fit a product (all, or the one named):
 * a generic part for its product, or one assigned to the published model of the product and brand whose model number
 * the product carries. The part is aliased sp and its unit u; `fits` is the condition of its WHERE, `columns` the
 * part's id, name, part number, unit price in paise (the model's own price when the assignment names one, else the
 * part's master price) and unit, `order` the parts' order.
 */
export function fittingSparePartJoin(product: FittedProduct, sparePartId?: string) {
  const named = sparePartId === undefined ? sql`` : sql`AND sp.id = ${sparePartId}`;
  const productId = sql.raw(product.productId);
  // A generic part serves the products of the models it is assigned to (any model of them, any brand); one assigned
  // to no model serves every product.
  const genericFor = sql`(EXISTS (SELECT 1 FROM spare_part_models g JOIN models gm ON gm.id = g.model_id
      WHERE g.spare_part_id = sp.id AND gm.product_id = ${productId})
    OR NOT EXISTS (SELECT 1 FROM spare_part_models g WHERE g.spare_part_id = sp.id))`;
  const join: SQL = sql`JOIN spare_parts sp ON sp.status = 'Publish' ${named}
        JOIN uoms u ON u.id = sp.uom_id
        LEFT JOIN LATERAL (
          SELECT true AS fits, spm.price FROM spare_part_models spm JOIN models m ON m.id = spm.model_id
          WHERE spm.spare_part_id = sp.id AND m.product_id = ${productId} AND m.brand_id = ${sql.raw(product.brandId)}
            AND m.status = 'Publish' AND lower(m.model_no) = lower(trim(${sql.raw(product.modelNo)}))
          LIMIT 1
        ) fit ON true`;
  return {
    join,
    fits: sql`(fit.fits OR (sp.generic AND ${genericFor}))`,
    columns: sql.raw(`sp.id, sp.name, sp.part_number AS "partNumber",
               round(coalesce(fit.price, sp.price) * 100)::float8 AS "unitPricePaise",
               json_build_object('id', u.id, 'name', u.name, 'code', u.code) AS uom`),
    order: sql.raw('sp.name, sp.id'),
  };
}
