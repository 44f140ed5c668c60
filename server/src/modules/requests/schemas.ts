import { z } from 'zod';

export const security = [{ bearer: [] }];
export const repairTags = ['requests'];
export const pickUpTags = ['pickUpRequests'];
export const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
export const requestIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
