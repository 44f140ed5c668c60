import { errorSchema, messageSchema } from '../../platform/routeSchemas';
import { z } from 'zod';

/** Response schemas shared by the profiles that hold sections (they also describe the API at /api/docs). */

export { messageSchema };
export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const fileRefSchema = z.object({ name: z.string(), type: z.string(), key: z.string() });

/** The five sections as a profile answers them (numbers masked). */
export const sectionFields = {
  bankDetails: z
    .object({
      ifscCode: z.string(),
      name: z.string(),
      branch: z.string(),
      city: z.string(),
      accountHolderName: z.string(),
      accountNumber: z.string(),
      accountType: z.string(),
      cheque: fileRefSchema,
    })
    .nullable(),
  documentDetails: z.array(
    z.object({
      _id: z.string(),
      docType: z.string(),
      docNumber: z.string(),
      file: fileRefSchema,
      mandatory: z.boolean(),
    }),
  ),
  services: z.array(z.object({ id: z.string(), type: z.string(), dailyCallCapacity: z.number() })),
  serviceAreaIds: z.array(z.string()),
  brandsProducts: z.array(
    z.object({
      brandId: z.string(),
      name: z.string(),
      products: z.array(z.object({ productId: z.string(), name: z.string() })),
    }),
  ),
};

/** The answer of every section write: the whole updated profile, or why not. */
export const sectionResponsesOf = (profile: z.ZodType) => ({
  200: profile,
  400: errorSchema,
  403: messageSchema,
  404: messageSchema,
  409: errorSchema,
});
export type SectionResponses = ReturnType<typeof sectionResponsesOf>;
