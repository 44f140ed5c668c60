import { registryMaster } from './registryMaster';
import type { MasterConfig } from './types';

/** Model master: category, then a product of that category, one of its types, and the brand. */
export const modelMaster: MasterConfig = {
  ...registryMaster('model', {
    fields: ['modelNo', 'categoryId', 'productId', 'productType', 'brandId', 'status'],
    fieldPatches: {
      productId: { reference: { resource: 'masters/product', filterBy: { categoryId: 'categoryId' } } },
      productType: {
        input: 'select',
        choicesFrom: { reference: 'masters/product', field: 'productId', list: 'productTypes' },
      },
    },
    filters: ['modelNo', 'productId', 'brandId', 'categoryId', 'productType', 'status'],
    phoneRow: { summary: ['brandId', 'productId', 'productType'] },
  }),
  recordLinks: [
    { label: 'assign.prices', to: ({ id }) => `masters/price/model/view/${encodeURIComponent(String(id))}` },
  ],
};
