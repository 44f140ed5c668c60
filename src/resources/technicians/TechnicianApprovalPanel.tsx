import { zodResolver } from '../../i18n/messageResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBasename, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TECHNICIAN_PROFILE_MESSAGES } from '../../../domain/technicians/messages';
import type { Technician } from '../../../domain/technicians/profile';
import {
  technicianApprovalFormSchema,
  technicianMissingItems,
  type TechnicianDecision,
} from '../../../domain/technicians/statuses';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/profile/ConfirmDialog';
import { SectionCard } from '../../components/profile/SectionCard';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useTechnicianApi } from './api';
import { TECHNICIAN_PENDING_LIST, TECHNICIAN_VERIFIED_LIST } from './technicianAccess';

const remarkSchema = technicianApprovalFormSchema.pick({ remark: true });
type RemarkForm = { remark: string };

const ACTIONS: readonly { decision: TechnicianDecision; label: string; color: 'primary' | 'error' | 'warning' }[] = [
  { decision: 'Active', label: 'technician.approve', color: 'primary' },
  { decision: 'Rejected', label: 'technician.reject', color: 'error' },
  { decision: 'Resubmission', label: 'technician.resubmit', color: 'warning' },
];
const CONFIRM: Partial<Record<TechnicianDecision, string>> = {
  Rejected: TECHNICIAN_PROFILE_MESSAGES.rejectConfirm,
  Resubmission: TECHNICIAN_PROFILE_MESSAGES.resubmitConfirm,
};

export interface TechnicianApprovalPanelProps {
  technician: Technician;
  onSaved: (technician: Technician) => void;
}

/**
 * The admin's decision on a Pending technician: a required remark, then Approve, Reject or Resubmit,
 * all disabled while the remark is empty or untouched; Approve also waits for a complete profile. Reject and Resubmit
 * ask first. Approved, the verified list opens; otherwise the pending list. Never shown to a channel partner.
 */
export function TechnicianApprovalPanel({ technician, onSaved }: TechnicianApprovalPanelProps) {
  const translate = useTranslate();
  const api = useTechnicianApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { register, handleSubmit, formState } = useForm<RemarkForm>({
    resolver: zodResolver(remarkSchema),
    defaultValues: { remark: '' },
    mode: 'onChange',
  });
  const { errors, isValid, isDirty, touchedFields } = formState;
  const [confirming, setConfirming] = useState<{ decision: TechnicianDecision; remark: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const complete = technicianMissingItems(technician).length === 0;

  const send = async (decision: TechnicianDecision, remark: string) => {
    setBusy(true);
    setServerError(undefined);
    try {
      const answer = await api.updateStatus({ id: technician.id, status: decision, remark });
      const done =
        decision === 'Active' ? TECHNICIAN_PROFILE_MESSAGES.approved : TECHNICIAN_PROFILE_MESSAGES.statusModified;
      notify(done, { type: 'success', messageArgs: { _: done } });
      onSaved(answer);
      navigate(`${basename}${decision === 'Active' ? TECHNICIAN_VERIFIED_LIST : TECHNICIAN_PENDING_LIST}`);
    } catch (error) {
      setServerError(errorMessage(error));
      notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const decide = (decision: TechnicianDecision) =>
    handleSubmit(({ remark }) =>
      CONFIRM[decision] ? setConfirming({ decision, remark }) : void send(decision, remark),
    );
  const disabled = busy || !isValid || !isDirty;
  const remarkMessage = touchedFields.remark || isDirty ? errors.remark?.message : undefined;

  return (
    <SectionCard title={translate('technician.approval')}>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          {...register('remark')}
          id="approval-remark"
          label={translate('technician.remark')}
          required
          multiline
          minRows={2}
          size="small"
          error={!!remarkMessage}
          helperText={remarkMessage ?? ' '}
        />
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
          {ACTIONS.map(({ decision, label, color }) => (
            <Button
              key={decision}
              variant={decision === 'Active' ? 'contained' : 'outlined'}
              color={color}
              disabled={disabled || (decision === 'Active' && !complete)}
              onClick={() => void decide(decision)()}
            >
              {translate(label)}
            </Button>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={(confirming && CONFIRM[confirming.decision]) ?? ''}
        busy={busy}
        onConfirm={() => confirming && void send(confirming.decision, confirming.remark)}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
