import { security } from '../../platform/routeSchemas';
import { z } from 'zod';
import { REWARD_HOLDER_TYPES } from '../../../../domain/rewards';

export const tags = ['rewards'];
export { security };
export { errorSchema, messageSchema } from '../../platform/routeSchemas';

/** GET rewards/{userName}/balance?holderType=: a customer's mobile by default, or a technician's or partner's user name. */
export const balanceParamsSchema = z.object({ userName: z.string().trim().min(1).max(254) });
export const balanceQuerySchema = z.object({ holderType: z.enum(REWARD_HOLDER_TYPES).optional().default('Customer') });
