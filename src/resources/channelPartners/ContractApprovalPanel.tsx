import { zodResolver } from '../../i18n/messageResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBasename, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { missingItems } from '../../../domain/channelPartner/missingItems';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import {
  approvalFormSchema,
  contractEnded,
  STATUS_MESSAGES,
  type PartnerStatus,
} from '../../../domain/channelPartner/status';
import { indiaToday } from '../../components/format/indiaDay';
import { SuccessDialog } from '../../components/SuccessDialog';
import { ConfirmDialog } from '../../components/profile/ConfirmDialog';
import { SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { SectionCard } from '../../components/profile/SectionCard';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { toCalendarDay, toPickerDate } from '../../components/dayPicker/calendarDay';
import { FormDayPicker } from '../../components/dayPicker/FormDayPicker';
import { usePartnerApi } from './api';
import { useMissingItemLabels } from './useMissingItemLabels';
import { INVITED_LIST, VERIFIED_LIST } from './profileAccess';

type Form = z.input<typeof approvalFormSchema>;
type Output = z.output<typeof approvalFormSchema>;
type Decision = Output['status'];

/** The day after a calendar day: the earliest contract end the picker offers. */
export function nextDay(day: unknown): string | undefined {
  const date = toPickerDate(day);
  if (!date || Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + 1);
  return toCalendarDay(date) ?? undefined;
}

export interface ContractApprovalPanelProps {
  partner: ChannelPartner;
  /** 'approve': a Pending profile's decision; 'edit': the contract of an Active or Inactive partner. */
  mode: 'approve' | 'edit';
  onSaved: (partner: ChannelPartner) => void;
  /** Leaves edit mode. */
  onClose?: () => void;
}

const ACTION_LABEL: Record<Decision, string> = {
  Active: 'partner.approve',
  Rejected: 'partner.reject',
  Resubmission: 'partner.resubmit',
};

/**
 * The approval panel of spec 000 §4: Active with contract dates and a remark, or Rejected / Resubmission with a remark.
 * Approve waits for a complete profile and a valid, changed contract. Never shown to a channel partner (the page
 * decides).
 */
export function ContractApprovalPanel({ partner, mode, onSaved, onClose }: ContractApprovalPanelProps) {
  const translate = useTranslate();
  const missingLabelsOf = useMissingItemLabels();
  const { updateStatus } = usePartnerApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const editing = mode === 'edit';
  const label = (key: string) => translate(`partner.${key}`);
  const { control, register, handleSubmit, formState } = useForm<Form, unknown, Output>({
    resolver: zodResolver(approvalFormSchema),
    defaultValues: {
      status: 'Active',
      startDate: partner.contractDetails?.startDate ?? '',
      endDate: partner.contractDetails?.endDate ?? '',
      remark: '',
    },
    mode: SAVE_WAITS_MODE,
  });
  const decision = useWatch({ control, name: 'status' }) as Decision;
  const startDate = useWatch({ control, name: 'startDate' });
  const endDate = useWatch({ control, name: 'endDate' });
  // In edit mode the partner stays Active or becomes Inactive; the form still wants the contract and a remark.
  const [nextStatus, setNextStatus] = useState<PartnerStatus>(partner.status);
  const [confirming, setConfirming] = useState<Output | null>(null);
  const [approved, setApproved] = useState<ChannelPartner | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const missing = missingItems(partner);
  const { errors, isValid, isDirty } = formState;
  const contractChanged = isDirty || (editing && nextStatus !== partner.status);
  // Nobody is made Active on a contract that has already ended (deactivating on one stays possible).
  const ended =
    decision === 'Active' && (!editing || nextStatus === 'Active') && contractEnded(endDate ?? '', indiaToday());
  const actionDisabled =
    busy || !isValid || ended || (decision === 'Active' && (!contractChanged || (!editing && missing.length > 0)));

  const send = async (form: Output) => {
    setBusy(true);
    setServerError(undefined);
    try {
      const contractDetails = { startDate: form.startDate, endDate: form.endDate };
      const status = editing ? nextStatus : form.status;
      const answer = await updateStatus(
        status === 'Active' || status === 'Inactive'
          ? { id: partner.id, status, remark: form.remark, contractDetails }
          : { id: partner.id, status: status as 'Rejected' | 'Resubmission', remark: form.remark },
      );
      notify(STATUS_MESSAGES.modified, { type: 'success', messageArgs: { _: STATUS_MESSAGES.modified } });
      if (editing) {
        onSaved(answer);
        onClose?.();
      } else if (status === 'Active') setApproved(answer);
      else {
        onSaved(answer);
        navigate(`${basename}${INVITED_LIST}`);
      }
    } catch (error) {
      setServerError(errorMessage(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const act = handleSubmit((form) => (!editing && form.status !== 'Active' ? setConfirming(form) : void send(form)));

  return (
    <SectionCard title={editing ? label('editContract') : label('approval')}>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => (event.preventDefault(), void act())}>
        {editing ? (
          <TextField
            select
            label={label('status')}
            size="small"
            value={nextStatus}
            onChange={(event) => setNextStatus(event.target.value as PartnerStatus)}
            sx={{ maxWidth: 240 }}
          >
            <MenuItem value="Active">{translate('statuses.Active')}</MenuItem>
            <MenuItem value="Inactive">{translate('statuses.Inactive')}</MenuItem>
          </TextField>
        ) : (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Box>
                <FormLabel id="approval-decision">{label('decision')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="approval-decision"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {(['Active', 'Rejected', 'Resubmission'] as const).map((status) => (
                    <FormControlLabel
                      key={status}
                      value={status}
                      control={<Radio />}
                      label={translate(`statuses.${status}`)}
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
          />
        )}
        {decision === 'Active' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {/* The end must lie after the start: a new start says at the end date when it no longer does. */}
            <FormDayPicker
              control={control}
              name="startDate"
              rules={{ deps: ['endDate'] }}
              label={label('contractStart')}
              required
            />
            <FormDayPicker
              control={control}
              name="endDate"
              label={label('contractEnd')}
              minDay={nextDay(startDate)}
              required
              flagged={ended}
              note={ended ? translate(STATUS_MESSAGES.contractEnded) : undefined}
            />
          </Box>
        )}
        <TextField
          {...register('remark')}
          label={label('remark')}
          required
          multiline
          minRows={2}
          size="small"
          error={!!errors.remark}
          helperText={errors.remark?.message}
        />
        {!editing && decision === 'Active' && missing.length > 0 && (
          <Alert severity="warning">{translate(STATUS_MESSAGES.missing(missingLabelsOf(missing)))}</Alert>
        )}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          {editing && (
            <Button onClick={onClose} disabled={busy}>
              {label('cancel')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color={decision === 'Rejected' ? 'error' : 'primary'}
            disabled={actionDisabled}
          >
            {editing ? label('saveContract') : translate(ACTION_LABEL[decision])}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={confirming?.status === 'Rejected' ? STATUS_MESSAGES.rejectConfirm : STATUS_MESSAGES.resubmitConfirm}
        busy={busy}
        onConfirm={() => confirming && void send(confirming)}
        onClose={() => setConfirming(null)}
      />
      <SuccessDialog
        open={approved !== null}
        title={STATUS_MESSAGES.successTitle}
        message={STATUS_MESSAGES.successMessage}
        extra={partner.name}
        onDone={() => {
          if (approved) onSaved(approved);
          navigate(`${basename}${VERIFIED_LIST}`);
        }}
      />
    </SectionCard>
  );
}
