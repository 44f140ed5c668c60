import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { officeAddressSchema } from '../channelPartner/basicDetails';
import { optionalEmail, personName, typedMobile } from '../customers/customer';
import { typedPincode } from '../typedPincode';
import { TECHNICIAN_PROFILE_MESSAGES } from './messages';
import { textAtMost } from '../validationMessages';

/** A technician address's pincode, 100000..999999 ('Valid Pincode is required', 'Not a valid Pincode'). */
const technicianPincode = typedPincode({
  required: TECHNICIAN_PROFILE_MESSAGES.pincodeRequired,
  invalid: TECHNICIAN_PROFILE_MESSAGES.pincodeInvalid,
});

/** Technician address: the partner's office address with the technician's pincode messages. */
export const technicianAddressSchema = officeAddressSchema.extend({ pincode: technicianPincode });
type TechnicianAddressInput = z.input<typeof technicianAddressSchema>;
export type TechnicianAddress = z.output<typeof technicianAddressSchema>;

/** What unticking 'Same as Current Address' leaves in the permanent address. */
export const EMPTY_TECHNICIAN_ADDRESS = {
  addressLine1: '',
  addressLine2: '',
  landmark: '',
  pincode: '',
  area: '',
  city: '',
  state: '',
} as const;

/** 'Same as Current Address' is offered once the current lines, a valid pincode and the area are filled. */
export function canCopyCurrentAddress(
  current: Partial<Record<keyof TechnicianAddressInput, unknown>> | null | undefined,
): boolean {
  if (!current) return false;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return (
    filled(current.addressLine1) &&
    filled(current.addressLine2) &&
    filled(current.area) &&
    technicianPincode.safeParse(current.pincode).success
  );
}

const technicianMobile = typedMobile({
  required: TECHNICIAN_PROFILE_MESSAGES.mobileRequired,
  invalid: TECHNICIAN_PROFILE_MESSAGES.mobileInvalid,
});

/** Looked up without case: one address is one technician. */
const technicianEmail = optionalEmail.transform((email) => email.toLowerCase());

/** The technician's partner, shown read-only: its id decides; the name is for display. */
export const technicianPartnerSchema = z.object({
  id: z
    .string({ message: TECHNICIAN_PROFILE_MESSAGES.channelPartnerRequired })
    .trim()
    .min(1, TECHNICIAN_PROFILE_MESSAGES.channelPartnerRequired)
    .max(64),
  name: z.string().trim().max(NAME_MAX, textAtMost(NAME_MAX)).optional().default(''),
});

/** POST technician and PATCH technician/{id}/basicDetails: the Edit Basic Profile Details dialog. */
export const technicianBasicDetailsSchema = z.object({
  channelPartner: technicianPartnerSchema,
  firstName: personName(TECHNICIAN_PROFILE_MESSAGES.firstNameRequired),
  lastName: personName(TECHNICIAN_PROFILE_MESSAGES.lastNameRequired),
  email: technicianEmail,
  mobile: technicianMobile,
  currentAddress: technicianAddressSchema,
  permanentAddress: technicianAddressSchema,
});
export type TechnicianBasicDetailsInput = z.input<typeof technicianBasicDetailsSchema>;
export type TechnicianBasicDetails = z.output<typeof technicianBasicDetailsSchema>;

/** GET technician/mobile/{mobile}: the duplicate check on blur. */
export const technicianMobileParamsSchema = z.object({ mobile: technicianMobile });

/** GET technician/email/{email}: the duplicate check on blur, only for a valid address. */
export const technicianEmailParamsSchema = z.object({
  email: technicianEmail.refine((email) => email !== '', TECHNICIAN_PROFILE_MESSAGES.emailInvalid),
});
