import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useForm, useWatch } from 'react-hook-form';
import { ESCALATION_MOVES } from '../../../domain/escalations/constants';
import {
  escalationStatusSchema,
  type EscalationRecord,
  type EscalationStatusBody,
} from '../../../domain/escalations/schemas';
import { useNotifyText } from '../../components/useNotifyText';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useEscalationActions } from '../../dataProvider/escalations';

/** Moves the escalation to one of the statuses its current one allows; resolving asks how it was resolved. */
export function StatusDialog({ escalation, onClose }: { escalation: EscalationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const actions = useEscalationActions();
  const next = ESCALATION_MOVES[escalation.status];
  const { register, handleSubmit, formState, setError, control } = useForm<EscalationStatusBody>({
    resolver: zodResolver(escalationStatusSchema),
    defaultValues: { status: next[0], remark: '' },
    mode: 'onChange',
  });
  const status = useWatch({ control, name: 'status' });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (body) => {
    try {
      await actions.move(escalation.id, body);
      notify(
        translate('escalations.statusSaved', { status: translate(`statuses.${body.status}`, { _: body.status }) }),
        'success',
      );
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify(errorMessage(error), 'error');
    }
  });
  return (
    <FormDialog
      open
      title={translate('escalations.changeStatus')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={isSubmitting}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
        <SelectField
          control={control}
          name="status"
          label={translate('resources.escalations.fields.status')}
          options={next}
          required
          fixedChoices
        />
        <TextField
          {...register('remark')}
          label={translate(status === 'Resolved' ? 'escalations.resolutionRemark' : 'escalations.remark')}
          required={status === 'Resolved'}
          multiline
          minRows={3}
          size="small"
          error={!!errors.remark}
          helperText={errors.remark?.message ?? ' '}
        />
      </Box>
    </FormDialog>
  );
}
