import { RESOURCE_OF, registryMaster } from './registryMaster';
import type { ListReference } from '../../../components/list/types';

/** A service price's GST as its rate (18%), not the HSN code the form searches by. */
const gstRate: ListReference = { resource: RESOURCE_OF.gst, optionText: 'slab', suffix: '%' };

/** Service prices keyed by service, category, product, product type and brand (what the booking reads). */
export const servicePriceMaster = registryMaster('servicePrice', {
  fields: ['serviceId', 'categoryId', 'productId', 'productType', 'brandId', 'sellingPrice', 'mrp', 'gstId', 'active'],
  fieldPatches: {
    categoryId: { reference: { resource: 'masters/category', filterBy: { serviceId: 'serviceId' } } },
    productId: { reference: { resource: 'masters/product', filterBy: { categoryId: 'categoryId' } } },
    productType: {
      input: 'select',
      choicesFrom: { reference: 'masters/product', field: 'productId', list: 'productTypes' },
    },
    gstId: { reference: { resource: 'masters/general/gst', optionText: 'hsnSac', searchField: 'hsnSac' } },
  },
  // The filter offers what the column shows; several GST entries may share a rate, so each option names its HSN/SAC
  // code too.
  filterPatches: { gstId: { reference: { ...gstRate, detail: 'hsnSac', searchField: 'slab' } } },
  columnPatches: { gstId: { kind: 'reference', sortable: true, reference: gstRate } },
  // Twelve columns do not fit 1440 px: the service, category and dates come from the Columns menu.
  optionalColumns: ['serviceId', 'categoryId', 'createdAt', 'lastUpdate'],
  phoneRow: {
    title: ['productId', 'productType'],
    summary: ['brandId', 'sellingPrice', { source: 'gstId', unit: true }],
  },
});

/** Spare-part prices, model-specific when a model is given. */
export const sparePartPriceMaster = registryMaster('sparePartPrice', {
  phoneRow: { title: ['sparePartId'], summary: ['modelId', 'sellingPrice'] },
});
