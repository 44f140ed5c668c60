import { zodResolver } from '../../i18n/messageResolver';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useNotifyText } from '../../components/useNotifyText';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { encashmentSchema } from '../../../domain/customers/rewards';
import { FormDialog, SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useCustomerApi } from './api';

type EncashmentForm = z.input<ReturnType<typeof encashmentSchema>>;
type Encashment = z.output<ReturnType<typeof encashmentSchema>>;

export interface EncashmentDialogProps {
  userName: string;
  balance: number;
  onClose: () => void;
  /** The balance after the encashment. */
  onEncashed: (balance: number) => void;
}

/** Add Encashment: more than 0 and at most the reward balance, posted as negative points. */
export function EncashmentDialog({ userName, balance, onClose, onEncashed }: EncashmentDialogProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const api = useCustomerApi();
  const { register, handleSubmit, formState, setError } = useForm<EncashmentForm, unknown, Encashment>({
    resolver: zodResolver(encashmentSchema(balance)),
    defaultValues: { description: '' },
    mode: SAVE_WAITS_MODE,
  });
  const { errors, isValid, isSubmitting } = formState;
  const submit = handleSubmit(async ({ amount, description }) => {
    try {
      const answer = await api.encash(userName, amount, description);
      notify(translate('customers.encashed', { points: amount }), 'success');
      onEncashed(answer.balance);
    } catch (error) {
      // The API's points are the dialog's amount: a balance spent meanwhile is said under it.
      if (!applyServerErrors(error, setError, ['amount', 'description'], { points: 'amount' }))
        notify(errorMessage(error), 'error');
    }
  });
  return (
    <FormDialog
      open
      title={translate('customers.addEncashment')}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!isValid}
      busy={isSubmitting}
      saveLabel={translate('customers.encash')}
      maxWidth="xs"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography variant="body2">{translate('customers.balance', { points: balance })}</Typography>
        <TextField
          {...register('amount', { valueAsNumber: true })}
          type="number"
          label={translate('customers.amount')}
          required
          size="small"
          error={!!errors.amount}
          helperText={errors.amount?.message ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: balance, step: 1 } }}
        />
        <TextField
          {...register('description')}
          label={translate('customers.description')}
          size="small"
          multiline
          minRows={2}
          error={!!errors.description}
          helperText={errors.description?.message ?? ' '}
        />
      </Stack>
    </FormDialog>
  );
}
