import { z } from 'zod';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';

/** Response schemas of the channel-partner routes (they also describe the API at /api/docs). */

export const tags = ['channel partners'];
export const security = [{ bearer: [] }];

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const fileRef = z.object({ name: z.string(), type: z.string(), key: z.string() });

export const channelPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeOfFirm: z.string().nullable(),
  primaryEmail: z.string(),
  primaryMobile: z.string().nullable(),
  userName: z.string().nullable(),
  referralCode: z.string().nullable(),
  rewardPoints: z.number(),
  profileImage: fileRef.nullable(),
  status: z.enum(PARTNER_STATUSES),
  officeAddress: z
    .object({ addressLine1: z.string(), addressLine2: z.string(), landmark: z.string(), pincode: z.number(), area: z.string(), city: z.string(), state: z.string() })
    .nullable(),
  managementDetails: z.object({ name: z.string(), email: z.string(), mobileNumber: z.string() }).nullable(),
  bankDetails: z
    .object({
      ifscCode: z.string(),
      name: z.string(),
      branch: z.string(),
      city: z.string(),
      accountHolderName: z.string(),
      accountNumber: z.string(),
      accountType: z.string(),
      cheque: fileRef,
    })
    .nullable(),
  documentDetails: z.array(z.object({ _id: z.string(), docType: z.string(), docNumber: z.string(), file: fileRef, mandatory: z.boolean() })),
  services: z.array(z.object({ id: z.string(), type: z.string(), dailyCallCapacity: z.number() })),
  serviceAreaIds: z.array(z.string()),
  dayAreas: z.array(z.object({ id: z.string(), day: z.number(), areas: z.array(z.string()) })),
  brandsProducts: z.array(z.object({ brandId: z.string(), name: z.string(), products: z.array(z.object({ productId: z.string(), name: z.string() })) })),
  contractDetails: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
  remark: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  authChallengePending: z.boolean(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** The answer of every section write: the whole updated profile, or why not. */
export const sectionResponses = { 200: channelPartnerSchema, 400: errorSchema, 403: messageSchema, 404: messageSchema, 409: errorSchema };
