import { z } from 'zod';
import { masterName, publishState } from './common';

/** Master brand (spec 000 §3, §7.5): id, name, status. */
export const brandCreateSchema = z.object({
  name: masterName('Brand name'),
  status: publishState.default('Publish'),
});
export const brandUpdateSchema = brandCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
export type BrandCreate = z.infer<typeof brandCreateSchema>;

export interface Brand {
  id: string;
  name: string;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}

export const BRAND_ID_PREFIX = 'BID';
