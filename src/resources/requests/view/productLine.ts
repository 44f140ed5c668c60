import type { RequestRecord } from '../../../../domain/requests/records';

/** A product line of a pick-up request, keyed for the section list by its customer product. */
export type ProductLine = RequestRecord['products'][number] & { id: string };

/** "Refrigerator (Kitchen)": the product and the customer's nickname for it. */
export const productLabel = (product: Pick<ProductLine, 'name' | 'nickName'>) =>
  product.nickName ? `${product.name} (${product.nickName})` : product.name;

/** A weighed-in quantity in its item's unit: "42.5 KGS"; blank when not weighed in. */
export const quantityLabel = (product: Pick<ProductLine, 'quantity' | 'eWasteItem'>) =>
  product.quantity === null ? '' : `${product.quantity} ${product.eWasteItem?.uom.code ?? ''}`.trim();
