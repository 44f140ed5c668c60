import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { ActivePartner } from '../../../domain/channelPartner/profile';
import { MOBILE_LENGTH, MOBILE_PREFIX } from '../../../domain/constants';
import { TECHNICIAN_PROFILE_MESSAGES } from '../../../domain/technicians/messages';
import type { Technician } from '../../../domain/technicians/profile';
import type { TechnicianBasicDetails } from '../../../domain/technicians/basicDetails';
import { AddressFields, type AddressField } from '../../components/form/AddressFields';
import { PageForm } from '../../components/form/PageForm';
import { FormDialog } from '../../components/profile/FormDialog';
import type { FieldErrorSink } from '../../components/profile/serverErrors';
import { useTechnicianDetailsForm, type TechnicianPartnerRef } from './useTechnicianDetailsForm';

export interface TechnicianDetailsFormProps {
  /** The technician being edited; omitted, one is added. */
  technician?: Technician;
  /** A new technician's partner, shown read-only; omitted with `partners`, the admin chooses it. */
  partner?: TechnicianPartnerRef;
  /** The active partners an admin chooses among (technicians/addNew without a partner). */
  partners?: readonly ActivePartner[];
  /** 'dialog' from the basic information card; 'page' for technicians/addNew. */
  variant: 'dialog' | 'page';
  /**
   * Saves; a failure is told to `onFieldErrors`, which shows what it can under the fields (the caller toasts the rest).
   */
  onSave: (details: TechnicianBasicDetails, onFieldErrors: FieldErrorSink) => Promise<unknown>;
  onCancel: () => void;
}

const grid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * Edit Basic Profile Details: partner name and id read-only, names, e-mail and mobile (+91) checked
 * for duplicates on blur, the current and permanent addresses with 'Same as Current Address', Cancel and Save.
 */
export function TechnicianDetailsForm({
  technician,
  partner,
  partners,
  variant,
  onSave,
  onCancel,
}: TechnicianDetailsFormProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`technician.${key}`);
  const details = useTechnicianDetailsForm(technician, partner);
  const { form, current, permanent, same } = details;
  const { register, control, handleSubmit, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const chosen = useWatch({ control, name: 'channelPartner' });
  const submit = handleSubmit((values) => onSave(values, details.onServerError));
  const choosing = !technician && partners !== undefined;
  const headingId = useId();

  const text = (name: 'firstName' | 'lastName', required = true) => (
    <TextField
      {...register(name)}
      id={name}
      label={label(name)}
      required={required}
      size="small"
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? ' '}
    />
  );
  const emailField = register('email', {
    onBlur: (event: { target: { value: string } }) => void details.checkEmail(event.target.value),
  });
  const mobileField = register('mobile', {
    onBlur: (event: { target: { value: string } }) => void details.checkMobile(event.target.value),
  });
  const emailMessage =
    errors.email?.message ?? (details.emailInUse ? TECHNICIAN_PROFILE_MESSAGES.emailInUse : undefined);
  const mobileMessage =
    errors.mobile?.message ?? (details.mobileInUse ? TECHNICIAN_PROFILE_MESSAGES.mobileInUse : undefined);
  const addressLabel = (field: AddressField) => label(field);
  const readOnly = { input: { readOnly: true }, inputLabel: { shrink: true } };

  const fields = (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Box sx={grid}>
        {choosing ? (
          <TextField
            select
            id="channelPartner"
            label={label('channelPartner')}
            required
            size="small"
            value={chosen.id}
            onChange={(event) => {
              const picked = partners.find((candidate) => candidate.id === event.target.value);
              if (picked)
                setValue(
                  'channelPartner',
                  { id: picked.id, name: picked.name },
                  { shouldDirty: true, shouldValidate: true },
                );
            }}
            error={!!errors.channelPartner?.id}
            helperText={errors.channelPartner?.id?.message ?? ' '}
          >
            {partners.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.id})
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            id="channelPartnerName"
            label={label('channelPartnerName')}
            value={chosen.name}
            size="small"
            helperText=" "
            slotProps={readOnly}
          />
        )}
        <TextField
          id="channelPartnerId"
          label={label('channelPartnerId')}
          value={chosen.id}
          size="small"
          helperText=" "
          slotProps={readOnly}
        />
        {text('firstName')}
        {text('lastName')}
        <TextField
          {...emailField}
          id="email"
          label={label('email')}
          size="small"
          fullWidth
          error={!!emailMessage}
          helperText={emailMessage ?? ' '}
          autoComplete="off"
        />
        <TextField
          {...mobileField}
          id="mobile"
          label={label('mobile')}
          required
          size="small"
          fullWidth
          error={!!mobileMessage}
          helperText={mobileMessage ?? ' '}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: MOBILE_LENGTH },
          }}
        />
      </Box>
      <Box role="group" aria-labelledby={`${headingId}-current`}>
        <Typography id={`${headingId}-current`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label('currentAddress')}
        </Typography>
        <AddressFields
          control={control}
          register={register}
          name="currentAddress"
          lookup={current}
          errors={errors.currentAddress}
          label={addressLabel}
        />
      </Box>
      <Box role="group" aria-labelledby={`${headingId}-permanent`}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <Typography id={`${headingId}-permanent`} variant="subtitle2" component="h3">
            {label('permanentAddress')}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={same} onChange={(event) => details.toggleSame(event.target.checked)} />}
            label={label('sameAsCurrent')}
            disabled={!same && !details.canCopy}
          />
        </Stack>
        <AddressFields
          control={control}
          register={register}
          name="permanentAddress"
          lookup={permanent}
          errors={errors.permanentAddress}
          label={addressLabel}
          locked={same}
        />
      </Box>
    </Stack>
  );

  const title = label(technician ? 'editBasicDetails' : 'addTitle');
  if (variant === 'dialog')
    return (
      <FormDialog
        open
        title={title}
        onClose={onCancel}
        onSubmit={() => void submit()}
        saveDisabled={details.saveDisabled}
        busy={isSubmitting}
        maxWidth="md"
      >
        {fields}
      </FormDialog>
    );
  return (
    <PageForm
      onSubmit={(event) => (event.preventDefault(), void submit())}
      saveDisabled={details.saveDisabled}
      busy={isSubmitting}
      onCancel={onCancel}
    >
      {fields}
    </PageForm>
  );
}
