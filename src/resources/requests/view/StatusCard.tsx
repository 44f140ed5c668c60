import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DISPOSAL_METHODS } from '../../../../domain/masters/choices';
import { REQUEST_OPERATION_MESSAGES } from '../../../../domain/requests/operations';
import type { RequestRecord } from '../../../../domain/requests/records';
import { RemarkDialog } from '../../../components/RemarkDialog';
import { FieldGrid, ReadOnlyField } from '../../../components/profile/ReadOnlyField';
import { SectionCard } from '../../../components/profile/SectionCard';
import { RequestStatus } from '../../../components/requests/RequestStatus';
import { OperationDialog } from './OperationDialog';
import { useChoiceLabel } from '../../../i18n/useChoiceLabel';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

/** Status: the current one with its colour dot, the moves the role makes, each with a remark (PUT …/status). */
export function StatusCard({ request, statuses }: { request: RequestRecord; statuses: string[] }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const write = useRequestWrite(request);
  const { errors, sink, clear } = useFieldErrors();
  const [target, setTarget] = useState<string>();
  const [remark, setRemark] = useState('');
  const [disposalMethod, setDisposalMethod] = useState('');
  const close = () => {
    setTarget(undefined);
    setRemark('');
    setDisposalMethod('');
    clear();
  };
  // Completing a pick-up records how the waste was disposed of; its dialog shows field messages, the remark dialog
  // toasts.
  const withDisposal = request.kind === 'pickUp' && target === 'Completed';
  const change = (body: { status: string; remark: string; disposalMethod?: string }) =>
    void write.put('status', body, REQUEST_OPERATION_MESSAGES.statusModified, {
      fieldErrors: withDisposal ? sink : undefined,
      after: close,
    });
  const title = target
    ? translate('requestPage.statusTo', { status: translate(`statuses.${target}`, { _: target }) })
    : '';

  return (
    <SectionCard title={translate('requestPage.status')}>
      <Stack spacing={1.5}>
        <FieldGrid>
          <ReadOnlyField label={translate('requestPage.status')} value={<RequestStatus status={request.status} />} />
          {request.statusRemark && (
            <ReadOnlyField label={translate('requestPage.statusRemark')} value={request.statusRemark} />
          )}
          {request.disposalMethod && (
            <ReadOnlyField
              label={translate('requestPage.disposalMethod')}
              value={choiceLabel(request.disposalMethod)}
            />
          )}
        </FieldGrid>
        {statuses.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-label={translate('requestPage.changeStatus')}
          >
            {statuses.map((status) => (
              <Button
                key={status}
                size="small"
                variant="outlined"
                color={status === 'Cancelled' ? 'error' : 'primary'}
                onClick={() => setTarget(status)}
              >
                {translate(`statuses.${status}`, { _: status })}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      <RemarkDialog
        open={!!target && !withDisposal}
        title={title}
        onClose={close}
        onSubmit={(text) => change({ status: target!, remark: text })}
      />
      <OperationDialog
        open={withDisposal}
        title={title}
        ready={!!disposalMethod && remark.trim() !== ''}
        busy={write.busy}
        onClose={close}
        onSubmit={() => change({ status: target!, remark: remark.trim(), disposalMethod })}
      >
        <TextField
          select
          label={translate('requestPage.disposalMethod')}
          value={disposalMethod}
          onChange={(event) => setDisposalMethod(event.target.value)}
          error={!!errors.disposalMethod}
          helperText={errors.disposalMethod}
        >
          {DISPOSAL_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {choiceLabel(method)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={3}
          label={translate('requestPage.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          error={!!errors.remark}
          helperText={errors.remark}
        />
      </OperationDialog>
    </SectionCard>
  );
}
