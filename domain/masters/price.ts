import { z } from '../zod';
import { activeFlag, amount, requiredRef, requiredText } from './common';

const sellingWithinMrp = (value: { sellingPrice: number; mrp: number }, ctx: z.RefinementCtx) => {
  if (value.sellingPrice > value.mrp) ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: 'Selling price must not be more than MRP' });
};

/** The key the booking reads a service price by (spec 001 §7 "Booking support calls"). */
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
/** Price master, service prices: sellingPrice, MRP, active flag and a GST slab (spec 001 §9 "Payment"). */
export const servicePriceCreateSchema = servicePriceFields.superRefine(sellingWithinMrp);
export const servicePriceUpdateSchema = servicePriceFields.extend({ id: z.string().min(1, 'Id is required') }).superRefine(sellingWithinMrp);
export type ServicePriceCreate = z.input<typeof servicePriceCreateSchema>;

export interface ServicePrice {
  id: string;
  serviceId: string;
  categoryId: string;
  productId: string;
  productType: string;
  brandId: string;
  sellingPrice: number;
  mrp: number;
  active: boolean;
  gstId: string;
  createdAt: string;
  lastUpdate: string;
}

/** Answer of POST master/servicePrice/detail. */
export interface ServicePriceDetail {
  prices: { id: string; active: boolean; sellingPrice: number; mrp: number }[];
  gst: { igst: number };
}
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
export const sparePartPriceUpdateSchema = sparePartPriceFields.extend({ id: z.string().min(1, 'Id is required') }).superRefine(sellingWithinMrp);
export type SparePartPriceCreate = z.input<typeof sparePartPriceCreateSchema>;

export interface SparePartPrice {
  id: string;
  sparePartId: string;
  modelId: string | null;
  sellingPrice: number;
  mrp: number;
  active: boolean;
  createdAt: string;
  lastUpdate: string;
}
