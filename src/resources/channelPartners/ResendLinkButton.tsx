import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { INVITE_MESSAGES } from '../../../domain/channelPartner/invite';
import { usePartnerApi } from './api';

/** 'Resend Link' while an invitation link is outstanding: a fresh link by e-mail. */
export function ResendLinkButton({ partner }: { partner: Pick<ChannelPartner, 'id' | 'name' | 'primaryEmail'> }) {
  const translate = useTranslate();
  const { resendInvite } = usePartnerApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendInvite(partner);
      notify(INVITE_MESSAGES.linkSent, { type: 'success' });
    } catch {
      notify(INVITE_MESSAGES.resendFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<SendIcon />} onClick={() => void resend()} disabled={busy}>
      {translate('partner.resendLink')}
    </Button>
  );
}
