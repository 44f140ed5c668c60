import { zodResolver } from '../../i18n/messageResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState, type ClipboardEvent } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../../../domain/constants';
import { FILE_MESSAGES, type FileRef } from '../../../domain/fileRules';
import { IFSC_PATTERN } from '../../../domain/patterns';
import {
  BANK_MESSAGES,
  bankDetailsFormSchema,
  type BankDetails,
  type BankDetailsInput,
  type bankDetailsSchema,
} from '../../../domain/profile/bank';
import type { ProfileScope } from '../../../domain/profile/scope';
import { FileUploadButton } from '../files';
import { SelectField } from './SelectField';
import { FormDialog } from './FormDialog';
import { useProfileReads } from './profileApi';
import { applyServerErrors, type FieldErrorSink } from './serverErrors';
import { fileEntityType } from './types';
import { errorMessage } from './useSectionWrite';

/** The cancelled cheque: jpg, jpeg, png or pdf. */
export const CHEQUE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

type Output = z.output<typeof bankDetailsFormSchema>;
/** What is saved: the confirmation stays in the form, the API takes the bank details alone. */
type Payload = z.output<typeof bankDetailsSchema>;
type Lookup = { state: 'idle' | 'looking' | 'found' } | { state: 'invalid' };

export interface BankDetailsDialogProps {
  scope: ProfileScope;
  /** Owner of the uploaded cheque. */
  entityId: string;
  /** The stored details when editing; the account number is masked there, so it is typed again. */
  current: BankDetails | null;
  busy?: boolean;
  onClose: () => void;
  /** A failed save hands its field errors back to the form through `onFieldErrors`. */
  onSave: (details: Payload, onFieldErrors: FieldErrorSink) => void;
}

const defaults = (current: BankDetails | null): BankDetailsInput => ({
  ifscCode: current?.ifscCode ?? '',
  name: current?.name ?? '',
  branch: current?.branch ?? '',
  city: current?.city ?? '',
  accountHolderName: current?.accountHolderName ?? '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: (current?.accountType ?? '') as BankDetailsInput['accountType'],
  cheque: current?.cheque ?? null,
});

/**
 * The schema's mismatch check runs only once every other field parses; the form shows it as soon as both numbers are
 * typed.
 */
const schemaResolver = zodResolver(bankDetailsFormSchema);
const bankResolver: Resolver<BankDetailsInput, unknown, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const { accountNumber, confirmAccountNumber } = values;
  if (confirmAccountNumber && accountNumber !== confirmAccountNumber && !result.errors.confirmAccountNumber) {
    return {
      values: {},
      errors: { ...result.errors, confirmAccountNumber: { type: 'custom', message: BANK_MESSAGES.mismatch } },
    };
  }
  return result;
};

const message = (error: FieldError | undefined) =>
  error?.message ?? (error as unknown as Record<string, FieldError> | undefined)?.type?.message;

/**
 * The bank details form of spec 000 §5.3: a valid IFSC fills the bank name, and branch and city where the IFSC
 * directory has them; where it has no branch for the code they are typed (still required). The confirmation cannot be
 * pasted into.
 */
