import { productCreateSchema, productUpdateSchema } from '../../../../domain/masters/product';
import { publishMaster } from './publishMaster';

export const productMaster = publishMaster({
  resource: 'masters/product',
  apiPath: 'master/product',
  exportName: 'product',
  createSchema: productCreateSchema,
  updateSchema: productUpdateSchema,
});
