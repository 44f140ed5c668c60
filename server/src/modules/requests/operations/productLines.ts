import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PICKUP_PRODUCT_MESSAGES as M,
  pickUpItemSchema,
  pickUpProductOptionsSchema,
  type pickUpProductsSchema,
} from '../../../../../domain/requests/products';
import { notFound } from '../../../platform/errors';
import { column, type Executor, rowOf, rowsOf, type Transaction } from '../../../platform/db';
import type { RequestHead } from './access';

const wasteItemRow = pickUpItemSchema.extend({ rate: column.number });

/** The published waste items of the request's service with their unit (and rate), all or those named. */
export function wasteItemsOf(db: Executor, serviceId: string, ids?: readonly string[]) {
  const named = ids ? sql`AND i.id = ANY(${sql.param([...ids])}::text[])` : sql``;
  return rowsOf(
    db,
    wasteItemRow,
    sql`SELECT i.id, i.name, json_build_object('id', u.id, 'name', u.name, 'code', u.code) AS uom, i.rate::float8 AS rate
        FROM e_waste_items i JOIN uoms u ON u.id = i.uom_id
        WHERE i.service_id = ${serviceId} AND i.status = 'Publish' ${named} ORDER BY i.name, i.id`,
  );
}

const addableProductRow = pickUpProductOptionsSchema.shape.products.element.extend({ brandId: z.string() });
/** What a customer product brings to a new line of the request. */
export type CustomerProduct = Pick<
  z.output<typeof addableProductRow>,
  'userProductId' | 'productId' | 'productType' | 'brandId' | 'name'
>;

/** The customer's Active products not yet on the request, all or those named. */
export function addableProducts(db: Executor, head: RequestHead, ids?: readonly string[]) {
  const named = ids ? sql`AND up.id = ANY(${sql.param([...ids])}::text[])` : sql``;
  return rowsOf(
    db,
    addableProductRow,
    sql`SELECT up.id AS "userProductId", up.product_id AS "productId", up.product_type AS "productType", up.brand_id AS "brandId", p.name,
               b.name AS "brandName", up.nick_name AS "nickName", up.model_no AS "modelNo"
        FROM customer_products up JOIN products p ON p.id = up.product_id JOIN brands b ON b.id = up.brand_id
        WHERE up.customer_id = ${head.customerId} AND up.status = 'Active' ${named}
          AND NOT EXISTS (SELECT 1 FROM pick_up_request_products x WHERE x.request_id = ${head.id} AND x.user_product_id = up.id)
        ORDER BY p.name, up.id`,
  );
}

/** Writes the new lines after the request's last one. */
export async function appendLines(
  tx: Transaction,
  id: string,
  lines: z.output<typeof pickUpProductsSchema>['products'],
  products: Map<string, CustomerProduct>,
) {
  const last = await rowOf(
    tx,
    z.object({ position: column.number }),
    sql`SELECT coalesce(max(position), -1)::int AS position FROM pick_up_request_products WHERE request_id = ${id}`,
  );
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.userProductId)!;
    await tx.execute(sql`INSERT INTO pick_up_request_products (request_id, position, user_product_id, product_id, product_type, brand_id, e_waste_item_id, quantity)
        VALUES (${id}, ${last!.position + 1 + index}, ${product.userProductId}, ${product.productId}, ${product.productType}, ${product.brandId},
                ${line.eWasteItemId ?? null}, ${line.quantity ?? null})`);
  }
}

/** The name of a product line of the request (by its customer product), or 404. */
export async function lineName(tx: Executor, id: string, productId: string) {
  const line = await rowOf(
    tx,
    z.object({ name: z.string() }),
    sql`SELECT p.name FROM pick_up_request_products x JOIN products p ON p.id = x.product_id WHERE x.request_id = ${id} AND x.user_product_id = ${productId}`,
  );
  if (!line) throw notFound(M.productNotOnRequest);
  return line.name;
}
