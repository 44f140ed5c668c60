import { z } from '../zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { typedPincode } from '../typedPincode';
import { EMAIL_PATTERN, LETTERS_AND_SPACES } from '../patterns';
import { partnerName, primaryEmail, primaryMobile, typeOfFirm } from './invite';
import { textAtMost } from '../validationMessages';

/** Messages of a channel partner's basic details, field rules and success toast. */
export const BASIC_DETAILS_MESSAGES = {
  addressLine1Required: 'Address Line 1 is required',
  addressLine2Required: 'Address Line 2 is required',
  areaRequired: 'Area is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Not a valid Pincode',
  pincodeUnavailable: 'Unavailable Pincode',
  managerNameRequired: 'Manager Name is required',
  managerNameLetters: 'Only alphabets and spaces are Allowed',
  managerEmailInvalid: 'Must be a valid email',
  managerMobileRequired: 'Manager Mobile Number is required',
  managerMobileInvalid: 'Phone Number is not valid',
  locked: 'This field cannot be changed',
  updated: 'Basic Details Updated',
  photoUploaded: 'Profile Photo Uploaded',
  photoUpdated: 'Profile Photo Updated',
  photoType: 'Only .png, .jpg and .jpeg files are allowed',
} as const;

const required = (message: string, max = NAME_MAX) =>
  z.string({ message }).trim().min(1, { message, abort: true }).max(max, textAtMost(max));

/** A six-digit pincode as a number 100000..999999 (typed as text or number). */
const pincodeNumber = typedPincode({
  required: BASIC_DETAILS_MESSAGES.pincodeRequired,
  invalid: BASIC_DETAILS_MESSAGES.pincodeInvalid,
});

/** Partner office address (with state). */
export const officeAddressSchema = z.object({
  addressLine1: required(BASIC_DETAILS_MESSAGES.addressLine1Required),
  addressLine2: required(BASIC_DETAILS_MESSAGES.addressLine2Required),
  landmark: z.string().trim().max(NAME_MAX).optional().default(''),
  pincode: pincodeNumber,
  area: required(BASIC_DETAILS_MESSAGES.areaRequired),
  city: required(BASIC_DETAILS_MESSAGES.cityRequired),
  state: required(BASIC_DETAILS_MESSAGES.stateRequired),
});
export type OfficeAddress = z.output<typeof officeAddressSchema>;

export const managementDetailsSchema = z.object({
  name: required(BASIC_DETAILS_MESSAGES.managerNameRequired).regex(
    LETTERS_AND_SPACES,
    BASIC_DETAILS_MESSAGES.managerNameLetters,
  ),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), BASIC_DETAILS_MESSAGES.managerEmailInvalid)
    .optional()
    .default(''),
  mobileNumber: z
    .string({ message: BASIC_DETAILS_MESSAGES.managerMobileRequired })
    .trim()
    .min(1, { message: BASIC_DETAILS_MESSAGES.managerMobileRequired, abort: true })
    .regex(/^[6-9][0-9]{9}$/, BASIC_DETAILS_MESSAGES.managerMobileInvalid),
});
export type ManagementDetails = z.output<typeof managementDetailsSchema>;

/** PATCH channel-partner/{id}/basicDetails. Name and primary e-mail are locked: they must equal the stored ones. */
export const basicDetailsSchema = z.object({
  name: partnerName,
  typeOfFirm,
  primaryEmail,
  primaryMobile,
  officeAddress: officeAddressSchema,
  managementDetails: managementDetailsSchema,
});
export type BasicDetailsInput = z.input<typeof basicDetailsSchema>;

/** PATCH channel-partner/{id}/profileImage: name, type, key of an uploaded photo. */
export const profileImageSchema = z.object({
  name: z.string().trim().min(1).max(255),
  type: z.enum(['image/png', 'image/jpeg', 'image/jpg'], { message: BASIC_DETAILS_MESSAGES.photoType }),
  key: z.string().trim().min(1).max(512),
});
