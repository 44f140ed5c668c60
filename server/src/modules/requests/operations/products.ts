import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PICKUP_PRODUCT_MESSAGES as M,
  pickUpProductOptionsSchema,
  pickUpProductsSchema,
  pickUpProductUpdateSchema,
  PRODUCT_LIST_STATUSES,
  PRODUCT_LISTERS,
  PRODUCT_WEIGH_STATUSES,
  PRODUCT_WEIGHERS,
  quantityUnitError,
  type PickUpProductOptions,
} from '../../../../../domain/requests/products';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { requireRoles } from '../../../platform/auth';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { type Executor, firstRow, rows, type Transaction } from '../../../platform/db';
import { errorSchema, pickUpTags, requestIdParamsSchema, security } from '../schemas';
import { changeRequest, operableHead, requestOperators, type RequestHead, type RequestRule } from './access';

const listers = requireRoles(...PRODUCT_LISTERS);
const weighers = requireRoles(...PRODUCT_WEIGHERS);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const productParamsSchema = requestIdParamsSchema.extend({ productId: z.string().trim().min(1).max(64) });

const inStatuses =
  (statuses: readonly string[], refusal: (status: string) => string): RequestRule =>
  (head) => {
    if (!statuses.includes(head.status)) throw conflict(refusal(head.status));
  };
const listable = inStatuses(PRODUCT_LIST_STATUSES, M.notListable);
const weighable = inStatuses(PRODUCT_WEIGH_STATUSES, M.notWeighable);

/** The published waste items of the request's service with their unit (and rate), all or those named. */
function wasteItemsOf(db: Executor, serviceId: string, ids?: readonly string[]) {
  const named = ids ? sql`AND i.id = ANY(${sql.param([...ids])}::text[])` : sql``;
  return rows<PickUpProductOptions['items'][number]>(
    db,
    sql`SELECT i.id, i.name, json_build_object('id', u.id, 'name', u.name, 'code', u.code) AS uom, i.rate::float8 AS rate
        FROM e_waste_items i JOIN uoms u ON u.id = i.uom_id
        WHERE i.service_id = ${serviceId} AND i.status = 'Publish' ${named} ORDER BY i.name, i.id`,
  );
}

interface CustomerProduct {
  userProductId: string;
  productId: string;
  productType: string;
  brandId: string;
  name: string;
}

/** The customer's Active products not yet on the request, all or those named. */
function addableProducts(db: Executor, head: RequestHead, ids?: readonly string[]) {
  const named = ids ? sql`AND up.id = ANY(${sql.param([...ids])}::text[])` : sql``;
  return rows<CustomerProduct & Omit<PickUpProductOptions['products'][number], keyof CustomerProduct>>(
    db,
    sql`SELECT up.id AS "userProductId", up.product_id AS "productId", up.product_type AS "productType", up.brand_id AS "brandId", p.name,
               b.name AS "brandName", up.nick_name AS "nickName", up.model_no AS "modelNo"
        FROM customer_products up JOIN products p ON p.id = up.product_id JOIN brands b ON b.id = up.brand_id
        WHERE up.customer_id = ${head.customerId} AND up.status = 'Active' ${named}
          AND NOT EXISTS (SELECT 1 FROM pick_up_request_products x WHERE x.request_id = ${head.id} AND x.user_product_id = up.id)
        ORDER BY p.name, up.id`,
  );
}

/**
 * PUT pickUpRequests/{id}/products: Active products of the request's customer not yet on it, each optionally with a
 * published waste item of the request's service and its quantity; 400 naming the lines refused, nothing written.
 */
function addProducts(request: FastifyRequest, id: string, body: z.output<typeof pickUpProductsSchema>) {
  return changeRequest(
    request,
    'pickUp',
    id,
    async (tx, head) => {
      const wanted = body.products.map((line) => line.userProductId);
      const products = await addableProducts(tx, head, wanted);
      const itemIds = body.products.flatMap((line) => (line.eWasteItemId ? [line.eWasteItemId] : []));
      const items = itemIds.length ? await wasteItemsOf(tx, head.serviceId, itemIds) : [];
      const onRequest = await rows<{ id: string }>(
        tx,
        sql`SELECT user_product_id AS id FROM pick_up_request_products WHERE request_id = ${id} AND user_product_id = ANY(${sql.param(wanted)}::text[])`,
      );
      const addable = new Set(products.map((p) => p.userProductId));
      const already = new Set(onRequest.map((p) => p.id));
      const known = new Map(items.map((item) => [item.id, item]));
      const errors: Record<string, string> = {};
      body.products.forEach((line, index) => {
        if (already.has(line.userProductId)) errors[`products.${index}.userProductId`] = M.productOnRequest;
        else if (!addable.has(line.userProductId)) errors[`products.${index}.userProductId`] = M.productUnknown;
        const item = line.eWasteItemId ? known.get(line.eWasteItemId) : undefined;
        if (line.eWasteItemId && !item) errors[`products.${index}.eWasteItemId`] = M.itemUnfit;
        const unfit = item && line.quantity !== undefined ? quantityUnitError(line.quantity, item.uom.code) : undefined;
        if (unfit) errors[`products.${index}.quantity`] = unfit;
      });
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors);
      await appendLines(tx, id, body.products, new Map(products.map((p) => [p.userProductId, p])));
      return { activity: activityText('productsAdded'), remark: products.map((p) => p.name).join(', ') };
    },
    listable,
  );
}

