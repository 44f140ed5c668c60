import { z } from 'zod';
import { SERVICE_IDS } from '../constants';
import { amount, masterName, publishState, requiredRef } from './common';

/** Waste services whose items have a rate per unit (spec 001 §9): e-waste, plastic, UCO, textile. */
export const WASTE_SERVICE_IDS = [SERVICE_IDS.eWaste, SERVICE_IDS.plastic, SERVICE_IDS.usedCookingOil, SERVICE_IDS.textile] as const;

/** E-waste service master: items under each waste category, with UOM and rate. */
export const eWasteItemCreateSchema = z.object({
  serviceId: z.enum(WASTE_SERVICE_IDS, { message: 'Service must be the e-waste, plastic, used cooking oil or textile service' }),
  categoryId: requiredRef('Category'),
  name: masterName('Item name'),
  uomId: requiredRef('UOM'),
  rate: amount('Rate'),
  status: publishState.default('Publish'),
});
export const eWasteItemUpdateSchema = eWasteItemCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
export type EWasteItemCreate = z.input<typeof eWasteItemCreateSchema>;
export interface EWasteItem {
  id: string;
  serviceId: (typeof WASTE_SERVICE_IDS)[number];
  categoryId: string;
  name: string;
  uomId: string;
  rate: number;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}

/** Disposal methods of spec 001 §9. */
export const DISPOSAL_METHODS = ['Landfill', 'Incineration (Burn)', 'Recycling', 'Storage'] as const;
export const disposalMethodCreateSchema = z.object({
  name: z.enum(DISPOSAL_METHODS, { message: `Disposal method must be one of ${DISPOSAL_METHODS.join(', ')}` }),
});
export const disposalMethodUpdateSchema = disposalMethodCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
export interface DisposalMethod {
  id: string;
  name: (typeof DISPOSAL_METHODS)[number];
  createdAt: string;
  lastUpdate: string;
}

export const E_WASTE_ITEM_ID_PREFIX = 'EWI';
export const DISPOSAL_METHOD_ID_PREFIX = 'DSP';
