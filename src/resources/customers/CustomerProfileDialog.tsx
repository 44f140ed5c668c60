import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useNotifyText } from '../../components/useNotifyText';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { MOBILE_PREFIX } from '../../../domain/constants';
import {
  CUSTOMER_MESSAGES,
  customerProfileSchema,
  type CustomerProfile,
  type CustomerProfileInput,
} from '../../../domain/customers/customer';
import type { CustomerRecord } from '../../../domain/customers/records';
import { MOBILE_PATTERN } from '../../../domain/patterns';
import { FormDialog, SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { applyServerErrors, fieldErrorsOf } from '../../components/profile/serverErrors';
import { useCustomerApi } from './api';

export interface CustomerProfileDialogProps {
  /** The customer being edited; omitted, a new customer is added. */
  customer?: CustomerRecord;
  /** A new customer's mobile, filled from the search (Create Account). */
  mobileNumber?: string;
  onClose: () => void;
  onSaved: (customer: CustomerRecord) => void;
}

const digits = (mobile: string) => mobile.replace(/\s/g, '').replace(/^\+91/, '');

const defaults = (customer: CustomerRecord | undefined, mobileNumber = ''): CustomerProfileInput => ({
  firstName: customer?.firstName ?? '',
  lastName: customer?.lastName ?? '',
  email: customer?.email ?? '',
  mobileNumber: digits(customer?.mobileNumber ?? mobileNumber),
  altMobileNumber: digits(customer?.altMobileNumber ?? ''),
  pincode: customer ? String(customer.pincode) : '',
});

const FIELDS: readonly Path<CustomerProfileInput>[] = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'altMobileNumber',
  'pincode',
  'referralCode',
];

/**
 * Add or update a customer profile: a ten-digit mobile is checked against existing
 * customers as it is typed, the mobile is locked when editing, and Add/Update waits for a valid, changed form.
 */
export function CustomerProfileDialog({ customer, mobileNumber, onClose, onSaved }: CustomerProfileDialogProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const api = useCustomerApi();
  const editing = customer !== undefined;
  const { register, handleSubmit, setError, formState } = useForm<CustomerProfileInput, unknown, CustomerProfile>({
    resolver: zodResolver(customerProfileSchema),
    defaultValues: defaults(customer, mobileNumber),
    mode: SAVE_WAITS_MODE,
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;
  // The mobile found in use: its message stays under the field until the mobile changes.
  const [taken, setTaken] = useState<string | null>(null);
  const [mobile, setMobile] = useState(() => defaults(customer, mobileNumber).mobileNumber as string);

  const checkMobile = async (value: string) => {
    const typed = digits(value);
    if (editing || !MOBILE_PATTERN.test(typed)) return;
    try {
      if (await api.mobileExists(typed)) setTaken(typed);
    } catch {
      // The save answers 409 for a duplicate the check could not see.
    }
  };
  const mobileField = register('mobileNumber', {
    onChange: (event: { target: { value: string } }) => {
      setMobile(event.target.value);
      void checkMobile(event.target.value);
    },
    onBlur: (event: { target: { value: string } }) => void checkMobile(event.target.value),
  });
  const duplicate = taken !== null && taken === digits(mobile);
  // A new customer with the mobile the search filled is a change worth saving.
  const changed = isDirty || (!editing && !!mobileNumber);

  const submit = handleSubmit(async (profile) => {
    try {
      const saved = editing ? await api.updateCustomer(profile) : await api.createCustomer(profile);
      notify(editing ? CUSTOMER_MESSAGES.updated : CUSTOMER_MESSAGES.added, 'success');
      onSaved(saved);
    } catch (error) {
      if (fieldErrorsOf(error).mobileNumber === CUSTOMER_MESSAGES.mobileInUse) setTaken(profile.mobileNumber);
      if (!applyServerErrors(error, setError, FIELDS)) notify(CUSTOMER_MESSAGES.failed, 'error');
    }
  });

  const text = (name: Path<CustomerProfileInput>, label: string, required = false) => (
    <TextField
      {...register(name)}
      label={translate(label)}
      required={required}
      size="small"
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? ' '}
    />
  );
  const mobileMessage = errors.mobileNumber?.message ?? (duplicate ? CUSTOMER_MESSAGES.mobileInUse : undefined);
  return (
    <FormDialog
      open
      title={translate(editing ? 'customers.editProfile' : 'customers.addProfile')}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!isValid || !changed || duplicate}
      busy={isSubmitting}
      saveLabel={translate(editing ? 'customers.update' : 'customers.add')}
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {text('firstName', 'customers.firstName', true)}
        {text('lastName', 'customers.lastName', true)}
        {text('email', 'customers.email')}
        <TextField
          {...mobileField}
          label={translate('customers.mobileNumber')}
          required
          size="small"
          fullWidth
          error={!!mobileMessage}
          helperText={mobileMessage ?? ' '}
          // Locked, not disabled: a disabled input would leave the mobile out of the PUT that finds the customer by it.
          slotProps={{
            input: {
              readOnly: editing,
              startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment>,
            },
            htmlInput: { inputMode: 'numeric', maxLength: 10 },
          }}
        />
        <TextField
          {...register('altMobileNumber')}
          label={translate('customers.altMobileNumber')}
          size="small"
          fullWidth
          error={!!errors.altMobileNumber}
          helperText={errors.altMobileNumber?.message ?? ' '}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: 10 },
          }}
        />
        <TextField
          {...register('pincode')}
          label={translate('customers.pincode')}
          required
          size="small"
          fullWidth
          error={!!errors.pincode}
          helperText={errors.pincode?.message ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        {/* A new customer may give a customer's, technician's or partner's referral code: the API checks it. */}
        {!editing && text('referralCode', 'customers.referralCode')}
      </Box>
    </FormDialog>
  );
}
