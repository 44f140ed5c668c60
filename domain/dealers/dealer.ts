import { z } from '../zod';
import { FIRM_TYPES, NAME_MAX } from '../constants';
import {
  BASIC_DETAILS_MESSAGES,
  officeAddressSchema,
  profileImageSchema,
  type OfficeAddress,
} from '../channelPartner/basicDetails';
import { INVITE_MESSAGES, primaryEmail, primaryMobile } from '../channelPartner/invite';
import { statusRemark } from '../channelPartner/status';
import type { FileRef } from '../files';
import type { KycDocument } from '../profile/kyc';
import { LETTERS_AND_SPACES } from '../patterns';
import { DEALER_MESSAGES } from './messages';
import { DEALER_DECISIONS, type DealerStatus } from './statuses';
import { textAtMost } from '../validationMessages';

/** GSTIN: 2-digit state code, the PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const requiredText = (message: string) =>
  z.string({ message }).trim().min(1, { message, abort: true }).max(NAME_MAX, textAtMost(NAME_MAX));

const firmName = requiredText(DEALER_MESSAGES.firmNameRequired);
const contactName = requiredText(DEALER_MESSAGES.contactNameRequired).regex(
  LETTERS_AND_SPACES,
  DEALER_MESSAGES.lettersAndSpaces,
);
const gstin = z
  .string({ message: DEALER_MESSAGES.gstinRequired })
  .trim()
  .min(1, { message: DEALER_MESSAGES.gstinRequired, abort: true })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(GSTIN_PATTERN, DEALER_MESSAGES.gstinInvalid));
const dealerFirmType = z.enum(FIRM_TYPES, { message: INVITE_MESSAGES.firmRequired });
/** The channel partner the dealer works with: optional; blank means none. */
const dealerPartnerId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((id) => (id ? id : null));

/** The fields a dealer record keeps besides its e-mail (basic details). */
const dealerFields = {
  firmName,
  contactName,
  mobile: primaryMobile,
  typeOfFirm: dealerFirmType,
  gstin,
  address: officeAddressSchema,
  channelPartnerId: dealerPartnerId,
};

/** POST dealer (dealers/add): an admin adds a dealer; the e-mail gets the invitation link. */
export const addDealerSchema = z.object({ ...dealerFields, email: primaryEmail });
export type AddDealerInput = z.input<typeof addDealerSchema>;

/** PATCH dealer/{id}/basicDetails: the basic details (the e-mail is the sign-in and cannot change)... */
export const dealerBasicDetailsSchema = z.object(dealerFields);
/** ...or, from the photo, only {profileImage}. */
export const dealerProfileImageSchema = z.object({ profileImage: profileImageSchema });
export const dealerBasicDetailsBodySchema = z.union([dealerProfileImageSchema, dealerBasicDetailsSchema]);

/** PATCH dealer/status {id, status, remark}: Active, Inactive or back to Pending, always with a remark. */
export const dealerStatusSchema = z.object({
  id: z.string({ message: 'Id is required' }).trim().min(1, 'Id is required').max(64),
  status: z.enum(DEALER_DECISIONS, { message: 'Status is required' }),
  remark: statusRemark,
});
export type DealerStatusInput = z.input<typeof dealerStatusSchema>;

/** Id of the resend/revoke calls. */
export const dealerIdSchema = z.object({
  id: z.string({ message: 'Id is required' }).trim().min(1, 'Id is required').max(64),
});

/** A dealer as GET dealer/getById/{id}, GET dealer/profile and every dealer write answer it. */
export interface Dealer {
  id: string;
  firmName: string;
  contactName: string;
  email: string;
  /** Ten digits, as typed (no +91). */
  mobile: string;
  typeOfFirm: (typeof FIRM_TYPES)[number];
  gstin: string;
  address: OfficeAddress | null;
  channelPartner: { id: string; name: string } | null;
  profileImage: FileRef | null;
  documentDetails: KycDocument[];
  status: DealerStatus;
  /** The remark of the latest status change. */
  remark: string | null;
  /** While the invitation is open. */
  inviteExpiresAt: string | null;
  createdAt: string;
  lastUpdate: string;
}

/** A row of POST dealer/getByPaginationAndFilter. */
export interface DealerRow {
  id: string;
  firmName: string;
  contactName: string;
  email: string;
  mobile: string;
  typeOfFirm: string;
  gstin: string;
  city: string | null;
  state: string | null;
  pincode: number | null;
  channelPartnerId: string | null;
  channelPartnerName: string | null;
  status: DealerStatus;
  createdAt: string;
  lastUpdate: string;
}

export { BASIC_DETAILS_MESSAGES };
