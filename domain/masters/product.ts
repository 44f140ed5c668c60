import { z } from '../zod';
import { masterName, publishState, storedFile } from './common';

/** Product types offered for a product, e.g. Split / Window for an air conditioner. */
const productTypesSchema = z
  .array(
    z.string().trim().min(1, 'Product type must not be blank').max(100, 'Product type must be at most 100 characters'),
  )
  .max(50, 'At most 50 product types')
  .refine(
    (types) => new Set(types.map((t) => t.toLowerCase())).size === types.length,
    'Product types must be different',
  )
  .default([]);

/** Master product: id, name, category, product types, publish state, image. */
export const productCreateSchema = z.object({
  name: masterName('Product name'),
  categoryId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  productTypes: productTypesSchema,
  status: publishState.default('Publish'),
  image: storedFile.nullish().transform((v) => v ?? null),
});
export const productUpdateSchema = productCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
