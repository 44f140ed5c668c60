import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Stack from '@mui/material/Stack';
import { useNotify, useRecordContext, useRefresh } from 'ra-core';
import { Button, Confirm } from 'react-admin';
import { useState } from 'react';
import { INVITE_MESSAGES } from '../../../domain/channelPartner/invite';
import type { ChannelPartnerRow } from '../../../domain/channelPartner/profile';
import type { PartnerTab } from '../../../domain/channelPartner/status';
import { PathButton } from '../../components/PathButton';
import { usePartnerApi } from './api';
import { inviteRowActions } from './inviteActions';
import { partnerPaths } from './partnerPaths';

/** Where a click on a row of a tab leads (below /dashboard). */
export function rowPath(tab: PartnerTab, row: ChannelPartnerRow): string {
  if (tab === 'incomplete') return partnerPaths.continue(row.id);
  if (tab === 'verified') return partnerPaths.verified(row.id);
  return partnerPaths[inviteRowActions(row).open](row.id);
}

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : INVITE_MESSAGES.resendFailed;

/** Open, Revoke / Revoked, Delete / Deleted and Resend Link of one invitation. */
function InviteActions({ row }: { row: ChannelPartnerRow }) {
  const api = usePartnerApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<'revoke' | 'delete'>();
  const [busy, setBusy] = useState(false);
  const actions = inviteRowActions(row);

  const run = async (action: () => Promise<unknown>, success: string, failure: (error: unknown) => string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success', messageArgs: { _: success } });
      refresh();
    } catch (error) {
      const text = failure(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  const revoke = () => run(() => api.revokeInvite(row), INVITE_MESSAGES.revoked, failureText);
  const remove = () => run(() => api.deleteInvite(row), INVITE_MESSAGES.deleted, failureText);
  // Spec 000 §8: a failed resend says only 'Something went wrong'.
  const resend = () =>
    run(
      () => api.resendInvite(row),
      INVITE_MESSAGES.linkSent,
      () => INVITE_MESSAGES.resendFailed,
    );
  const names = { name: row.name, email: row.primaryEmail };

  return (
    <>
      <PathButton to={partnerPaths[actions.open](row.id)} label="channelPartners.open" icon={<OpenInNewIcon />} />
      {actions.revoke && (
        <Button label="channelPartners.revoke" onClick={() => setConfirming('revoke')} disabled={busy}>
          <BlockIcon />
        </Button>
      )}
      {actions.revoked && <Button label="channelPartners.revoked" disabled />}
      {actions.delete && (
        <Button label="channelPartners.delete" color="error" onClick={() => setConfirming('delete')} disabled={busy}>
          <DeleteIcon />
        </Button>
      )}
      {actions.deleted && <Button label="channelPartners.deleted" disabled />}
      {actions.resend && (
        <Button label="channelPartners.resend" onClick={() => void resend()} disabled={busy}>
          <SendIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming === 'revoke'}
        title="channelPartners.revokeTitle"
        content="channelPartners.revokeContent"
        translateOptions={names}
        loading={busy}
        onConfirm={() => void revoke()}
        onClose={() => setConfirming(undefined)}
      />
      <Confirm
        isOpen={confirming === 'delete'}
        title="channelPartners.deleteTitle"
        content="channelPartners.deleteContent"
        translateOptions={names}
        confirmColor="warning"
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(undefined)}
      />
    </>
  );
}

/** The actions cell of a tab: Continue (incomplete), the invitation actions (invited), View (verified). */
export function PartnerRowActions({ tab }: { tab: PartnerTab }) {
  const row = useRecordContext<ChannelPartnerRow>();
  if (!row) return null;
  return (
    // Clicks inside the cell (and its dialogs, rendered in portals) must not open the row. A span: on a phone the
    // buttons sit inside the row's text (PhoneRows) and wrap; in a table they keep to one line.
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      flexWrap={{ xs: 'wrap', sm: 'nowrap' }}
      useFlexGap
      onClick={(event) => event.stopPropagation()}
    >
      {tab === 'incomplete' && (
        <PathButton to={partnerPaths.continue(row.id)} label="channelPartners.continue" icon={<EditNoteIcon />} />
      )}
      {tab === 'invited' && <InviteActions row={row} />}
      {tab === 'verified' && (
        <PathButton to={partnerPaths.verified(row.id)} label="channelPartners.view" icon={<VisibilityIcon />} />
      )}
    </Stack>
  );
}
