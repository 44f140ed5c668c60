import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { VISIT_REASON_MAX } from '../../../../domain/requests/visits';
import type { RequestRecord, VisitKind } from '../../../../domain/requests/records';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { useRequestApi } from '../../../dataProvider/requests';
import { AppointmentPicker, type ChosenSlot } from '../../../components/appointments/AppointmentPicker';
import { bookingWindow } from '../../../components/appointments/bookingWindow';
import { OperationDialog } from './OperationDialog';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

export type { VisitKind };

/**
 * Reschedule (or revisit) to a new date and slot, with a reason (PATCH …/reschedule, requests/revisit). The grid shows
 * what the request can take (its partner's free units, and no more than its technician's once one is assigned) and
 * opens on the appointment. A 409 (the slot filled meanwhile) shows the API's message and reloads the slots.
 */
export function VisitDialog({
  request,
  visit,
  onClose,
}: {
  request: RequestRecord;
  visit: VisitKind;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const api = useRequestApi();
  const write = useRequestWrite(request);
  const { errors, sink } = useFieldErrors();
  const dates = useMemo(() => bookingWindow(), []);
  // Opens on the appointment's day while it is still bookable (a revisit's lies behind: today then).
  const [date, setDate] = useState(
    dates.includes(request.appointmentSlot.date) ? request.appointmentSlot.date : dates[0],
  );
  const [chosen, setChosen] = useState<ChosenSlot>();
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string>();
  const query = { fromDate: dates[0], toDate: dates[dates.length - 1] };
  const slots = useQuery({
    queryKey: ['visitSlots', request.kind, request.id, query],
    queryFn: () => api.visitSlots(request.kind, request.id, query),
    retry: false,
  });
  const fieldErrors = (error: unknown) => {
    if (error instanceof HttpError && error.status === 409) {
      setConflict(errorMessage(error));
      setChosen(undefined);
      void slots.refetch();
      return true;
    }
    setConflict(undefined);
    return sink(error);
  };
  const submit = () =>
    void write.run(
      () =>
        api.visit(request.kind, visit, {
          requestId: request.id,
          date: chosen!.date,
          slot: chosen!.slot,
          reason: reason.trim(),
        }),
      translate(`requestPage.visited.${visit}`),
      {
        fieldErrors,
        after: onClose,
      },
    );
  const fieldError = errors.date ?? errors.slot;
  return (
    <OperationDialog
      open
      title={translate(`requestPage.${visit}`)}
      ready={!!chosen && reason.trim() !== ''}
      busy={write.busy}
      maxWidth="md"
      onClose={onClose}
      onSubmit={submit}
    >
      {conflict && <Alert severity="error">{conflict}</Alert>}
      <AppointmentPicker
        dates={dates}
        days={slots.data}
        loading={slots.isFetching}
        failed={!!slots.error}
        date={date}
        value={chosen}
        onDate={setDate}
        onChange={setChosen}
      />
      {fieldError && <Alert severity="error">{fieldError}</Alert>}
      <TextField
        multiline
        minRows={2}
        required
        label={translate('requestPage.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: VISIT_REASON_MAX } }}
        error={!!errors.reason}
        helperText={errors.reason}
      />
    </OperationDialog>
  );
}
