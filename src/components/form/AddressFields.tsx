import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useLayoutEffect } from 'react';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { BASIC_DETAILS_MESSAGES } from '../../../domain/channelPartner/basicDetails';
import { SelectField } from '../profile/SelectField';
import { usePincodeLookup, type PincodeLookup } from './usePincodeLookup';

/**
 * The address shape of partner offices and technicians (addressLine1, addressLine2, landmark, pincode, area, city,
 * state).
 */
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'landmark', 'pincode', 'area', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

interface AddressForm<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  getValues: UseFormGetValues<T>;
}

/**
 * Looks up the pincode of the address at `name` ('' for an address at the form's root) as it is typed and keeps the
 * rest in step: a known pincode fills city and state and keeps the area only if it is one of the pincode's;
 * 'Unavailable Pincode' clears city, area and state. A value is written only when it changes, so opening a saved
 * address leaves the form pristine. The fields follow in the commit that shows the answer (a layout effect), so no
 * frame shows 'Unavailable Pincode' beside the old city.
 */
export function useAddressLookup<T extends FieldValues>(
  { control, setValue, getValues }: AddressForm<T>,
  name: string,
): PincodeLookup {
  const path = (field: AddressField) => (name ? `${name}.${field}` : field) as Path<T>;
  const lookup = usePincodeLookup(useWatch({ control, name: path('pincode') }));
  useLayoutEffect(() => {
    const put = (field: AddressField, value: string) => {
      if (getValues(path(field)) !== value)
        setValue(path(field), value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: value !== '' });
    };
    if (lookup.status === 'found') {
      put('city', lookup.city);
      put('state', lookup.state);
      const area = getValues(path('area')) as string;
      put('area', lookup.areas.includes(area) ? area : lookup.areas.length === 1 ? lookup.areas[0] : '');
    } else if (lookup.status === 'unavailable') {
      for (const field of ['city', 'area', 'state'] as const) put(field, '');
    }
    // Follows the look-up's answer only; the paths are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup]);
  return lookup;
}

/** The message of the pincode field: the look-up's flag first, else the form's own. */
export function pincodeMessage(lookup: PincodeLookup, error: string | undefined): string | undefined {
  if (lookup.status === 'invalid') return BASIC_DETAILS_MESSAGES.pincodeInvalid;
  if (lookup.status === 'unavailable') return BASIC_DETAILS_MESSAGES.pincodeUnavailable;
  return error;
}

/** A pincode flagged by the look-up (or still being looked up) cannot be saved. */
export const pincodeBlocksSave = (lookup: PincodeLookup) =>
  lookup.status === 'invalid' || lookup.status === 'unavailable' || lookup.status === 'looking';

export interface AddressFieldsProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** Where the address sits in the form ('officeAddress', 'currentAddress'...). */
  name: string;
  lookup: PincodeLookup;
  errors: Partial<Record<AddressField, { message?: string }>> | undefined;
  label: (field: AddressField) => string;
  /** Shown, not editable ('Same as Current Address' ticked). */
  locked?: boolean;
}

/**
 * Address lines, landmark, pincode, the area chosen among the pincode's, and read-only city and state
 *: the partner's office address and a technician's two addresses.
 */
export function AddressFields<T extends FieldValues>({
  control,
  register,
  name,
  lookup,
  errors,
  label,
  locked = false,
}: AddressFieldsProps<T>) {
  const path = (field: AddressField) => `${name}.${field}` as Path<T>;
  const text = (
    field: AddressField,
    { required = true, readOnly = locked, message = errors?.[field]?.message } = {},
  ) => (
    <TextField
      {...register(path(field))}
      id={path(field)}
      label={label(field)}
      required={required}
      size="small"
      fullWidth
      error={!!message}
      helperText={message ?? ' '}
      slotProps={{
        ...(readOnly && { input: { readOnly: true }, inputLabel: { shrink: true } }),
        ...(field === 'pincode' && { htmlInput: { inputMode: 'numeric', maxLength: 7 } }),
      }}
    />
  );
  return (
    <Box
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {text('addressLine1')}
      {text('addressLine2')}
      {text('landmark', { required: false })}
      {text('pincode', { message: pincodeMessage(lookup, errors?.pincode?.message) })}
      <SelectField
        control={control}
        name={path('area')}
        label={label('area')}
        options={lookup.areas}
        required
        disabled={locked || lookup.areas.length === 0}
        menuMaxHeight={300}
      />
      {text('city', { readOnly: true })}
      {text('state', { readOnly: true })}
    </Box>
  );
}