export function BankDetailsDialog({ scope, entityId, current, busy, onClose, onSave }: BankDetailsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { ifscDetails } = useProfileReads();
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<BankDetailsInput, unknown, Output>(
    {
      resolver: bankResolver,
      defaultValues: defaults(current),
      mode: 'onTouched',
    },
  );
  const { errors } = formState;
  const ifscCode = useWatch({ control, name: 'ifscCode' });
  const cheque = useWatch({ control, name: 'cheque' }) as FileRef | null | undefined;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // Fields the lookup could not fill stay typeable, so a branch missing from the IFSC table does not block the form.
  const [unfilled, setUnfilled] = useState<Set<'name' | 'branch' | 'city'>>(new Set());

  useEffect(() => {
    const code = (ifscCode ?? '').trim().toUpperCase();
    if (code.length !== 11 || !IFSC_PATTERN.test(code)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- state follows the IFSC; lookup is async
      setLookup({ state: 'idle' });
      return undefined;
    }
    let live = true;
    setLookup({ state: 'looking' });
    ifscDetails(code).then(
      (answer) => {
        if (!live) return;
        const answered = { name: answer.BANK, branch: answer.BRANCH, city: answer.CITY };
        const empty = new Set<'name' | 'branch' | 'city'>();
        for (const field of ['name', 'branch', 'city'] as const) {
          // What the stored details had for this very code stays when the table has nothing for a field.
          const value = answered[field] || (current?.ifscCode === code ? current[field] : '');
          setValue(field, value, { shouldValidate: formState.isSubmitted });
          if (!value) empty.add(field);
        }
        setUnfilled(empty);
        setLookup({ state: 'found' });
      },
      (error: unknown) => {
        if (!live) return;
        for (const field of ['name', 'branch', 'city'] as const) setValue(field, '');
        setUnfilled(new Set());
        setLookup({ state: 'invalid' });
        notify(errorMessage(error), { type: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // The lookup follows the code only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ifscCode]);

  const ifscMessage = lookup.state === 'invalid' ? BANK_MESSAGES.ifscInvalid : errors.ifscCode?.message;
  const lookedUp = (field: 'name' | 'branch' | 'city', label: string, typeHint?: string) => (
    <TextField
      {...register(field)}
      label={translate(label)}
      required
      fullWidth
      size="small"
      error={!!errors[field]}
      helperText={errors[field]?.message ?? (unfilled.has(field) ? typeHint : undefined)}
      slotProps={{ input: { readOnly: !unfilled.has(field) }, inputLabel: { shrink: true } }}
    />
  );
  const submit = handleSubmit(({ confirmAccountNumber: _confirmed, ...details }) =>
    onSave(details, (error) => applyServerErrors(error, setError)),
  );

  return (
    <FormDialog
      open
      title={translate(current ? 'profile.editSection' : 'profile.addSection', {
        title: translate('profile.bankDetails'),
      })}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={lookup.state === 'invalid' || lookup.state === 'looking'}
      busy={busy}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...register('ifscCode')}
            label={translate('profile.ifscCode')}
            required
            size="small"
            error={!!ifscMessage}
            helperText={ifscMessage}
            slotProps={{ htmlInput: { maxLength: 11, style: { textTransform: 'uppercase' } } }}
          />
          {lookedUp('name', 'profile.bankName')}
          {lookedUp('branch', 'profile.branch', translate('profile.typeBranch'))}
          {lookedUp('city', 'profile.city')}
          <TextField
            {...register('accountHolderName')}
            label={translate('profile.accountHolderName')}
            required
            size="small"
            error={!!errors.accountHolderName}
            helperText={errors.accountHolderName?.message}
          />
          <SelectField
            control={control}
            name="accountType"
            label={translate('profile.accountType')}
            options={BANK_ACCOUNT_TYPES}
            fixedChoices
            required
          />
          <TextField
            {...register('accountNumber')}
            label={translate('profile.accountNumber')}
            required
            size="small"
            autoComplete="off"
            error={!!errors.accountNumber}
            helperText={errors.accountNumber?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...register('confirmAccountNumber')}
            label={translate('profile.confirmAccountNumber')}
            required
            size="small"
            autoComplete="off"
            error={!!errors.confirmAccountNumber}
            helperText={errors.confirmAccountNumber?.message}
            slotProps={{
              htmlInput: { inputMode: 'numeric', onPaste: (event: ClipboardEvent) => event.preventDefault() },
            }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {translate('profile.cheque')} *
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <FileUploadButton
              entityType={fileEntityType(scope)}
              entityId={entityId}
              accept={CHEQUE_EXTENSIONS}
              label={translate('profile.uploadCheque')}
              onUploaded={(file) =>
                setValue(
                  'cheque',
                  { name: file.name, type: file.type, key: file.key },
                  { shouldValidate: true, shouldDirty: true },
                )
              }
              onRejected={(reason) => {
                if (reason === FILE_MESSAGES.unsupported) setError('cheque', { message: reason });
                else notify(FILE_MESSAGES.chequeUploadFailed, { type: 'error' });
              }}
            />
            {cheque?.name && <Typography variant="body2">{cheque.name}</Typography>}
          </Stack>
          {message(errors.cheque as FieldError | undefined) && (
            <Typography variant="caption" color="error" role="alert">
              {message(errors.cheque as FieldError | undefined)}
            </Typography>
          )}
        </Box>
        <Alert severity="info">{translate(BANK_MESSAGES.note)}</Alert>
      </Stack>
    </FormDialog>
  );
}
