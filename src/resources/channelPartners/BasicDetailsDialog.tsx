import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { BASIC_DETAILS_MESSAGES, basicDetailsSchema, type BasicDetailsInput } from '../../../domain/channelPartner/basicDetails';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { FIRM_TYPES, PINCODE_MIN } from '../../../domain/constants';
import { FormDialog } from '../../custom/profile/FormDialog';
import { SelectField } from '../../custom/profile/SelectField';
import { applyServerErrors, type FieldErrorSink } from '../../custom/profile/serverErrors';
import { usePartnerApi } from './api';

type Output = z.output<typeof basicDetailsSchema>;
/** `invalid`: six digits that can never be a pincode (a leading 0); `unavailable`: a well-formed code not in the directory. */
type Lookup = { state: 'idle' | 'looking' | 'invalid' | 'unavailable' } | { state: 'found'; areas: string[] };

const defaults = (partner: ChannelPartner): BasicDetailsInput => ({
  name: partner.name,
  typeOfFirm: (partner.typeOfFirm ?? '') as BasicDetailsInput['typeOfFirm'],
  primaryEmail: partner.primaryEmail,
  primaryMobile: partner.primaryMobile ?? '',
  officeAddress: {
    addressLine1: partner.officeAddress?.addressLine1 ?? '',
    addressLine2: partner.officeAddress?.addressLine2 ?? '',
    landmark: partner.officeAddress?.landmark ?? '',
    pincode: partner.officeAddress?.pincode ? String(partner.officeAddress.pincode) : '',
    area: partner.officeAddress?.area ?? '',
    city: partner.officeAddress?.city ?? '',
    state: partner.officeAddress?.state ?? '',
  },
  managementDetails: {
    name: partner.managementDetails?.name ?? '',
    email: partner.managementDetails?.email ?? '',
    mobileNumber: partner.managementDetails?.mobileNumber ?? '',
  },
});

export interface BasicDetailsDialogProps {
  partner: ChannelPartner;
  busy?: boolean;
  /** A failed save: the field errors go on the form, anything else is for the caller to toast. */
  onSave: (details: Output, onFieldErrors: FieldErrorSink) => void;
  onClose: () => void;
}

/** The basic details of spec 000 §5.5; name and primary e-mail are locked; the pincode brings its areas, city and state. */
export function BasicDetailsDialog({ partner, busy, onSave, onClose }: BasicDetailsDialogProps) {
  const translate = useTranslate();
  const { areasOfPincode } = usePartnerApi();
  const labelOf = (key: string) => translate(`partner.${key}`);
  const { control, register, handleSubmit, setValue, setError, getValues, formState } = useForm<BasicDetailsInput, unknown, Output>({
    resolver: zodResolver(basicDetailsSchema),
    defaultValues: defaults(partner),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const pincode = String(useWatch({ control, name: 'officeAddress.pincode' }) ?? '').trim();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  useEffect(() => {
    if (!/^\d{6}$/.test(pincode)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the lookup's state follows the pincode; the request itself is async.
      setLookup({ state: 'idle' });
      return undefined;
    }
    if (Number(pincode) < PINCODE_MIN) {
      setLookup({ state: 'invalid' });
      return undefined;
    }
    let live = true;
    setLookup({ state: 'looking' });
    areasOfPincode(Number(pincode)).then(
      (records) => {
        if (!live) return;
        if (records.length === 0) {
          setValue('officeAddress.city', '');
          setValue('officeAddress.area', '');
          setValue('officeAddress.state', '');
          setLookup({ state: 'unavailable' });
          return;
        }
        const areas = [...new Set(records.map((record) => record.area))].sort();
        setValue('officeAddress.city', records[0].city, { shouldValidate: formState.isSubmitted });
        setValue('officeAddress.state', records[0].state, { shouldValidate: formState.isSubmitted });
        if (!areas.includes(getValues('officeAddress.area'))) setValue('officeAddress.area', '');
        setLookup({ state: 'found', areas });
      },
      // A failed lookup leaves the fields as they are; the server checks the pincode on save.
      () => live && setLookup({ state: 'idle' }),
    );
    return () => {
      live = false;
    };
    // The lookup follows the pincode only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pincode]);

  const text = (name: FieldPath<BasicDetailsInput>, label: string, message: string | undefined, extra: { required?: boolean; readOnly?: boolean } = {}) => (
    <TextField
      {...register(name)}
      label={label}
      required={extra.required ?? true}
      size="small"
      fullWidth
      error={!!message}
      helperText={message}
      slotProps={extra.readOnly ? { input: { readOnly: true }, inputLabel: { shrink: true } } : undefined}
    />
  );
  const office = errors.officeAddress;
  const manager = errors.managementDetails;
  const pincodeMessage =
    lookup.state === 'invalid' ? BASIC_DETAILS_MESSAGES.pincodeInvalid : lookup.state === 'unavailable' ? BASIC_DETAILS_MESSAGES.pincodeUnavailable : office?.pincode?.message;
  const areas = lookup.state === 'found' ? lookup.areas : [];
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <FormDialog
      open
      title={labelOf('editBasicDetails')}
      onClose={onClose}
      onSubmit={() => void handleSubmit((details) => onSave(details, (error) => applyServerErrors(error, setError)))()}
      saveDisabled={lookup.state === 'invalid' || lookup.state === 'unavailable' || lookup.state === 'looking'}
      busy={busy}
      maxWidth="md"
    >
      <Box sx={{ ...grid, pt: 1 }}>
        <TextField label={labelOf('name')} value={partner.name} size="small" disabled helperText={BASIC_DETAILS_MESSAGES.locked} />
        <TextField label={labelOf('email')} value={partner.primaryEmail} size="small" disabled helperText={BASIC_DETAILS_MESSAGES.locked} />
        <SelectField control={control} name="typeOfFirm" label={labelOf('typeOfFirm')} options={FIRM_TYPES} fixedChoices required />
        {text('primaryMobile', labelOf('mobile'), errors.primaryMobile?.message)}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {labelOf('officeAddress')}
      </Typography>
      <Box sx={grid}>
        {text('officeAddress.addressLine1', labelOf('addressLine1'), office?.addressLine1?.message)}
        {text('officeAddress.addressLine2', labelOf('addressLine2'), office?.addressLine2?.message)}
        {text('officeAddress.landmark', labelOf('landmark'), office?.landmark?.message, { required: false })}
        <TextField
          {...register('officeAddress.pincode')}
          label={labelOf('pincode')}
          required
          size="small"
          error={!!pincodeMessage}
          helperText={pincodeMessage}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <SelectField control={control} name="officeAddress.area" label={labelOf('area')} options={areas} required disabled={areas.length === 0} menuMaxHeight={300} />
        {text('officeAddress.city', labelOf('city'), office?.city?.message, { readOnly: true })}
        {text('officeAddress.state', labelOf('state'), office?.state?.message, { readOnly: true })}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {labelOf('manager')}
      </Typography>
      <Box sx={grid}>
        {text('managementDetails.name', labelOf('managerName'), manager?.name?.message)}
        {text('managementDetails.email', labelOf('managerEmail'), manager?.email?.message, { required: false })}
        {text('managementDetails.mobileNumber', labelOf('managerMobile'), manager?.mobileNumber?.message)}
      </Box>
    </FormDialog>
  );
}
