import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { SectionCard } from '../../../components/profile/SectionCard';
import { OperationDialog } from './OperationDialog';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

/** What the technician or the partner found (PUT requests/{id}/diagnosis). */
export function DiagnosisCard({ request, editable }: { request: RequestRecord; editable: boolean }) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const { errors, sink, clear } = useFieldErrors();
  const [text, setText] = useState<string>();
  const close = () => {
    setText(undefined);
    clear();
  };
  const title = translate('requestPage.editDiagnosis');
  return (
    <SectionCard
      title={translate('requestPage.diagnosis')}
      action={editable ? { kind: 'edit', label: title, onClick: () => setText(request.diagnosis ?? '') } : undefined}
    >
      <Typography
        variant="body2"
        color={request.diagnosis ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap' }}
      >
        {request.diagnosis ?? translate('requestPage.noDiagnosis')}
      </Typography>
      <OperationDialog
        open={text !== undefined}
        title={title}
        ready={!!text?.trim()}
        busy={write.busy}
        submitLabel={translate('requestPage.save')}
        onClose={close}
        onSubmit={() =>
          void write.put('diagnosis', { diagnosis: text!.trim() }, translate('requestPage.diagnosisSaved'), {
            fieldErrors: sink,
            after: close,
          })
        }
      >
        <TextField
          autoFocus
          multiline
          minRows={4}
          label={translate('requestPage.diagnosis')}
          value={text ?? ''}
          onChange={(event) => setText(event.target.value)}
          error={!!errors.diagnosis}
          helperText={errors.diagnosis}
        />
      </OperationDialog>
    </SectionCard>
  );
}
