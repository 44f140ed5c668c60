import { z } from 'zod';
import { masterName, publishState } from './common';

/** Master product (spec 000 §3, §7.5): id, name, status. */
export const productCreateSchema = z.object({
  name: masterName('Product name'),
  status: publishState.default('Publish'),
});
export const productUpdateSchema = productCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
export type ProductCreate = z.infer<typeof productCreateSchema>;

export interface Product {
  id: string;
  name: string;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}

export const PRODUCT_ID_PREFIX = 'PID';
