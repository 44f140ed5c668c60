import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PICKUP_PRODUCT_MESSAGES as M,
  type pickUpProductsSchema,
  type pickUpProductUpdateSchema,
  PRODUCT_LIST_STATUSES,
  PRODUCT_WEIGH_STATUSES,
  quantityUnitError,
  type PickUpProductOptions,
} from '../../../../../domain/requests/products';
import { badRequest, conflict } from '../../../platform/errors';
import { column, type Executor, idRow, rowOf, rowsOf, type Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { operableHead } from './access';
import { changeRequest, type ChangedRequest, type RequestRule } from './change';
import { publishedWasteItems } from '../../masters';
import { addableProducts, appendLines, lineName } from './productLines';

const inStatuses =
  (statuses: readonly string[], refusal: (status: string) => string): RequestRule =>
  (head) => {
    if (!statuses.includes(head.status)) throw conflict(refusal(head.status));
  };
const listable = inStatuses(PRODUCT_LIST_STATUSES, M.notListable);
const weighable = inStatuses(PRODUCT_WEIGH_STATUSES, M.notWeighable);

/**
 * Products added to a pick-up: Active products of the request's customer not yet on it, each optionally with a
 * published waste item of the request's service and its quantity; 400 naming the lines refused, nothing written.
 */
export function addProducts(
  tx: Transaction,
  caller: Caller,
  { id, ...body }: z.output<typeof pickUpProductsSchema> & { id: string },
): Promise<ChangedRequest> {
  return changeRequest(
    tx,
    caller,
    { kind: 'pickUp', id },
    async (tx, head) => {
      const wanted = body.products.map((line) => line.userProductId);
      const products = await addableProducts(tx, head, wanted);
      const itemIds = body.products.flatMap((line) => (line.eWasteItemId ? [line.eWasteItemId] : []));
      const items = itemIds.length ? await publishedWasteItems(tx, head.serviceId, itemIds) : [];
      const onRequest = await rowsOf(
        tx,
        idRow,
        sql`SELECT user_product_id AS id FROM pick_up_request_products WHERE request_id = ${id}
            AND user_product_id = ANY(${sql.param(wanted)}::text[])`,
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

/** A pick-up's line weighed in: the waste item (of the request's service) it is collected as, and its quantity. */
export function weighProduct(
  tx: Transaction,
  caller: Caller,
  { id, ...body }: z.output<typeof pickUpProductUpdateSchema> & { id: string },
): Promise<ChangedRequest> {
  return changeRequest(
    tx,
    caller,
    { kind: 'pickUp', id },
    async (tx, head) => {
      const name = await lineName(tx, id, body.productId);
      const [item] = await publishedWasteItems(tx, head.serviceId, [body.eWasteItemId]);
      if (!item) throw badRequest(M.itemUnfit, { eWasteItemId: M.itemUnfit });
      const unfit = quantityUnitError(body.quantity, item.uom.code);
      if (unfit) throw badRequest(unfit, { quantity: unfit });
      await tx.execute(
        sql`UPDATE pick_up_request_products SET e_waste_item_id = ${item.id}, quantity = ${body.quantity}
            WHERE request_id = ${id} AND user_product_id = ${body.productId}`,
      );
      return {
        activity: activityText('productUpdated'),
        remark: `${name}: ${item.name} ${body.quantity} ${item.uom.code}`,
      };
    },
    weighable,
  );
}

const removeProductRow = z.object({ n: column.number });

/** A product leaves a pick-up: never the last one (409). */
export function removeProduct(
  tx: Transaction,
  caller: Caller,
  { id, productId }: { id: string; productId: string },
): Promise<ChangedRequest> {
  return changeRequest(
    tx,
    caller,
    { kind: 'pickUp', id },
    async (tx) => {
      const name = await lineName(tx, id, productId);
      const count = await rowOf(
        tx,
        removeProductRow,
        sql`SELECT count(*)::int AS n FROM pick_up_request_products WHERE request_id = ${id}`,
      );
      if (count!.n <= 1) throw conflict(M.lastProduct);
      await tx.execute(
        sql`DELETE FROM pick_up_request_products WHERE request_id = ${id} AND user_product_id = ${productId}`,
      );
      return { activity: activityText('productRemoved'), remark: name };
    },
    listable,
  );
}

/** What the Add products and weigh-in dialogs of a pick-up offer, to a caller who may change it. */
export async function productOptions(
  tx: Executor,
  caller: Caller,
  { id }: { id: string },
): Promise<PickUpProductOptions> {
  const head = await operableHead(tx, caller, { kind: 'pickUp', id });
  const items = await publishedWasteItems(tx, head.serviceId);
  const products = await addableProducts(tx, head);
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
