import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { RAISE_MESSAGES } from '../../../../domain/requests/raise';
import type { RequestRecord } from '../../../../domain/requests/records';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { formatDay } from '../../../components/format/formatTimestamp';

/** After a booking: the request id, appointment date, slot and customer name. */
export function BookingConfirmation({
  request,
  customerName,
  onDone,
}: {
  request?: RequestRecord;
  customerName: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  return (
    <SuccessDialog
      open={!!request}
      title={RAISE_MESSAGES.created}
      message={request ? translate('booking.requestId', { id: request.id }) : ''}
      extra={
        request && (
          <Stack spacing={0.5}>
            <span>{translate('booking.appointmentDate', { date: formatDay(request.appointmentSlot.date) })}</span>
            <span>{translate('booking.appointmentSlot', { slot: request.appointmentSlot.slot })}</span>
            <span>{translate('booking.customerName', { name: customerName })}</span>
          </Stack>
        )
      }
      onDone={onDone}
    />
  );
}
