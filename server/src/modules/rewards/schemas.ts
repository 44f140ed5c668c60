import { security } from '../../platform/routeSchemas';
import { z } from 'zod';
import { REWARD_HOLDER_TYPES } from '../../../../domain/rewards';
import { CUSTOMER_MESSAGES, withoutMobilePrefix } from '../../../../domain/customers/customer';
import { MOBILE_PATTERN } from '../../../../domain/patterns';

export const tags = ['rewards'];
export { security };
export { errorSchema, messageSchema } from '../../platform/routeSchemas';

/**
 * GET rewards/{userName}/balance?holderType=: a customer's mobile by default, or a technician's or partner's user name.
 */
export const balanceParamsSchema = z.object({ userName: z.string().trim().min(1).max(254) });
export const balanceQuerySchema = z.object({ holderType: z.enum(REWARD_HOLDER_TYPES).optional().default('Customer') });

/** GET rewards/{userName}/balance: the customer's ten-digit mobile. */
export const rewardUserParamsSchema = z.object({
  userName: z
    .string()
    .trim()
    .max(32, CUSTOMER_MESSAGES.mobileInvalid)
    .transform(withoutMobilePrefix)
    .pipe(z.string().regex(MOBILE_PATTERN, CUSTOMER_MESSAGES.mobileInvalid)),
});
