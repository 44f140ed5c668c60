import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { PaymentRecord } from '../../../domain/payments/schemas';
import { ROLES, type Role } from '../../../domain/roles';
import { RemarkDialog } from '../../components/RemarkDialog';
import { useNotifyText } from '../../components/useNotifyText';
import { usePaymentActions } from './api';

type Action = 'collect' | 'refund';

/**
 * What may be done with a payment: Record collection of an Unpaid one (its request's partner, an admin), Refund of a
 * Paid one (an admin, with a remark), Send link again while a link payment waits. The server decides; a refusal shows
 * its message.
 */
export function PaymentActions({ payment }: { payment: PaymentRecord }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const { permissions } = usePermissions<Role | undefined>();
  const actions = usePaymentActions();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<PaymentRecord>, done: string) => {
    setBusy(true);
    try {
      await work();
      setOpen(undefined);
      notify(translate(done), 'success');
      await queryClient.invalidateQueries({ queryKey: [PAYMENT_RESOURCE] });
    } catch (error) {
      notify((error as Error).message || translate('payments.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const canCollect = payment.status === 'Unpaid';
  const canRefund = payment.status === 'Paid' && permissions === ROLES.admin;
  const canResend = payment.status === 'Created' && payment.method === 'Link';
  if (!canCollect && !canRefund && !canResend) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {canCollect && (
        <Button variant="contained" disabled={busy} onClick={() => setOpen('collect')}>
          {translate('payments.recordCollection')}
        </Button>
      )}
      {canRefund && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setOpen('refund')}>
          {translate('payments.refund')}
        </Button>
      )}
      {canResend && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(() => actions.resendLink(payment.id), 'payments.linkSent')}
        >
          {translate('payments.resendLink')}
        </Button>
      )}
      <RemarkDialog
        open={open === 'collect'}
        title={translate('payments.recordCollection')}
        onClose={() => setOpen(undefined)}
        onSubmit={(remark) => void run(() => actions.collect(payment.id, { remark }), 'payments.collected')}
      />
      <RemarkDialog
        open={open === 'refund'}
        title={translate('payments.refund')}
        onClose={() => setOpen(undefined)}
        onSubmit={(remark) => void run(() => actions.refund(payment.id, { remark }), 'payments.refunded')}
      >
        {translate('payments.refundWarning')}
      </RemarkDialog>
    </Stack>
  );
}
