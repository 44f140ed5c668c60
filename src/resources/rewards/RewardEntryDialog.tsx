import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useCreate, useTranslate } from 'ra-core';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  manualEntryFormSchema,
  manualEntryOf,
  REWARD_HOLDER_TYPES,
  type ManualEntryForm,
} from '../../../domain/rewards';
import { useNotifyText } from '../../components/useNotifyText';
import { FormDialog, SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { REWARD_RESOURCE } from './listConfig';

type FormInput = z.input<typeof manualEntryFormSchema>;

/** Where the API's field messages go: the entry's fields as the dialog names them; any other is toasted. */
const FIELD_OF: Record<string, Path<FormInput>> = {
  points: 'amount',
  description: 'reason',
  id: 'kind',
  idType: 'kind',
};
const FIELDS: readonly Path<FormInput>[] = ['holderType', 'userName', 'kind', 'amount', 'reason'];

/**
 * An admin's manual credit or debit: whose points (customer, technician or partner by user name), how many,
 * and the reason, which the ledger keeps. Posted through the dataProvider (POST rewards); a debit over the balance is
 * refused by the API with the spec's message under the amount.
 */
export function RewardEntryDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const [create] = useCreate();
  const { register, handleSubmit, formState, setError, control } = useForm<FormInput, unknown, ManualEntryForm>({
    resolver: zodResolver(manualEntryFormSchema),
    defaultValues: { holderType: 'Customer', kind: 'Credit', userName: '', reason: '' },
    mode: SAVE_WAITS_MODE,
  });
  const { errors, isValid, isSubmitting } = formState;
  const submit = handleSubmit(async (form) => {
    try {
      const saved = await create(REWARD_RESOURCE, { data: manualEntryOf(form) }, { returnPromise: true });
      notify(translate('rewards.saved', { balance: (saved as { balance?: number }).balance ?? '' }), 'success');
      onSaved();
    } catch (error) {
      // An unknown user name (400 on userName) is said under the user name, not only toasted.
      if (!applyServerErrors(error, setError, FIELDS, FIELD_OF)) notify(errorMessage(error), 'error');
    }
  });
  const field = (name: Path<FormInput>) => ({
    error: !!errors[name as keyof typeof errors],
    helperText: errors[name as keyof typeof errors]?.message ?? ' ',
  });
  return (
    <FormDialog
      open
      title={translate('rewards.entryTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!isValid}
      busy={isSubmitting}
      saveLabel={translate('rewards.save')}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
        <SelectField
          control={control}
          name="holderType"
          label={translate('rewards.holderType')}
          options={REWARD_HOLDER_TYPES}
          required
          fixedChoices
        />
        <TextField
          {...register('userName')}
          label={translate('rewards.userName')}
          required
          size="small"
          error={!!errors.userName}
          helperText={errors.userName?.message ?? translate('rewards.userNameHelp')}
        />
        <SelectField
          control={control}
          name="kind"
          label={translate('rewards.kind')}
          options={['Credit', 'Debit']}
          required
          fixedChoices
        />
        <TextField
          {...register('amount', { valueAsNumber: true })}
          type="number"
          label={translate('rewards.points')}
          required
          size="small"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          {...field('amount')}
        />
        <TextField
          {...register('reason')}
          label={translate('rewards.reason')}
          required
          size="small"
          multiline
          minRows={2}
          {...field('reason')}
        />
      </Box>
    </FormDialog>
  );
}
