import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  BASIC_DETAILS_MESSAGES,
  basicDetailsSchema,
  type BasicDetailsInput,
} from '../../../domain/channelPartner/basicDetails';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { FIRM_TYPES } from '../../../domain/constants';
import { AddressFields, pincodeBlocksSave, useAddressLookup } from '../../components/form/AddressFields';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors, type FieldErrorSink } from '../../components/profile/serverErrors';

type Output = z.output<typeof basicDetailsSchema>;

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

/**
 * The basic details of spec 000 §5.5; name and primary e-mail are locked; the pincode brings its areas, city and state.
 */
export function BasicDetailsDialog({ partner, busy, onSave, onClose }: BasicDetailsDialogProps) {
  const translate = useTranslate();
  const labelOf = (key: string) => translate(`partner.${key}`);
  const { control, register, handleSubmit, setValue, setError, getValues, formState } = useForm<
    BasicDetailsInput,
    unknown,
    Output
  >({
    resolver: zodResolver(basicDetailsSchema),
    defaultValues: defaults(partner),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const lookup = useAddressLookup({ control, setValue, getValues }, 'officeAddress');

  const text = (
    name: FieldPath<BasicDetailsInput>,
    label: string,
    message: string | undefined,
    extra: { required?: boolean } = {},
  ) => (
    <TextField
      {...register(name)}
      label={label}
      required={extra.required ?? true}
      size="small"
      fullWidth
      error={!!message}
      helperText={message}
    />
  );
  const manager = errors.managementDetails;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <FormDialog
      open
      title={labelOf('editBasicDetails')}
      onClose={onClose}
      onSubmit={() => void handleSubmit((details) => onSave(details, (error) => applyServerErrors(error, setError)))()}
      saveDisabled={pincodeBlocksSave(lookup)}
      busy={busy}
      maxWidth="md"
    >
      <Box sx={{ ...grid, pt: 1 }}>
        <TextField
          label={labelOf('name')}
          value={partner.name}
          size="small"
          disabled
          helperText={translate(BASIC_DETAILS_MESSAGES.locked)}
        />
        <TextField
          label={labelOf('email')}
          value={partner.primaryEmail}
          size="small"
          disabled
          helperText={translate(BASIC_DETAILS_MESSAGES.locked)}
        />
        <SelectField
          control={control}
          name="typeOfFirm"
          label={labelOf('typeOfFirm')}
          options={FIRM_TYPES}
          fixedChoices
          required
        />
        {text('primaryMobile', labelOf('mobile'), errors.primaryMobile?.message)}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {labelOf('officeAddress')}
      </Typography>
      <AddressFields
        control={control}
        register={register}
        name="officeAddress"
        lookup={lookup}
        errors={errors.officeAddress}
        label={labelOf}
      />
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
