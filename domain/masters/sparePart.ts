import { z } from '../zod';
import { amount, masterName, publishState, requiredRef } from './common';

export const hsnCode = (label = 'HSN code') =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .regex(/^\d{4,8}$/, `${label} must be 4 to 8 digits`);

/** Spare part master: main (model-specific) parts and generic parts. */
export const sparePartCreateSchema = z.object({
  partNumber: z
    .string({ message: 'Part number is required' })
    .trim()
    .min(1, { message: 'Part number is required', abort: true })
    .max(100, 'Part number must be at most 100 characters'),
  name: masterName('Spare part name'),
  uomId: requiredRef('UOM'),
  hsnCode: hsnCode(),
  price: amount('Price'),
  generic: z.boolean({ message: 'Generic must be true or false' }).default(false),
  status: publishState.default('Publish'),
});
export const sparePartUpdateSchema = sparePartCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

export interface SparePart {
  id: string;
  partNumber: string;
  name: string;
  uomId: string;
  hsnCode: string;
  price: number;
  generic: boolean;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}

/** PUT master/sparePart/{id}/models: the models a spare part fits (replaces the set). */
export const sparePartModelsSchema = z.object({
  modelIds: z.array(z.string().trim().min(1, 'Model is required')).max(10_000),
  /** Optional model-specific price for every listed model. */
  price: amount('Price').nullish(),
});

/** A spare part assigned to a model (modelView/{modelId}/{sparePartId}). */
export interface SparePartModel {
  modelId: string;
  sparePartId: string;
  price: number | null;
}
