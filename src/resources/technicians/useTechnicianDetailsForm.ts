import { zodResolver } from '../../i18n/messageResolver';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { mobileDigits } from '../../../domain/customers/customer';
import { MOBILE_PATTERN } from '../../../domain/patterns';
import {
  canCopyCurrentAddress,
  EMPTY_TECHNICIAN_ADDRESS,
  technicianBasicDetailsSchema,
  technicianEmailParamsSchema,
  type TechnicianBasicDetails,
  type TechnicianBasicDetailsInput,
} from '../../../domain/technicians/basicDetails';
import { TECHNICIAN_PROFILE_MESSAGES } from '../../../domain/technicians/messages';
import type { Technician } from '../../../domain/technicians/profile';
import { ADDRESS_FIELDS, pincodeBlocksSave, useAddressLookup } from '../../components/form/AddressFields';
import { applyServerErrors, fieldErrorsOf, type FieldErrorSink } from '../../components/profile/serverErrors';
import { useTechnicianApi } from './api';
import { SAVE_WAITS_MODE } from '../../components/profile/FormDialog';

type Address = Technician['currentAddress'];
export type TechnicianPartnerRef = { id: string; name: string };

const addressDefaults = (address: Address) =>
  address
    ? { ...address, landmark: address.landmark ?? '', pincode: String(address.pincode) }
    : { ...EMPTY_TECHNICIAN_ADDRESS };

const sameAddress = (a: Address, b: Address) =>
  !!a && !!b && ADDRESS_FIELDS.every((field) => String(a[field] ?? '') === String(b[field] ?? ''));

function defaults(
  technician: Technician | undefined,
  partner: TechnicianPartnerRef | undefined,
): TechnicianBasicDetailsInput {
  return {
    channelPartner: technician?.channelPartner ?? partner ?? { id: '', name: '' },
    firstName: technician?.firstName ?? '',
    lastName: technician?.lastName ?? '',
    email: technician?.email ?? '',
    mobile: technician ? String(mobileDigits(technician.mobile)) : '',
    currentAddress: addressDefaults(technician?.currentAddress ?? null),
    permanentAddress: addressDefaults(technician?.permanentAddress ?? null),
  };
}

const typedMobile = (value: unknown) => String(mobileDigits(String(value ?? '')));
const typedEmail = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * The Edit Basic Profile Details form: the schema's messages, the duplicate
 * mobile and e-mail checks on blur (and from the API's 409), both addresses with their pincode look-ups, 'Same as
 * Current Address', and when Save is allowed: valid, changed, not submitting, no duplicate or unavailable flag.
 */
export function useTechnicianDetailsForm(
  technician: Technician | undefined,
  partner: TechnicianPartnerRef | undefined,
) {
  const api = useTechnicianApi();
  const form = useForm<TechnicianBasicDetailsInput, unknown, TechnicianBasicDetails>({
    resolver: zodResolver(technicianBasicDetailsSchema),
    defaultValues: defaults(technician, partner),
    mode: SAVE_WAITS_MODE,
  });
  const { control, setValue, getValues, setError, formState } = form;
  // Read on every render: react-hook-form tracks only the formState properties a render reads.
  const { isDirty, isSubmitting } = formState;
  const current = useAddressLookup(form, 'currentAddress');
  const permanent = useAddressLookup(form, 'permanentAddress');
  const [same, setSame] = useState(
    () => !!technician && sameAddress(technician.currentAddress, technician.permanentAddress),
  );
  // The values found in use: a flag stays until the field holds another value.
  const [taken, setTaken] = useState<{ mobile?: string; email?: string }>({});
  const values = useWatch({ control }) as TechnicianBasicDetailsInput;
  const { mobile, email, currentAddress } = values;
  // Save follows the values as they are now; the resolver's asynchronous isValid may lag a copied address.
  const valid = technicianBasicDetailsSchema.safeParse(values).success;

  // While ticked, the permanent address is the current one, also as the current one changes.
  const currentKey = JSON.stringify(currentAddress);
  useEffect(() => {
    if (same)
      setValue('permanentAddress', JSON.parse(currentKey) as TechnicianBasicDetailsInput['permanentAddress'], {
        shouldDirty: true,
        shouldValidate: true,
      });
  }, [same, currentKey, setValue]);

  const toggleSame = (checked: boolean) => {
    setSame(checked);
    if (!checked) setValue('permanentAddress', { ...EMPTY_TECHNICIAN_ADDRESS }, { shouldDirty: true });
  };

  const isOwn = (id: string | undefined) => !!technician && id === technician.id;
  const flag = (field: 'mobile' | 'email', value: string, inUse: boolean) =>
    setTaken((flags) =>
      inUse ? { ...flags, [field]: value } : flags[field] === value ? { ...flags, [field]: undefined } : flags,
    );
  const checkMobile = async (value: unknown) => {
    const digits = typedMobile(value);
    if (!MOBILE_PATTERN.test(digits)) return;
    try {
      const found = await api.mobileLookup(digits);
      flag('mobile', digits, found.exists && !isOwn(found.id));
    } catch {
      // The save answers 409 for a duplicate the check could not see.
    }
  };
  const checkEmail = async (value: unknown) => {
    const address = typedEmail(value);
    if (!technicianEmailParamsSchema.safeParse({ email: address }).success) return;
    try {
      const found = await api.emailLookup(address);
      flag('email', address, found.exists && !isOwn(found.id));
    } catch {
      // As above.
    }
  };

  const mobileInUse = taken.mobile !== undefined && taken.mobile === typedMobile(mobile);
  const emailInUse = taken.email !== undefined && taken.email === typedEmail(email);

  /** A refused save: a duplicate becomes its field's flag, every field message goes under its field. */
  const onServerError: FieldErrorSink = (error) => {
    const errors = fieldErrorsOf(error);
    if (errors.mobile === TECHNICIAN_PROFILE_MESSAGES.mobileInUse)
      flag('mobile', typedMobile(getValues('mobile')), true);
    if (errors.email === TECHNICIAN_PROFILE_MESSAGES.emailInUse) flag('email', typedEmail(getValues('email')), true);
    return applyServerErrors(error, setError);
  };

  const flagged = mobileInUse || emailInUse || pincodeBlocksSave(current) || pincodeBlocksSave(permanent);
  return {
    form,
    current,
    permanent,
    same,
    toggleSame,
    canCopy: canCopyCurrentAddress(currentAddress),
    checkMobile,
    checkEmail,
    mobileInUse,
    emailInUse,
    onServerError,
    saveDisabled: !valid || !isDirty || isSubmitting || flagged,
  };
}
