import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';
import { z } from 'zod';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { addressSchema } from '../onboarding';
import { fileRefSchema, idParamsSchema, sectionFields, sectionResponsesOf } from '../profileSections';

/** Response schemas of the channel-partner routes (they also describe the API at /api/docs). */

export const channelPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeOfFirm: z.string().nullable(),
  primaryEmail: z.string(),
  primaryMobile: z.string().nullable(),
  userName: z.string().nullable(),
  referralCode: z.string().nullable(),
  rewardPoints: z.number(),
  profileImage: fileRefSchema.nullable(),
  status: z.enum(PARTNER_STATUSES),
  officeAddress: addressSchema,
  managementDetails: z.object({ name: z.string(), email: z.string(), mobileNumber: z.string() }).nullable(),
  ...sectionFields,
  dayAreas: z.array(z.object({ id: z.string(), day: z.number(), areas: z.array(z.string()) })),
  contractDetails: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  remark: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  authChallengePending: z.boolean(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** The answer of every section write: the whole updated profile, or why not. */
export const sectionResponses = sectionResponsesOf(channelPartnerSchema);

/** OpenAPI tags of the channel partners' routes. */
export const tags = ['channel partners'];
export { errorSchema, idParamsSchema, messageSchema, security };
