import { errorSchema, security } from '../../platform/routeSchemas';
import { z } from 'zod';

export { security };
export const repairTags = ['requests'];
export const pickUpTags = ['pickUpRequests'];
export { errorSchema };
export const requestIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
