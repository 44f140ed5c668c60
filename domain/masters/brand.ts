import { z } from '../zod';
import { masterName, publishState, storedFile } from './common';

/** Master brand: id, name, status, logo. */
export const brandCreateSchema = z.object({
  name: masterName('Brand name'),
  status: publishState.default('Publish'),
  logo: storedFile.nullish().transform((v) => v ?? null),
});
export const brandUpdateSchema = brandCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
