import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';
import { z } from 'zod';
import { TECHNICIAN_STATUSES } from '../../../../domain/technicians/statuses';
import { addressSchema } from '../onboarding';
import { fileRefSchema, sectionFields, sectionResponsesOf } from '../profileSections';

/** Response schemas of the technician routes (they also describe the API at /api/docs). */

const technicianSchema = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  channelPartner: z.object({ id: z.string(), name: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  currentAddress: addressSchema,
  permanentAddress: addressSchema,
  profileImage: fileRefSchema.nullable(),
  referralCode: z.string().nullable(),
  rewardPoints: z.number(),
  status: z.enum(TECHNICIAN_STATUSES),
  ...sectionFields,
  remark: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** The answer of every technician write: the whole updated profile, or why not. */
export const sectionResponses = sectionResponsesOf(technicianSchema);

/** OpenAPI tags of the technicians' routes. */
export const tags = ['technicians'];
export { errorSchema, messageSchema, security };
