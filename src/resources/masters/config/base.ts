import { registryMaster } from './registryMaster';
import type { MasterConfig } from './types';

/** Base masters: the services, their categories, products and brands. */
export const serviceMaster = registryMaster('service', { fields: ['name', 'type', 'status'] });

export const categoryMaster = registryMaster('category');

export const productMaster = {
  ...registryMaster('product', { fields: ['name', 'categoryId', 'productTypes', 'status', 'image'] }),
  recordLinks: [
    { label: 'assign.issues', to: ({ id }) => `masters/issue/product/view/${encodeURIComponent(String(id))}` },
  ],
} satisfies MasterConfig;

export const brandMaster = registryMaster('brand');
