import { registryMaster } from './registryMaster';

/** Service prices keyed by service, category, product, product type and brand (what the booking reads). */
export const servicePriceMaster = registryMaster('servicePrice', {
  fields: ['serviceId', 'categoryId', 'productId', 'productType', 'brandId', 'sellingPrice', 'mrp', 'gstId', 'active'],
  fieldPatches: {
    categoryId: { reference: { resource: 'masters/category', filterBy: { serviceId: 'serviceId' } } },
    productId: { reference: { resource: 'masters/product', filterBy: { categoryId: 'categoryId' } } },
    productType: { input: 'select', choicesFrom: { reference: 'masters/product', field: 'productId', list: 'productTypes' } },
    gstId: { reference: { resource: 'masters/general/gst', optionText: 'hsnSac', searchField: 'hsnSac' } },
  },
  // The list shows the GST rate (18%), not the HSN code the form searches by.
  columnPatches: { gstId: { kind: 'reference', sortable: true, reference: { resource: 'masters/general/gst', optionText: 'slab', suffix: '%' } } },
  // Twelve columns do not fit 1440 px: the service, category and dates come from the Columns menu.
  optionalColumns: ['serviceId', 'categoryId', 'createdAt', 'lastUpdate'],
  summary: ['productId', 'brandId', 'sellingPrice'],
});

/** Spare-part prices, model-specific when a model is given. */
export const sparePartPriceMaster = registryMaster('sparePartPrice', { summary: ['sparePartId', 'modelId', 'sellingPrice'] });
