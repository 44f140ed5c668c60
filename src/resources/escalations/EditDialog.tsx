import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useGetIdentity, useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { ESCALATION_CATEGORIES, ESCALATION_PRIORITIES } from '../../../domain/escalations/constants';
import {
  updateEscalationSchema,
  type EscalationRecord,
  type UpdateEscalationBody,
} from '../../../domain/escalations/schemas';
import { useNotifyText } from '../../components/useNotifyText';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useEscalationActions, useEscalationFilterData } from '../../dataProvider/escalations';

/** Assignee (an admin or customer care e-mail; blank unassigns), priority (the deadline follows) and category. */
export function EditDialog({ escalation, onClose }: { escalation: EscalationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const actions = useEscalationActions();
  const { identity } = useGetIdentity();
  const { data } = useEscalationFilterData();
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<UpdateEscalationBody>({
    resolver: zodResolver(updateEscalationSchema),
    defaultValues: {
      assignee: escalation.assignee ?? '',
      priority: escalation.priority,
      category: escalation.category,
    },
  });
  const { errors, isSubmitting } = formState;
  const me = typeof identity?.email === 'string' ? identity.email : undefined;
  const submit = handleSubmit(async (body) => {
    try {
      await actions.update(escalation.id, body);
      notify(translate('escalations.saved'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify(errorMessage(error), 'error');
    }
  });
  const slaHint = (priority: string) =>
    data?.slaHours[priority] ? translate('escalations.slaHours', { hours: data.slaHours[priority] }) : undefined;
  return (
    <FormDialog
      open
      title={translate('escalations.edit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={isSubmitting}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
        <TextField
          {...register('assignee')}
          label={translate('resources.escalations.fields.assignee')}
          size="small"
          error={!!errors.assignee}
          helperText={errors.assignee?.message ?? translate('escalations.assigneeHelp')}
          slotProps={{ htmlInput: { list: 'escalation-assignees' } }}
        />
        <datalist id="escalation-assignees">
          {(data?.assignees ?? []).map((assignee) => (
            <option key={assignee} value={assignee} />
          ))}
        </datalist>
        {me && (
          <Button
            size="small"
            sx={{ justifySelf: 'start' }}
            onClick={() => setValue('assignee', me, { shouldDirty: true })}
          >
            {translate('escalations.assignToMe')}
          </Button>
        )}
        <SelectField
          control={control}
          name="priority"
          label={translate('resources.escalations.fields.priority')}
          options={ESCALATION_PRIORITIES.map((priority) => ({
            value: priority,
            label: [translate(`statuses.${priority}`), slaHint(priority)].filter(Boolean).join(' · '),
          }))}
          required
        />
        <SelectField
          control={control}
          name="category"
          label={translate('resources.escalations.fields.category')}
          options={ESCALATION_CATEGORIES}
          required
          fixedChoices
        />
      </Box>
    </FormDialog>
  );
}
