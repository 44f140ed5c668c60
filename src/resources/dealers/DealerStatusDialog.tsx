import { zodResolver } from '../../i18n/messageResolver';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { dealerStatusSchema, type Dealer } from '../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../domain/dealers/messages';
import { DEALER_STATUS_MOVES, type DealerDecision, type DealerStatus } from '../../../domain/dealers/statuses';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useDealerApi } from './api';

/** The statuses an admin may move a dealer in `status` to (PATCH dealer/status). */
export const dealerMovesFrom = (status: DealerStatus) =>
  DEALER_STATUS_MOVES.filter((move) => move.from.includes(status)).map((move) => move.to as DealerDecision);

const formSchema = dealerStatusSchema.omit({ id: true });
type StatusForm = { status: DealerDecision | ''; remark: string };

export interface DealerStatusDialogProps {
  dealer: Dealer;
  onClose: () => void;
  onSaved: (dealer: Dealer) => void;
}

/** Change Status: the statuses this dealer may move to (Active, Inactive, back to Pending) and a required remark. */
export function DealerStatusDialog({ dealer, onClose, onSaved }: DealerStatusDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useDealerApi();
  const moves = dealerMovesFrom(dealer.status);
  const { control, register, handleSubmit, setError, formState } = useForm<StatusForm>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { status: moves.length === 1 ? moves[0] : '', remark: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const send = handleSubmit(async ({ status, remark }) => {
    try {
      const answer = await api.updateStatus({ id: dealer.id, status: status as DealerDecision, remark });
      notify(DEALER_MESSAGES.statusChanged, { type: 'success', messageArgs: { _: DEALER_MESSAGES.statusChanged } });
      onSaved(answer);
      onClose();
    } catch (failure) {
      if (!applyServerErrors(failure, setError, ['status', 'remark']))
        notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
    }
  });
  return (
    <FormDialog
      open
      title={translate('dealer.changeStatus')}
      onClose={onClose}
      onSubmit={() => void send()}
      busy={isSubmitting}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <SelectField
          control={control}
          name="status"
          label={translate('dealer.newStatus')}
          options={moves.map((move) => ({ value: move, label: translate(`statuses.${move}`, { _: move }) }))}
          required
        />
        <TextField
          {...register('remark')}
          id="status-remark"
          label={translate('dealer.remark')}
          required
          multiline
          minRows={2}
          size="small"
          fullWidth
          error={!!errors.remark}
          helperText={errors.remark?.message ?? ' '}
        />
      </Stack>
    </FormDialog>
  );
}
