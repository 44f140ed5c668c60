import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useNotifyText } from '../../components/useNotifyText';
import { useForm, useWatch, type Control, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressFormSchema,
  type AddressType,
} from '../../../domain/customers/address';
import { CUSTOMER_MESSAGES } from '../../../domain/customers/customer';
import type { CustomerAddressRecord } from '../../../domain/customers/records';
import { FormDialog, SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { useCustomerApi } from './api';
import { useAddressLookup } from '../../components/form/AddressFields';

type AddressForm = z.input<typeof addressFormSchema>;
type Address = z.output<typeof addressFormSchema>;

export interface AddressDialogProps {
  customerId: string;
  /** The address being edited; omitted, one is added. */
  address?: CustomerAddressRecord;
  onClose: () => void;
  onSaved: (address: CustomerAddressRecord) => void;
}

const typeOf = (name: string): AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(name) ? (name as AddressType) : 'Other';

const defaults = (address: CustomerAddressRecord | undefined): AddressForm => ({
  addressType: (address ? typeOf(address.name) : '') as AddressType,
  saveAddressAs: address && typeOf(address.name) === 'Other' ? address.name : '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  landmark: address?.landmark ?? '',
  pincode: address ? String(address.pincode) : '',
  area: address?.area ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
});

const addressResolver = zodResolver(addressFormSchema);

const FIELDS: readonly Path<AddressForm>[] = [
  'saveAddressAs',
  'line1',
  'line2',
  'landmark',
  'pincode',
  'area',
  'city',
  'state',
];

/**
 * Add Address: a label only for 'Other'; the pincode fills city, state and the
 * area choices as soon as its six digits are typed, or is flagged 'Unavailable Pincode'.
 */
export function AddressDialog({ customerId, address, onClose, onSaved }: AddressDialogProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const api = useCustomerApi();
  const { control, register, handleSubmit, setValue, getValues, setError, formState } = useForm<
    AddressForm,
    unknown,
    Address
  >({
    resolver: addressResolver,
    defaultValues: defaults(address),
    mode: SAVE_WAITS_MODE,
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;
  // SelectField knows the form's values only, not what the schema turns them into.
  const fieldControl = control as unknown as Control<AddressForm>;
  const addressType = useWatch({ control, name: 'addressType' });
  const lookup = useAddressLookup({ control: fieldControl, setValue, getValues }, '');

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = address
        ? await api.updateAddress(customerId, address.id, payload)
        : await api.addAddress(customerId, payload);
      notify(address ? translate('customers.addressUpdated') : ADDRESS_MESSAGES.added, 'success');
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify(CUSTOMER_MESSAGES.failed, 'error');
    }
  });

  const unavailable = lookup.status === 'unavailable';
  const pincodeMessage =
    errors.pincode?.message ??
    (unavailable
      ? translate(ADDRESS_MESSAGES.pincodeUnavailable)
      : lookup.status === 'looking'
        ? translate('customers.lookingUp')
        : ' ');
  const text = (name: Path<AddressForm>, label: string, required = false, readOnly = false) => (
    <TextField
      {...register(name)}
      label={translate(label)}
      required={required}
      size="small"
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? ' '}
      slotProps={readOnly ? { input: { readOnly: true }, inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <FormDialog
      open
      title={translate(address ? 'customers.editAddress' : 'customers.addAddress')}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!isValid || !isDirty || unavailable || lookup.status === 'looking'}
      busy={isSubmitting}
      saveLabel={translate(address ? 'customers.update' : 'customers.add')}
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <SelectField
          control={fieldControl}
          name="addressType"
          label={translate('customers.addressType')}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: translate(`customers.addressTypes.${type}`) }))}
          required
        />
        {addressType === 'Other' ? text('saveAddressAs', 'customers.saveAddressAs', true) : <span />}
        {text('line1', 'customers.line1', true)}
        {text('line2', 'customers.line2')}
        {text('landmark', 'customers.landmark')}
        <TextField
          {...register('pincode')}
          label={translate('customers.pincode')}
          required
          size="small"
          fullWidth
          error={!!errors.pincode || unavailable}
          helperText={pincodeMessage}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <SelectField
          control={fieldControl}
          name="area"
          label={translate('customers.area')}
          options={lookup.areas}
          required
          disabled={lookup.status !== 'found'}
          menuMaxHeight={300}
        />
        {text('city', 'customers.city', true, true)}
        {text('state', 'customers.state', true, true)}
      </Box>
    </FormDialog>
  );
}
