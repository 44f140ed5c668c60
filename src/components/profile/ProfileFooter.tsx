import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useBasename, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATUS_MESSAGES } from '../../../domain/channelPartner/statuses';
import { errorMessage } from './useSectionWrite';

export interface ProfileFooterProps<P> {
  canSubmit: boolean;
  /** Disabled while the profile still lacks items. */
  submitDisabled: boolean;
  submit: () => Promise<P>;
  onSaved: (profile: P) => void;
  /** Cancel's target below /dashboard; none: no Cancel. */
  cancelTo?: string;
  /** Where a successful submit leads below /dashboard; none: the page stays (now Pending). */
  afterSubmitTo?: string;
}

/**
 * Cancel and Submit under a profile being filled in; the page decides who sees which and
 * where they lead.
 */
export function ProfileFooter<P extends RaRecord>({
  canSubmit,
  submitDisabled,
  submit,
  onSaved,
  cancelTo,
  afterSubmitTo,
}: ProfileFooterProps<P>) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!canSubmit && cancelTo === undefined) return null;

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await submit();
      notify(STATUS_MESSAGES.submitted, { type: 'success', messageArgs: { _: STATUS_MESSAGES.submitted } });
      onSaved(answer);
      if (afterSubmitTo !== undefined) navigate(`${basename}${afterSubmitTo}`);
    } catch (failure) {
      setError(errorMessage(failure));
      notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {cancelTo !== undefined && (
          <Button onClick={() => navigate(`${basename}${cancelTo}`)} disabled={busy}>
            {translate('profile.cancel')}
          </Button>
        )}
        {canSubmit && (
          <Button variant="contained" onClick={() => void send()} disabled={busy || submitDisabled}>
            {translate('profile.submit')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
