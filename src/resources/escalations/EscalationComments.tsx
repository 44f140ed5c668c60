import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { SectionCard } from '../../custom/profile/SectionCard';
import { useEscalationActions } from './api';
import { useTextSubmit } from './useTextSubmit';

/** The notes of the people working the escalation, newest first, and the box to add one (not once it is closed). */
export function EscalationComments({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const actions = useEscalationActions();
  const [text, setText] = useState('');
  const { busy, error, submit } = useTextSubmit('comment');
  const post = async () => {
    if (await submit(() => actions.comment(escalation.id, { comment: text.trim() }))) setText('');
  };
  return (
    <SectionCard title={translate('escalations.comments')}>
      <Stack spacing={1.5}>
        {escalation.status !== 'Closed' && (
          <Stack spacing={1}>
            <TextField
              multiline
              minRows={2}
              label={translate('escalations.comment')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={!!error}
              helperText={error}
            />
            <Button variant="contained" size="small" sx={{ alignSelf: 'flex-end' }} disabled={busy || text.trim() === ''} onClick={() => void post()}>
              {translate('escalations.addComment')}
            </Button>
          </Stack>
        )}
        {escalation.comments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('escalations.noComments')}
          </Typography>
        )}
        <Stack component="ol" spacing={1} divider={<Divider flexItem />} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={translate('escalations.comments')}>
          {escalation.comments.map((comment) => (
            <li key={comment.id}>
              <Typography variant="caption" color="text.secondary">
                {`${comment.by} · ${formatTimestamp(comment.createdAt)}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.comment}
              </Typography>
            </li>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
