/** The products of a pick-up request and what they are collected as. */
import { z } from '../zod';
import { requiredRef } from '../masters/common';
import { ROLES, type Role } from '../roles';
import type { PickupStatus } from './statuses';

/** The most one line may weigh or count, in its item's unit (the column holds 12 digits, 3 of them decimals). */
export const PICKUP_QUANTITY_MAX = 100_000;
/** The most products one call adds. */
const PICKUP_PRODUCTS_PER_CALL_MAX = 20;

/**
 * Which statuses allow what (our decision, README "Request page"): the list of products changes while the pick-up is
 * still to be collected (Open, Scheduled); the waste item and quantity are weighed in up to the pick-up itself, so also
 * when Picked Up. Completing needs every line weighed in.
 */
export const PRODUCT_LIST_STATUSES: readonly PickupStatus[] = ['Open', 'Scheduled'];
export const PRODUCT_WEIGH_STATUSES: readonly PickupStatus[] = ['Open', 'Scheduled', 'Picked Up'];
/** Who adds and removes products: the desk (admin, customer care) and the request's partner. */
export const PRODUCT_LISTERS: readonly Role[] = [ROLES.admin, ROLES.customerCare, ROLES.channelPartner];
/** Who sets the waste item and quantity: the request's partner, its collection agent (technician), an admin. */
export const PRODUCT_WEIGHERS: readonly Role[] = [ROLES.admin, ROLES.channelPartner, ROLES.technician];

export const PICKUP_PRODUCT_MESSAGES = {
  productRequired: 'Choose a product',
  productsRequired: 'Choose at least one product',
  tooManyProducts: `Add at most ${PICKUP_PRODUCTS_PER_CALL_MAX} products at a time`,
  productTwice: 'This product is chosen twice',
  itemRequired: 'Choose a waste item',
  itemForQuantity: 'Choose the waste item the quantity is measured in',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be more than 0',
  quantityDecimals: 'Quantity may have at most 3 decimals',
  quantityMax: `Quantity must be at most ${PICKUP_QUANTITY_MAX}`,
  quantityWhole: 'Quantity must be a whole number for an item counted in NOS',
  productUnknown: "Choose an active product of this request's customer",
  productOnRequest: 'This product is already on the request',
  itemUnfit: "Choose a published waste item of the request's service",
  productNotOnRequest: 'This product is not on the request',
  lastProduct: 'A pick-up request keeps at least one product: add another one before removing this one',
  notListable: (status: string) =>
    `Products can be added or removed only while a pick-up request is Open or Scheduled (this one is ${status})`,
  notWeighable: (status: string) =>
    `The waste item and quantity can be set only until the pick-up is Picked Up (this one is ${status})`,
  unweighed: (products: readonly string[]) =>
    `Set the waste item and quantity of every product before ` +
    `completing the pick-up: ${products.join(', ')} still need them`,
  added: 'Products added',
  updated: 'Product updated',
  removed: 'Product removed',
} as const;

const M = PICKUP_PRODUCT_MESSAGES;

const productRef = requiredRef('Product').max(64, M.productRequired);
const itemRef = requiredRef('Waste item').max(64, M.itemRequired);

/** A quantity in the item's unit: more than 0, at most 3 decimals, bounded. */
export const pickUpQuantitySchema = z
  .number({ message: M.quantityRequired })
  .positive(M.quantityPositive)
  .max(PICKUP_QUANTITY_MAX, M.quantityMax)
  .refine((quantity) => Math.abs(quantity * 1000 - Math.round(quantity * 1000)) < 1e-6, M.quantityDecimals);

/** Units that count pieces (the UOM master's code): nobody hands over half a television. */
const COUNTED_UOM_CODES: readonly string[] = ['NOS'];

/** Why a quantity does not suit its item's unit (a counted unit takes whole numbers), or undefined when it does. */
export function quantityUnitError(quantity: number, uomCode: string): string | undefined {
  return COUNTED_UOM_CODES.includes(uomCode.toUpperCase()) && !Number.isInteger(quantity) ? M.quantityWhole : undefined;
}

/** PUT pickUpRequests/{id}/products: customer products to add, each optionally with its waste item and quantity. */
export const pickUpProductsSchema = z.object({
  products: z
    .array(
      z
        .object({
          userProductId: productRef,
          eWasteItemId: itemRef.optional(),
          quantity: pickUpQuantitySchema.optional(),
        })
        .superRefine((line, ctx) => {
          if (line.quantity !== undefined && line.eWasteItemId === undefined)
            ctx.addIssue({ code: 'custom', path: ['eWasteItemId'], message: M.itemForQuantity });
        }),
      { message: M.productsRequired },
    )
    .min(1, M.productsRequired)
    .max(PICKUP_PRODUCTS_PER_CALL_MAX, M.tooManyProducts)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.userProductId))
          ctx.addIssue({ code: 'custom', path: [index, 'userProductId'], message: M.productTwice });
        seen.add(line.userProductId);
      });
    }),
});

/** PUT pickUpRequests/{id}/product/update: the line (by its customer product) and what it is collected as. */
export const pickUpProductUpdateSchema = z.object({
  productId: productRef,
  eWasteItemId: itemRef,
  quantity: pickUpQuantitySchema,
});

const uomSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });

/** A waste item as a pick-up product line and the options show it. */
export const pickUpItemSchema = z.object({ id: z.string(), name: z.string(), uom: uomSchema });

/**
 * GET pickUpRequests/{id}/products/options: the service's published waste items, the customer's products not yet on it.
 */
export const pickUpProductOptionsSchema = z.object({
  items: z.array(pickUpItemSchema.extend({ rate: z.number() })),
  products: z.array(
    z.object({
      userProductId: z.string(),
      productId: z.string(),
      name: z.string(),
      productType: z.string(),
      brandName: z.string(),
      nickName: z.string(),
      modelNo: z.string(),
    }),
  ),
});
export type PickUpProductOptions = z.infer<typeof pickUpProductOptionsSchema>;

/** The products of a pick-up no completion may leave without a waste item and quantity (their display names). */
export function unweighedProducts(
  products: readonly { name: string; nickName: string; eWasteItem: unknown; quantity: number | null }[],
): string[] {
  return products
    .filter((p) => !p.eWasteItem || p.quantity === null)
    .map((p) => (p.nickName ? `${p.name} (${p.nickName})` : p.name));
}
