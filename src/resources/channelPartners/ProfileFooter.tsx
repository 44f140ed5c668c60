import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useBasename, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { missingItems } from '../../../domain/channelPartner/missingItems';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { STATUS_MESSAGES } from '../../../domain/channelPartner/statuses';
import { errorMessage } from '../../custom/profile/useSectionWrite';
import { usePartnerApi } from './api';
import { cancelTarget, INVITED_LIST, type ProfileAccess } from './profileAccess';

export interface ProfileFooterProps {
  partner: ChannelPartner;
  access: Pick<ProfileAccess, 'isPartner' | 'canSubmit' | 'canCancel'>;
  onSaved: (partner: ChannelPartner) => void;
}

/**
 * Submit for Incomplete or Resubmission profiles, disabled while items are missing; Cancel for admins only
 * (spec 000 §2.8). A partner stays on the page (now Pending); an admin goes to the invited list.
 */
export function ProfileFooter({ partner, access, onSaved }: ProfileFooterProps) {
  const translate = useTranslate();
  const { submitProfile } = usePartnerApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!access.canSubmit && !access.canCancel) return null;
  const missing = missingItems(partner);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await submitProfile(partner.id);
      notify(STATUS_MESSAGES.submitted, { type: 'success', messageArgs: { _: STATUS_MESSAGES.submitted } });
      onSaved(answer);
      if (!access.isPartner) navigate(`${basename}${INVITED_LIST}`);
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
        {access.canCancel && !access.isPartner && (
          <Button onClick={() => navigate(`${basename}${cancelTarget(partner.status)}`)} disabled={busy}>
            {translate('partner.cancel')}
          </Button>
        )}
        {access.canSubmit && (
          <Button variant="contained" onClick={() => void submit()} disabled={busy || missing.length > 0}>
            {translate('partner.submit')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
