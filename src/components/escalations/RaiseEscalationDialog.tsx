import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useBasename, useTranslate } from 'ra-core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ESCALATION_CATEGORIES, ESCALATION_KINDS, ESCALATION_PRIORITIES } from '../../../domain/escalations/constants';
import { raiseEscalationSchema, type RaiseEscalationBody } from '../../../domain/escalations/schemas';
import { useNotifyText } from '../useNotifyText';
import { FormDialog } from '../profile/FormDialog';
import { SelectField } from '../profile/SelectField';
import { applyServerErrors } from '../profile/serverErrors';
import { errorMessage } from '../profile/useSectionWrite';
import { useEscalationActions } from '../../dataProvider/escalations';
import { escalationPathOf } from './escalationPaths';

export interface RaiseEscalationTarget {
  /** Raised from a request's page: the request (its customer comes with it). */
  requestId?: string;
  /** Raised from the customer view: the customer's user name; a complaint then names one of their requests. */
  userName?: string;
}

/** Raises a complaint or an enquiry (POST escalations) and opens it. */
export function RaiseEscalationDialog({ target, onClose }: { target: RaiseEscalationTarget; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const navigate = useNavigate();
  const basename = useBasename();
  const actions = useEscalationActions();
  const { register, handleSubmit, formState, setError, control } = useForm<RaiseEscalationBody>({
    resolver: zodResolver(raiseEscalationSchema),
    defaultValues: {
      kind: target.requestId ? 'Complaint' : 'Enquiry',
      category: 'Delay',
      priority: 'Medium',
      subject: '',
      description: '',
      requestId: target.requestId ?? '',
      userName: target.userName ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const text = (name: 'subject' | 'description' | 'requestId') => ({
    error: !!errors[name],
    helperText: errors[name]?.message ?? ' ',
  });
  const submit = handleSubmit(async (body) => {
    try {
      const raised = await actions.raise(body);
      notify(translate('escalations.raised', { id: raised.id }), 'success');
      onClose();
      navigate(`${basename}/${escalationPathOf(raised)}`);
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify(errorMessage(error), 'error');
    }
  });
  return (
    <FormDialog
      open
      title={translate('escalations.raiseTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={isSubmitting}
      saveLabel={translate('escalations.raise')}
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <SelectField
          control={control}
          name="kind"
          label={translate('resources.escalations.fields.kind')}
          options={ESCALATION_KINDS}
          required
          fixedChoices
        />
        <SelectField
          control={control}
          name="category"
          label={translate('resources.escalations.fields.category')}
          options={ESCALATION_CATEGORIES}
          required
          fixedChoices
        />
        <SelectField
          control={control}
          name="priority"
          label={translate('resources.escalations.fields.priority')}
          options={ESCALATION_PRIORITIES}
          required
          fixedChoices
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          {...register('requestId')}
          label={translate('resources.escalations.fields.requestId')}
          size="small"
          disabled={!!target.requestId}
          {...text('requestId')}
        />
        {errors.userName && <Box sx={{ color: 'error.main', typography: 'caption' }}>{errors.userName.message}</Box>}
        <TextField
          {...register('subject')}
          label={translate('resources.escalations.fields.subject')}
          required
          size="small"
          {...text('subject')}
        />
        <TextField
          {...register('description')}
          label={translate('resources.escalations.fields.description')}
          required
          multiline
          minRows={4}
          size="small"
          {...text('description')}
        />
      </Box>
    </FormDialog>
  );
}
