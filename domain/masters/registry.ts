import type { z } from 'zod';
import { MASTER_CATALOGUE, type MasterDescriptor, type MasterKey } from './catalogue';
import { brandCreateSchema, brandUpdateSchema } from './brand';
import { categoryCreateSchema, categoryUpdateSchema } from './category';
import {
  disposalMethodCreateSchema,
  disposalMethodUpdateSchema,
  eWasteItemCreateSchema,
  eWasteItemUpdateSchema,
} from './eWaste';
import {
  couponCreateSchema,
  couponUpdateSchema,
  gstCreateSchema,
  gstUpdateSchema,
  rewardPointCreateSchema,
  rewardPointUpdateSchema,
  serviceTypeCreateSchema,
  serviceTypeUpdateSchema,
  uomCreateSchema,
  uomUpdateSchema,
} from './general';
import { issueCreateSchema, issueUpdateSchema } from './issue';
import { modelCreateSchema, modelUpdateSchema } from './model';
import {
  servicePriceCreateSchema,
  servicePriceUpdateSchema,
  sparePartPriceCreateSchema,
  sparePartPriceUpdateSchema,
} from './price';
import { productCreateSchema, productUpdateSchema } from './product';
import { repairServiceCreateSchema, repairServiceUpdateSchema } from './repairService';
import { serviceCreateSchema, serviceUpdateSchema } from './service';
import { sparePartCreateSchema, sparePartUpdateSchema } from './sparePart';

export * from './catalogue';

/** A master of the catalogue with the schemas its create and update bodies must pass. */
export interface MasterConfig extends MasterDescriptor {
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
}

const SCHEMAS = {
  service: { createSchema: serviceCreateSchema, updateSchema: serviceUpdateSchema },
  category: { createSchema: categoryCreateSchema, updateSchema: categoryUpdateSchema },
  product: { createSchema: productCreateSchema, updateSchema: productUpdateSchema },
  brand: { createSchema: brandCreateSchema, updateSchema: brandUpdateSchema },
  model: { createSchema: modelCreateSchema, updateSchema: modelUpdateSchema },
  uom: { createSchema: uomCreateSchema, updateSchema: uomUpdateSchema },
  sparePart: { createSchema: sparePartCreateSchema, updateSchema: sparePartUpdateSchema },
  gst: { createSchema: gstCreateSchema, updateSchema: gstUpdateSchema },
  servicePrice: { createSchema: servicePriceCreateSchema, updateSchema: servicePriceUpdateSchema },
  sparePartPrice: { createSchema: sparePartPriceCreateSchema, updateSchema: sparePartPriceUpdateSchema },
  issue: { createSchema: issueCreateSchema, updateSchema: issueUpdateSchema },
  repairService: { createSchema: repairServiceCreateSchema, updateSchema: repairServiceUpdateSchema },
  serviceType: { createSchema: serviceTypeCreateSchema, updateSchema: serviceTypeUpdateSchema },
  rewardPoint: { createSchema: rewardPointCreateSchema, updateSchema: rewardPointUpdateSchema },
  coupon: { createSchema: couponCreateSchema, updateSchema: couponUpdateSchema },
  eWasteItem: { createSchema: eWasteItemCreateSchema, updateSchema: eWasteItemUpdateSchema },
  disposalMethod: { createSchema: disposalMethodCreateSchema, updateSchema: disposalMethodUpdateSchema },
} satisfies Record<MasterKey, Pick<MasterConfig, 'createSchema' | 'updateSchema'>>;

type Registry = { [K in MasterKey]: (typeof MASTER_CATALOGUE)[K] & (typeof SCHEMAS)[K] };

/** Every master: its catalogue entry and its schemas. */
export const MASTER_REGISTRY = Object.fromEntries(
  Object.entries(MASTER_CATALOGUE).map(([key, entry]) => [key, { ...entry, ...SCHEMAS[key as MasterKey] }]),
) as Registry;
