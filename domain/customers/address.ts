import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { customerPincode } from './customer';
import { textAtMost } from '../validationMessages';

/** Address types of a customer address; 'Other' takes a label of the customer's own. */
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Messages of the Add Address dialog. */
export const ADDRESS_MESSAGES = {
  typeRequired: 'Address type is required',
  labelRequired: 'Field is required',
  line1Required: 'Address Line 1 is required',
  areaRequired: 'Area is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeUnavailable: 'Unavailable Pincode',
  added: 'Customer Address Added',
  selectAddress: 'Please select Address',
} as const;

// Not aborting: the form's label check below still runs while a line is empty (zod skips it after an explicit abort).
const required = (message: string) => z.string({ message }).trim().min(1, message).max(NAME_MAX, textAtMost(NAME_MAX));
const optional = z.string().trim().max(NAME_MAX, textAtMost(NAME_MAX)).optional().default('');

/** POST users/profile/{profileId}/address. */
export const customerAddressSchema = z.object({
  name: required(ADDRESS_MESSAGES.typeRequired),
  line1: required(ADDRESS_MESSAGES.line1Required),
  line2: optional,
  landmark: optional,
  pincode: customerPincode,
  area: required(ADDRESS_MESSAGES.areaRequired),
  city: required(ADDRESS_MESSAGES.cityRequired),
  state: required(ADDRESS_MESSAGES.stateRequired),
  default: z.boolean({ message: 'Default must be true or false' }).optional().default(false),
});
export type CustomerAddress = z.output<typeof customerAddressSchema>;

/**
 * The dialog's own fields: a type, and for 'Other' a label (required only then); the payload's `name` is the type, or
 * the label for 'Other'.
 */
export const addressFormSchema = z
  .object({
    addressType: z.enum(ADDRESS_TYPES, { message: ADDRESS_MESSAGES.typeRequired }),
    saveAddressAs: z.string().trim().max(NAME_MAX, textAtMost(NAME_MAX)).optional().default(''),
    ...customerAddressSchema.omit({ name: true }).shape,
  })
  .superRefine(
    (form, ctx) => {
      if (form.addressType === 'Other' && form.saveAddressAs === '')
        ctx.addIssue({ code: 'custom', path: ['saveAddressAs'], message: ADDRESS_MESSAGES.labelRequired });
    },
    // Said whatever the other fields hold, so a label left empty says so while a line is still empty too.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ addressType, saveAddressAs, ...address }): CustomerAddress => ({
    name: addressType === 'Other' ? saveAddressAs : addressType,
    ...address,
  }));