/** Writes the new lines after the request's last one. */
async function appendLines(
  tx: Transaction,
  id: string,
  lines: z.output<typeof pickUpProductsSchema>['products'],
  products: Map<string, CustomerProduct>,
) {
  const last = await firstRow<{ position: number }>(
    tx,
    sql`SELECT coalesce(max(position), -1)::int AS position FROM pick_up_request_products WHERE request_id = ${id}`,
  );
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.userProductId)!;
    await tx.execute(sql`INSERT INTO pick_up_request_products (request_id, position, user_product_id, product_id, product_type, brand_id, e_waste_item_id, quantity)
        VALUES (${id}, ${Number(last!.position) + 1 + index}, ${product.userProductId}, ${product.productId}, ${product.productType}, ${product.brandId},
                ${line.eWasteItemId ?? null}, ${line.quantity ?? null})`);
  }
}

/** The name of a product line of the request (by its customer product), or 404. */
async function lineName(tx: Executor, id: string, productId: string) {
  const line = await firstRow<{ name: string }>(
    tx,
    sql`SELECT p.name FROM pick_up_request_products x JOIN products p ON p.id = x.product_id WHERE x.request_id = ${id} AND x.user_product_id = ${productId}`,
  );
  if (!line) throw notFound(M.productNotOnRequest);
  return line.name;
}

/** PUT pickUpRequests/{id}/product/update: the waste item (of the request's service) a line is collected as, and its quantity. */
function weighProduct(request: FastifyRequest, id: string, body: z.output<typeof pickUpProductUpdateSchema>) {
  return changeRequest(
    request,
    'pickUp',
    id,
    async (tx, head) => {
      const name = await lineName(tx, id, body.productId);
      const [item] = await wasteItemsOf(tx, head.serviceId, [body.eWasteItemId]);
      if (!item) throw badRequest(M.itemUnfit, { eWasteItemId: M.itemUnfit });
      const unfit = quantityUnitError(body.quantity, item.uom.code);
      if (unfit) throw badRequest(unfit, { quantity: unfit });
      await tx.execute(
        sql`UPDATE pick_up_request_products SET e_waste_item_id = ${item.id}, quantity = ${body.quantity} WHERE request_id = ${id} AND user_product_id = ${body.productId}`,
      );
      return {
        activity: activityText('productUpdated'),
        remark: `${name}: ${item.name} ${body.quantity} ${item.uom.code}`,
      };
    },
    weighable,
  );
}

/** DELETE pickUpRequests/{id}/product/{productId}: never the last one (409). */
function removeProduct(request: FastifyRequest, id: string, productId: string) {
  return changeRequest(
    request,
    'pickUp',
    id,
    async (tx) => {
      const name = await lineName(tx, id, productId);
      const count = await firstRow<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pick_up_request_products WHERE request_id = ${id}`,
      );
      if (Number(count!.n) <= 1) throw conflict(M.lastProduct);
      await tx.execute(
        sql`DELETE FROM pick_up_request_products WHERE request_id = ${id} AND user_product_id = ${productId}`,
      );
      return { activity: activityText('productRemoved'), remark: name };
    },
    listable,
  );
}

/** GET pickUpRequests/{id}/products/options: what the Add products and weigh-in dialogs offer. */
async function productOptions(request: FastifyRequest, id: string): Promise<PickUpProductOptions> {
  const head = await operableHead(request, 'pickUp', id);
  const { db } = request.server.ctx;
  const [items, products] = await Promise.all([wasteItemsOf(db, head.serviceId), addableProducts(db, head)]);
  return {
    items,
    products: products.map(({ userProductId, productId, name, productType, brandName, nickName, modelNo }) => ({
      userProductId,
      productId,
      name,
      productType,
      brandName,
      nickName,
      modelNo,
    })),
  };
}

/** The products of a pick-up request (spec 001 §7 "E-waste pick-up requests"): add, weigh in, remove, and the dialogs' options. */
export async function pickUpProductRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const tags = pickUpTags;
  app.put(
    '/pickUpRequests/:id/products',
    {
      onRequest: listers,
      schema: { tags, security, params: requestIdParamsSchema, body: pickUpProductsSchema, response: responses },
    },
    (request) => addProducts(request, request.params.id, request.body),
  );
  app.put(
    '/pickUpRequests/:id/product/update',
    {
      onRequest: weighers,
      schema: { tags, security, params: requestIdParamsSchema, body: pickUpProductUpdateSchema, response: responses },
    },
    (request) => weighProduct(request, request.params.id, request.body),
  );
  app.delete(
    '/pickUpRequests/:id/product/:productId',
    { onRequest: listers, schema: { tags, security, params: productParamsSchema, response: responses } },
    (request) => removeProduct(request, request.params.id, request.params.productId),
  );
  app.get(
    '/pickUpRequests/:id/products/options',
    {
      onRequest: requestOperators,
      schema: {
        tags,
        security,
        params: requestIdParamsSchema,
        response: { 200: pickUpProductOptionsSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (request) => productOptions(request, request.params.id),
  );
}
