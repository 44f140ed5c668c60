import { security } from '../../platform/routeSchemas';
import { z } from 'zod';
import { CUSTOMER_MESSAGES, withoutMobilePrefix } from '../../../../domain/customers/customer';
import { MOBILE_PATTERN } from '../../../../domain/patterns';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

/** Route schemas of the customer API (they also describe it at /api/docs). */

export const tags = ['customers'];
export { security };

export { errorSchema, messageSchema } from '../../platform/routeSchemas';

/** A customer id as the database makes them ('CUS' and digits). */
export const CUSTOMER_ID_PATTERN = /^CUS\d{1,18}$/;
const ID_INVALID = SERVER_MESSAGES.customerIdInvalid;

/** GET users/customer/{username}: the ten-digit mobile or the customer id. */
export const customerKeyParamsSchema = z.object({
  username: z
    .string()
    .trim()
    .max(32, CUSTOMER_MESSAGES.mobileInvalid)
    .transform(withoutMobilePrefix)
    .refine((key) => MOBILE_PATTERN.test(key) || CUSTOMER_ID_PATTERN.test(key), CUSTOMER_MESSAGES.mobileInvalid),
});

const customerIdSchema = z.string().trim().max(32, ID_INVALID).regex(CUSTOMER_ID_PATTERN, ID_INVALID);
const rowIdSchema = (prefix: string, message: string) =>
  z
    .string()
    .trim()
    .max(32, message)
    .regex(new RegExp(`^${prefix}\\d{1,18}$`), message);

export const profileParamsSchema = z.object({ profileId: customerIdSchema });
export const addressParamsSchema = profileParamsSchema.extend({
  addressId: rowIdSchema('ADR', 'Address id is not valid'),
});
export const customerParamsSchema = z.object({ customerId: customerIdSchema });
export const productParamsSchema = customerParamsSchema.extend({
  productId: rowIdSchema('UPR', 'Product id is not valid'),
});
