import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatDay } from '../../../components/format/formatTimestamp';
import { useRequestApi } from '../../../dataProvider/requests';
import { OperationDialog } from './OperationDialog';
import { useRequestOptions } from './useRequestOptions';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

export type Assignee = 'channelPartner' | 'technician';

/** The technician's free visits in the request's slot (GET requests/calendar/timeSlots/technician/{id}). */
function FreeUnits({ request, technicianId }: { request: RequestRecord; technicianId: string }) {
  const translate = useTranslate();
  const api = useRequestApi();
  const { date, slot } = request.appointmentSlot;
  const query = {
    fromDate: date,
    toDate: date,
    serviceId: request.serviceId,
    pincode: request.address.pincode,
    area: request.address.area,
  };
  const { data } = useQuery({
    queryKey: ['technicianSlots', technicianId, query],
    queryFn: () => api.technicianSlots(technicianId, query),
    retry: false,
  });
  const free = data?.find((day) => day.date === date)?.slots.find((entry) => entry.slot === slot)?.available;
  if (free === undefined) return null;
  return (
    <Typography variant="body2" color={free > 0 ? 'success.main' : 'error.main'}>
      {translate('requestPage.freeUnits', { date: formatDay(date), slot, count: free })}
    </Typography>
  );
}

/** Assign or change the channel partner (admin) or the technician / collection agent (partner, admin). */
export function AssignDialog({
  request,
  whom,
  open,
  onClose,
}: {
  request: RequestRecord;
  whom: Assignee;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const api = useRequestApi();
  const write = useRequestWrite(request);
  const { errors, sink, clear } = useFieldErrors();
  const [chosen, setChosen] = useState('');
  // Only those the assignment accepts: serving the request, free in its slot, not the one assigned (useRequestOptions).
  const choices = useRequestOptions(request, whom === 'channelPartner' ? 'channelPartners' : 'technicians', open);
  const others = choices.data ?? [];
  const field = whom === 'channelPartner' ? 'channelPartnerId' : 'technicianId';
  const label = translate(
    whom === 'channelPartner'
      ? 'requestPage.channelPartner'
      : request.kind === 'pickUp'
        ? 'requestPage.collectionAgent'
        : 'requestPage.technician',
  );
  const title = translate(
    whom === 'channelPartner'
      ? 'requestPage.assignPartner'
      : request.kind === 'pickUp'
        ? 'requestPage.assignAgent'
        : 'requestPage.assignTechnician',
  );
  const close = () => {
    setChosen('');
    clear();
    onClose();
  };
  const submit = () =>
    void write.run(
      () =>
        api.assign(
          request.kind,
          whom,
          whom === 'channelPartner'
            ? { requestId: request.id, channelPartnerId: chosen }
            : { requestId: request.id, technicianId: chosen },
        ),
      translate(`requestPage.assigned.${whom}`),
      {
        fieldErrors: sink,
        after: close,
      },
    );
  return (
    <OperationDialog
      open={open}
      title={title}
      ready={!!chosen}
      busy={write.busy}
      submitLabel={translate('requestPage.assign')}
      onClose={close}
      onSubmit={submit}
    >
      {choices.isPending && <LinearProgress aria-label={title} />}
      {choices.error && <Alert severity="error">{choices.error.message}</Alert>}
      {choices.data && others.length === 0 && (
        <Alert severity="info">
          {translate(
            whom === 'channelPartner'
              ? 'requestPage.noPartnerFree'
              : request.kind === 'pickUp'
                ? 'requestPage.noAgentFree'
                : 'requestPage.noTechnicianFree',
          )}
        </Alert>
      )}
      {others.length > 0 && (
        <TextField
          select
          label={label}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          error={!!errors[field]}
          helperText={errors[field]}
        >
          {others.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name} ({choice.id})
            </MenuItem>
          ))}
        </TextField>
      )}
      {whom === 'technician' && chosen && <FreeUnits request={request} technicianId={chosen} />}
    </OperationDialog>
  );
}
