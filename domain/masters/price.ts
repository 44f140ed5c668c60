import { z } from '../zod';
import { activeFlag, amount, requiredRef, requiredText } from './common';

const sellingWithinMrp = (value: { sellingPrice: number; mrp: number }, ctx: z.RefinementCtx) => {
  if (value.sellingPrice > value.mrp)
    ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: 'Selling price must not be more than MRP' });
};

/** The key the booking reads a service price by. */
export const servicePriceKeySchema = z.object({
  serviceId: requiredRef('Service'),
  categoryId: requiredRef('Category'),
  productId: requiredRef('Product'),
  productType: requiredText('Product type', 100),
  brandId: requiredRef('Brand'),
});

const servicePriceFields = servicePriceKeySchema.extend({
  sellingPrice: amount('Selling price'),
  mrp: amount('MRP'),
  active: activeFlag,
  gstId: requiredRef('GST'),
});
/** Price master, service prices: sellingPrice, MRP, active flag and a GST slab. */
export const servicePriceCreateSchema = servicePriceFields.superRefine(sellingWithinMrp);
export const servicePriceUpdateSchema = servicePriceFields
  .extend({ id: z.string().min(1, 'Id is required') })
  .superRefine(sellingWithinMrp);

export const SERVICE_PRICE_NOT_AVAILABLE = 'Service Price Not Available for this Product';

const sparePartPriceFields = z.object({
  sparePartId: requiredRef('Spare part'),
  modelId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  sellingPrice: amount('Selling price'),
  mrp: amount('MRP'),
  active: activeFlag,
});
/** Price master, spare-part prices (model-specific when modelId is set). */
export const sparePartPriceCreateSchema = sparePartPriceFields.superRefine(sellingWithinMrp);
export const sparePartPriceUpdateSchema = sparePartPriceFields
  .extend({ id: z.string().min(1, 'Id is required') })
  .superRefine(sellingWithinMrp);
