import { z } from 'zod';
import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';

export { errorSchema, messageSchema, security };

/** A postal address as a profile answers it (a partner's office, a dealer's, a technician's two); null until given. */
export const addressSchema = z
  .object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    landmark: z.string(),
    pincode: z.number(),
    area: z.string(),
    city: z.string(),
    state: z.string(),
  })
  .nullable();

/** The distinct values a list's select filters offer, one array of strings per filter. */
export const filterValuesSchema = <Key extends string>(...keys: Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.array(z.string())])) as Record<Key, z.ZodArray<z.ZodString>>);
