import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FIRM_TYPES, MOBILE_LENGTH, MOBILE_PREFIX } from '../../../domain/constants';
import type { Dealer } from '../../../domain/dealers/dealer';
import { AddressFields, type AddressField } from '../../components/form/AddressFields';
import { PageForm } from '../../components/form/PageForm';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import type { FieldErrorSink } from '../../components/profile/serverErrors';
import { ReferenceSelect } from '../../components/reference/ReferenceSelect';
import type { ListReference } from '../../components/list/types';
import { useDealerForm, type DealerFormValues } from './useDealerForm';

/** The partner a dealer works with: an Active channel partner, searched by name on the server. */
const ACTIVE_PARTNER: ListReference = {
  resource: PARTNER_RESOURCE,
  optionText: 'name',
  detail: 'id',
  where: { status: 'Active' },
};

export interface DealerFormProps {
  /** The dealer being edited; omitted, one is added. */
  dealer?: Dealer;
  /** 'page' for dealers/add, 'dialog' from the basic details card. */
  variant: 'page' | 'dialog';
  /**
   * Saves; a failure is told to `onFieldErrors`, which shows what it can under the fields (the caller toasts the rest).
   */
  onSave: (values: DealerFormValues, onFieldErrors: FieldErrorSink) => Promise<unknown>;
  onCancel: () => void;
  busy?: boolean;
}

const grid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * A dealer's basic details (issue 15; spec 000 §2.9 leaves the layout open): firm name, contact name, e-mail (the
 * sign-in: fixed once added), mobile (+91), firm type, GSTIN, the address with its pincode look-up and the channel
 * partner it works with, if any. Save submits even an empty form, so every field message shows at once.
 */
export function DealerForm({ dealer, variant, onSave, onCancel, busy = false }: DealerFormProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`dealer.${key}`);
  const { form, lookup, onServerError, saveDisabled } = useDealerForm(dealer);
  const { register, control, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit((values) => onSave(values, onServerError));
  const addressHeading = useId();

  const text = (name: 'firmName' | 'contactName' | 'gstin' | 'email', extra: { readOnly?: boolean } = {}) => (
    <TextField
      {...register(name)}
      id={name}
      label={label(name)}
      required={!extra.readOnly}
      size="small"
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? ' '}
      slotProps={
        extra.readOnly
          ? { input: { readOnly: true }, inputLabel: { shrink: true } }
          : name === 'gstin'
            ? { htmlInput: { style: { textTransform: 'uppercase' } } }
            : undefined
      }
    />
  );

  const fields = (
    <Box sx={{ pt: 1 }}>
      <Box sx={grid}>
        {text('firmName')}
        {text('contactName')}
        {text('email', { readOnly: !!dealer })}
        <TextField
          {...register('mobile')}
          id="mobile"
          label={label('mobile')}
          required
          size="small"
          fullWidth
          error={!!errors.mobile}
          helperText={errors.mobile?.message ?? ' '}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: MOBILE_LENGTH },
          }}
        />
        <SelectField
          control={control}
          name="typeOfFirm"
          label={label('typeOfFirm')}
          options={FIRM_TYPES}
          fixedChoices
          required
        />
        {text('gstin')}
        <Controller
          control={control}
          name="channelPartnerId"
          render={({ field, fieldState }) => (
            <ReferenceSelect
              reference={ACTIVE_PARTNER}
              label={label('channelPartner')}
              value={field.value ?? undefined}
              onChange={(next) => field.onChange(next ?? null)}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? translate('dealer.channelPartnerHint')}
              fullWidth
            />
          )}
        />
      </Box>
      <Box role="group" aria-labelledby={addressHeading} sx={{ mt: 2 }}>
        <Typography id={addressHeading} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label('address')}
        </Typography>
        <AddressFields
          control={control}
          register={register}
          name="address"
          lookup={lookup}
          errors={errors.address}
          label={(field: AddressField) => label(field)}
        />
      </Box>
    </Box>
  );

  if (variant === 'dialog')
    return (
      <FormDialog
        open
        title={label('editBasicDetails')}
        onClose={onCancel}
        onSubmit={() => void submit()}
        saveDisabled={saveDisabled}
        busy={busy || isSubmitting}
        maxWidth="md"
      >
        {fields}
      </FormDialog>
    );
  return (
    <PageForm
      onSubmit={(event) => (event.preventDefault(), void submit())}
      saveDisabled={saveDisabled}
      busy={busy || isSubmitting}
      onCancel={onCancel}
    >
      {fields}
    </PageForm>
  );
}
