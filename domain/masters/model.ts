import { z } from '../zod';
import { publishState, requiredRef, requiredText } from './common';

/** Model master: modelNo of a brand's product, with its product type and category. */
export const modelCreateSchema = z.object({
  modelNo: requiredText('Model number', 100),
  productId: requiredRef('Product'),
  productType: requiredText('Product type', 100),
  categoryId: requiredRef('Category'),
  brandId: requiredRef('Brand'),
  status: publishState.default('Publish'),
});
export const modelUpdateSchema = modelCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

export interface Model {
  id: string;
  modelNo: string;
  productId: string;
  productType: string;
  categoryId: string;
  brandId: string;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}
