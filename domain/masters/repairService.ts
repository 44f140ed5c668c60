import { z } from '../zod';
import { masterName, publishState, requiredRef } from './common';

/** Repair service master: the repair service types offered per product (Repair, Installation, ...). */
export const REPAIR_SERVICE_NAMES = ['Repair', 'Installation', 'Uninstallation', 'General Service'] as const;

export const repairServiceCreateSchema = z.object({
  name: masterName('Repair service name'),
  productId: requiredRef('Product'),
  status: publishState.default('Publish'),
});
export const repairServiceUpdateSchema = repairServiceCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
