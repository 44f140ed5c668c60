import { z } from '../zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { typedPincode } from '../typedPincode';
import { EMAIL_PATTERN, LETTERS_AND_SPACES, MOBILE_PATTERN } from '../patterns';
import { referralCodeEntrySchema } from '../rewards/referral';
import { textAtMost } from '../validationMessages';

/** Messages of the customer screens. */
/** The ten digits of a mobile typed with or without +91 and spaces. */
export const withoutMobilePrefix = (value: string) => value.replace(/\s/g, '').replace(/^\+91/, '');

export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  nameLetters: 'Only alphabets and spaces allowed',
  emailInvalid: 'Invalid email',
  mobileRequired: 'Mobile Number is Required',
  mobileInvalid: 'Mobile Number is not valid',
  mobileInUse: 'This Mobile Number is already in use',
  mobileLocked: 'The mobile number of a customer cannot be changed',
  pincodeInvalid: 'Invalid Pincode',
  added: 'Customer Profile Added',
  updated: 'Customer Profile Updated',
  notFound: 'No Account Found.',
  failed: 'Something Went Wrong',
} as const;

/** Customer name search starts at this many characters. */
export const CUSTOMER_NAME_SEARCH_MIN = 3;

/** Leading spaces are ignored: every text is trimmed before its rule. */
const text = (max: number) => z.string().trim().max(max, textAtMost(max));

/** A first or last name: required, at most NAME_MAX, letters and spaces ('Only alphabets and spaces allowed'). */
export const personName = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(NAME_MAX, textAtMost(NAME_MAX))
    .regex(LETTERS_AND_SPACES, CUSTOMER_MESSAGES.nameLetters);

/** Ten digits starting 6–9; a +91 prefix or spaces typed with it are dropped. */
export const mobileDigits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s/g, '').replace(/^\+91/, '') : value;

/** A required mobile typed with or without +91 and spaces; each form words its own messages. */
export const typedMobile = (messages: { required: string; invalid: string }) =>
  z.preprocess(
    mobileDigits,
    z
      .string({ message: messages.required })
      .min(1, { message: messages.required, abort: true })
      .regex(MOBILE_PATTERN, messages.invalid),
  );

export const customerMobile = typedMobile({
  required: CUSTOMER_MESSAGES.mobileRequired,
  invalid: CUSTOMER_MESSAGES.mobileInvalid,
});

/** An optional e-mail ('' when left empty), at most EMAIL_MAX ('Invalid email'). */
export const optionalEmail = text(EMAIL_MAX)
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), CUSTOMER_MESSAGES.emailInvalid)
  .optional()
  .default('');

/** A six-digit pincode not starting with 0, as a number ('Invalid Pincode'). */
export const customerPincode = typedPincode({
  required: CUSTOMER_MESSAGES.pincodeInvalid,
  invalid: CUSTOMER_MESSAGES.pincodeInvalid,
});

/** POST users/customer and PUT users/customer. */
export const customerProfileSchema = z.object({
  firstName: personName(CUSTOMER_MESSAGES.firstNameRequired),
  lastName: personName(CUSTOMER_MESSAGES.lastNameRequired),
  email: optionalEmail,
  mobileNumber: customerMobile,
  altMobileNumber: z
    .preprocess(
      mobileDigits,
      z.string().refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), CUSTOMER_MESSAGES.mobileInvalid),
    )
    .optional()
    .default(''),
  pincode: customerPincode,
  /** The referral code the new customer gave (creation only): checked as upper case, its holder must exist. */
  referralCode: referralCodeEntrySchema,
});
export type CustomerProfileInput = z.input<typeof customerProfileSchema>;
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** GET users/customer/{username} and /exists: the username is the customer's ten-digit mobile. */
export const customerUsernameParamsSchema = z.object({ username: customerMobile });

/** GET users/customer/getByName/{name}: from CUSTOMER_NAME_SEARCH_MIN characters. */
export const customerNameSearchParamsSchema = z.object({
  name: z
    .string({ message: `Type at least ${CUSTOMER_NAME_SEARCH_MIN} characters` })
    .trim()
    .min(CUSTOMER_NAME_SEARCH_MIN, `Type at least ${CUSTOMER_NAME_SEARCH_MIN} characters`)
    .max(NAME_MAX, textAtMost(NAME_MAX)),
});
