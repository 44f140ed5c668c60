import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  PICKUP_PRODUCT_MESSAGES as M,
  pickUpProductOptionsSchema,
  type pickUpProductsSchema,
} from '../../../../../domain/requests/products';
import { notFound } from '../../../platform/errors';
import { column, type Executor, rowOf, rowsOf, type Transaction } from '../../../platform/db';
import { customerProductRows } from '../../customers';
import { brandJoin, productJoin } from '../../masters';
import type { RequestHead } from './access';

const addableProductRow = pickUpProductOptionsSchema.shape.products.element.extend({ brandId: z.string() });

/** What a customer product brings to a new line of the request. */
type CustomerProduct = Pick<
  z.output<typeof addableProductRow>,
  'userProductId' | 'productId' | 'productType' | 'brandId' | 'name'
>;

const customerProducts = customerProductRows('up');
const ofProduct = productJoin('p', customerProducts.columns.productId);
const ofBrand = brandJoin('b', customerProducts.columns.brandId);
const PRODUCT_NAME = sql.raw(ofProduct.columns.name);
const BRAND_NAME = sql.raw(ofBrand.columns.name);
const CUSTOMER_PRODUCTS = sql.raw(`${customerProducts.from} ${ofProduct.join} ${ofBrand.join}`);
/** The customer product's columns as SQL. */
const up = Object.fromEntries(
  Object.entries(customerProducts.columns).map(([name, expression]) => [name, sql.raw(expression)]),
) as Record<keyof typeof customerProducts.columns, SQL>;

/** The customer's Active products not yet on the request, all or those named. */
export function addableProducts(db: Executor, head: RequestHead, ids?: readonly string[]) {
  const named = ids ? sql`AND ${up.id} = ANY(${sql.param([...ids])}::text[])` : sql``;
  return rowsOf(
    db,
    addableProductRow,
    sql`SELECT ${up.id} AS "userProductId", ${up.productId} AS "productId",
        ${up.productType} AS "productType", ${up.brandId} AS "brandId",
               ${PRODUCT_NAME} AS name, ${BRAND_NAME} AS "brandName", ${up.nickName} AS "nickName",
                 ${up.modelNo} AS "modelNo"
        FROM ${CUSTOMER_PRODUCTS}
        WHERE ${up.customerId} = ${head.customerId} AND ${up.status} = 'Active' ${named}
          AND NOT EXISTS (SELECT 1 FROM pick_up_request_products x WHERE x.request_id = ${head.id}
            AND x.user_product_id = ${up.id})
        ORDER BY ${PRODUCT_NAME}, ${up.id}`,
  );
}

const appendLinesRow = z.object({ position: column.number });

/** Writes the new lines after the request's last one. */
export async function appendLines(
  tx: Transaction,
  id: string,
  lines: z.output<typeof pickUpProductsSchema>['products'],
  products: Map<string, CustomerProduct>,
) {
  const last = await rowOf(
    tx,
    appendLinesRow,
    sql`SELECT coalesce(max(position), -1)::int AS position FROM pick_up_request_products WHERE request_id = ${id}`,
  );
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.userProductId)!;
    await tx.execute(sql`INSERT INTO pick_up_request_products (request_id, position, user_product_id, product_id,
        product_type, brand_id, e_waste_item_id, quantity)
        VALUES (${id}, ${last!.position + 1 + index}, ${product.userProductId}, ${product.productId},
          ${product.productType}, ${product.brandId},
                ${line.eWasteItemId ?? null}, ${line.quantity ?? null})`);
  }
}

const ofLineProduct = productJoin('p', 'x.product_id');

const lineNameRow = z.object({ name: z.string() });

/** The name of a product line of the request (by its customer product), or 404. */
export async function lineName(tx: Executor, id: string, productId: string) {
  const line = await rowOf(
    tx,
    lineNameRow,
    sql`SELECT ${sql.raw(ofLineProduct.columns.name)} AS name
        FROM pick_up_request_products x ${sql.raw(ofLineProduct.join)}
        WHERE x.request_id = ${id} AND x.user_product_id = ${productId}`,
  );
  if (!line) throw notFound(M.productNotOnRequest);
  return line.name;
}
