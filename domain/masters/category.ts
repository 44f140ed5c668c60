import { z } from '../zod';
import { masterName, publishState, requiredRef } from './common';

/** Master category (a base master): id like CID101 given by the admin or generated, the service it belongs to. */
const categoryIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^CID\d+$/, 'Category id must look like CID101');

export const categoryCreateSchema = z.object({
  id: categoryIdSchema.optional(),
  name: masterName('Category name'),
  serviceId: requiredRef('Service'),
  status: publishState.default('Publish'),
});
export const categoryUpdateSchema = categoryCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
