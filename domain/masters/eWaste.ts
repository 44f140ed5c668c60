import { z } from '../zod';
import { DISPOSAL_METHODS, WASTE_SERVICE_IDS } from './choices';
import { amount, choiceOf, masterName, publishState, requiredRef } from './common';

export { DISPOSAL_METHODS, WASTE_SERVICE_IDS } from './choices';

/** E-waste service master: items under each waste category, with UOM and rate. */
export const eWasteItemCreateSchema = z.object({
  serviceId: choiceOf(
    WASTE_SERVICE_IDS,
    'Service',
    'Service must be the e-waste, plastic, used cooking oil or textile service',
  ),
  categoryId: requiredRef('Category'),
  name: masterName('Item name'),
  uomId: requiredRef('UOM'),
  rate: amount('Rate'),
  status: publishState.default('Publish'),
});
export const eWasteItemUpdateSchema = eWasteItemCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

export const disposalMethodCreateSchema = z.object({
  name: choiceOf(DISPOSAL_METHODS, 'Disposal method'),
});
export const disposalMethodUpdateSchema = disposalMethodCreateSchema.extend({
  id: z.string().min(1, 'Id is required'),
});
