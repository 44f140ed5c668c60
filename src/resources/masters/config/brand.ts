import { brandCreateSchema, brandUpdateSchema } from '../../../../domain/masters/brand';
import { publishMaster } from './publishMaster';

export const brandMaster = publishMaster({
  resource: 'masters/brand',
  apiPath: 'master/brand',
  exportName: 'brand',
  createSchema: brandCreateSchema,
  updateSchema: brandUpdateSchema,
});
