import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Dealer } from '../../../domain/dealers/dealer';
import type { DealerStatus } from '../../../domain/dealers/statuses';
import { ConfirmDialog } from '../../components/profile/ConfirmDialog';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useDealerApi } from './api';

/** An invitation still to be used (resend), or still usable (revoke). */
const RESENDABLE: readonly DealerStatus[] = ['Invited', 'Expired'];
const REVOCABLE: readonly DealerStatus[] = ['Invited'];

/**
 * Resend and Revoke of an open invitation (POST dealer/resendInvite, dealer/revokeInvite {id}); the dealer is read
 * again after each.
 */
export function DealerInviteActions({ dealer, onChanged }: { dealer: Dealer; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useDealerApi();
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await call();
      notify(message, { type: 'success', messageArgs: { _: message } });
      onChanged();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
    } finally {
      setBusy(false);
      setRevoking(false);
    }
  };
  if (!RESENDABLE.includes(dealer.status)) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" disabled={busy} onClick={() => void run(() => api.resendInvite(dealer.id))}>
        {translate('dealer.resendInvite')}
      </Button>
      {REVOCABLE.includes(dealer.status) && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setRevoking(true)}>
          {translate('dealer.revokeInvite')}
        </Button>
      )}
      <ConfirmDialog
        open={revoking}
        message={translate('dealer.revokeConfirm')}
        busy={busy}
        onConfirm={() => void run(() => api.revokeInvite(dealer.id))}
        onClose={() => setRevoking(false)}
      />
    </Stack>
  );
}
