import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pickUpItemSchema } from '../../../../domain/requests/products';
import { column, type Executor, idRow, rowOf, rowsOf } from '../../platform/db';

const choiceRow = z.object({ id: z.string(), name: z.string() });

/** Ids as one array parameter (`= ANY(...::text[])`), or as a list of parameters (`IN (...)`). */
const idArray = (ids: readonly string[]) => sql.param([...ids]);
const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const serviceStatusesRow = z.object({ id: z.string(), status: z.string() });

/** Every service's id and status (published or not), by id. */
export const serviceStatuses = (db: Executor) =>
  rowsOf(db, serviceStatusesRow, sql`SELECT id, status FROM services ORDER BY id`);

const publishedServiceTypesButRow = z.object({ id: z.string(), type: z.string() });

/** The published services but those of these ids, with their types, by id. */
export const publishedServiceTypesBut = (db: Executor, ids: readonly string[]) =>
  rowsOf(
    db,
    publishedServiceTypesButRow,
    sql`SELECT id, type FROM services WHERE status = 'Publish' AND id NOT IN (${idList(ids)}) ORDER BY id`,
  );

const publishedProductTypesRow = z.object({ types: z.array(z.string()) });

/** The product types of a published product (none listed: any type), if it is published. */
export const publishedProductTypes = (db: Executor, productId: string) =>
  rowOf(
    db,
    publishedProductTypesRow,
    sql`SELECT product_types AS types FROM products WHERE id = ${productId} AND status = 'Publish'`,
  );

/** The ids among these that are published products. */
export const publishedProductIds = async (db: Executor, ids: readonly string[]) =>
  (await rowsOf(db, idRow, sql`SELECT id FROM products WHERE status = 'Publish' AND id IN (${idList(ids)})`)).map(
    (product) => product.id,
  );

const publishedBrandNameRow = z.object({ name: z.string() });

/** The name of a published brand, if it is published. */
export const publishedBrandName = async (db: Executor, brandId: string) =>
  (await rowOf(db, publishedBrandNameRow, sql`SELECT name FROM brands WHERE id = ${brandId} AND status = 'Publish'`))
    ?.name;

/** The published categories of a service, by name. */
export const publishedCategories = (db: Executor, serviceId: string) =>
  rowsOf(
    db,
    choiceRow,
    sql`SELECT id, name FROM categories WHERE service_id = ${serviceId} AND status = 'Publish' ORDER BY name, id`,
  );

/** The ids among these that are published categories of the service. */
export const publishedCategoryIds = async (db: Executor, ids: readonly string[], serviceId: string) =>
  (
    await rowsOf(
      db,
      idRow,
      sql`SELECT id FROM categories WHERE id = ANY(${idArray(ids)}::text[]) AND service_id = ${serviceId}
            AND status = 'Publish'`,
    )
  ).map((category) => category.id);

const uomChoiceRow = choiceRow.extend({ code: z.string() });

/** The published units of measure, by name. */
export const publishedUoms = (db: Executor) =>
  rowsOf(db, uomChoiceRow, sql`SELECT id, name, code FROM uoms WHERE status = 'Publish' ORDER BY name, id`);

const publishedUomCodesRow = z.object({ id: z.string(), code: z.string() });

/** The published units among these ids, with their codes. */
export const publishedUomCodes = (db: Executor, ids: readonly string[]) =>
  rowsOf(
    db,
    publishedUomCodesRow,
    sql`SELECT id, code FROM uoms WHERE id = ANY(${idArray(ids)}::text[]) AND status = 'Publish'`,
  );

const wasteItemRow = pickUpItemSchema.extend({ rate: column.number });

/** The published waste items of a service with their unit (and rate), all or those named, by name. */
export function publishedWasteItems(db: Executor, serviceId: string, ids?: readonly string[]) {
  const named = ids ? sql`AND i.id = ANY(${idArray(ids)}::text[])` : sql``;
  return rowsOf(
    db,
    wasteItemRow,
    sql`SELECT i.id, i.name, json_build_object('id', u.id, 'name', u.name, 'code', u.code) AS uom,
        i.rate::float8 AS rate
        FROM e_waste_items i JOIN uoms u ON u.id = i.uom_id
        WHERE i.service_id = ${serviceId} AND i.status = 'Publish' ${named} ORDER BY i.name, i.id`,
  );
}
