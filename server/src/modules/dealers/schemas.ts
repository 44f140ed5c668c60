import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';
import { z } from 'zod';
import {
  dealerBasicDetailsSchema,
  type dealerBasicDetailsBodySchema,
  dealerProfileImageSchema,
} from '../../../../domain/dealers/dealer';
import { DEALER_STATUSES } from '../../../../domain/dealers/statuses';
import { addressSchema } from '../onboarding';
import { fileRefSchema, sectionFields, sectionResponsesOf } from '../profileSections';

/** Response schemas of the dealer routes (they also describe the API at /api/docs). */

/** A dealer as GET dealer/getById/{id}, GET dealer/profile and every dealer write answer it (domain `Dealer`). */
export const dealerSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  contactName: z.string(),
  email: z.string(),
  mobile: z.string(),
  typeOfFirm: z.string(),
  gstin: z.string(),
  address: addressSchema,
  channelPartner: z.object({ id: z.string(), name: z.string() }).nullable(),
  profileImage: fileRefSchema.nullable(),
  documentDetails: sectionFields.documentDetails,
  status: z.enum(DEALER_STATUSES),
  remark: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** The answer of every dealer write: the whole updated dealer, or why not. */
export const dealerResponses = sectionResponsesOf(dealerSchema);

/** A row of POST dealer/getByPaginationAndFilter (domain `DealerRow`). */
export const dealerRowSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  contactName: z.string(),
  email: z.string(),
  mobile: z.string(),
  typeOfFirm: z.string(),
  gstin: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.number().nullable(),
  channelPartnerId: z.string().nullable(),
  channelPartnerName: z.string().nullable(),
  status: z.enum(DEALER_STATUSES),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/**
 * PATCH dealer/{id}/basicDetails: the domain's dealerBasicDetailsBodySchema (the details, or only {profileImage}),
 * parsed by the branch the body is meant for so each field keeps its own message (a union would only say that neither
 * matched).
 */
export const basicDetailsBodySchema = z
  .unknown()
  .transform((body, ctx): z.output<typeof dealerBasicDetailsBodySchema> => {
    const onlyImage = typeof body === 'object' && body !== null && 'profileImage' in body;
    const result = (onlyImage ? dealerProfileImageSchema : dealerBasicDetailsSchema).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** OpenAPI tags of the dealers' routes. */
export const tags = ['dealers'];
export { errorSchema, messageSchema, security };
