import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { partnerServiceSchema, SERVICE_MESSAGES, type PartnerService, type PartnerServiceInput } from '../../../domain/channelPartner/services';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmDialog } from '../profile/ConfirmDialog';
import { SelectField } from '../profile/SelectField';
import { FormDialog } from '../profile/FormDialog';
import { SectionCard } from '../profile/SectionCard';
import { applyServerErrors } from '../profile/serverErrors';
import { errorMessage, useSectionWrite } from '../profile/useSectionWrite';
import { addService, deleteService, publishedServices, updateService } from './api';
import { PARTNER_LABELS as L } from './labels';

export interface ServicesCardProps {
  partner: Pick<ChannelPartner, 'id' | 'services'>;
  /** The read-only variant: no add, edit or delete. */
  readOnly?: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

type Output = z.output<typeof partnerServiceSchema>;

function ServiceDialog({
  editing,
  held,
  busy,
  onSave,
  onClose,
}: {
  editing?: PartnerService;
  held: readonly PartnerService[];
  busy: boolean;
  onSave: (body: Output, fail: (error: unknown) => void) => void;
  onClose: () => void;
}) {
  const services = useQuery({ queryKey: ['publishedServices'], queryFn: publishedServices, staleTime: 5 * 60 * 1000 });
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, formState } = useForm<PartnerServiceInput, unknown, Output>({
    resolver: zodResolver(partnerServiceSchema),
    defaultValues: { id: editing?.id ?? '', dailyCallCapacity: editing ? String(editing.dailyCallCapacity) : '' },
    mode: 'onTouched',
  });
  const offered = (services.data ?? []).filter((service) => service.id === editing?.id || !held.some((h) => h.id === service.id));
  const submit = handleSubmit((body) => {
    setFormError(undefined);
    const type = offered.find((service) => service.id === body.id)?.type ?? editing?.type;
    onSave({ ...body, type }, (error) => {
      applyServerErrors(error, setError);
      setFormError(errorMessage(error));
    });
  });
  const capacityError = formState.errors.dailyCallCapacity?.message;
  return (
    <FormDialog open title={editing ? L.editService : L.addService} onClose={onClose} onSubmit={() => void submit()} busy={busy} error={formError}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          control={control}
          name="id"
          label={L.serviceType}
          required
          disabled={!!editing}
          options={[
            ...(editing && !offered.some((service) => service.id === editing.id) ? [{ value: editing.id, label: editing.type }] : []),
            ...offered.map((service) => ({ value: service.id, label: service.type })),
          ]}
        />
        <TextField
          {...register('dailyCallCapacity')}
          label={L.dailyCallCapacity}
          required
          size="small"
          error={!!capacityError}
          helperText={capacityError}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** The partner's services and their daily call capacity (spec 000 §2.8, §5.7). */
export function ServicesCard({ partner, readOnly, onSaved }: ServicesCardProps) {
  const [dialog, setDialog] = useState<{ editing?: PartnerService } | null>(null);
  const [deleting, setDeleting] = useState<PartnerService | null>(null);
  const { busy, run } = useSectionWrite(onSaved);

  const save = (body: Output, fail: (error: unknown) => void) =>
    dialog?.editing
      ? run(() => updateService(partner.id, body), SERVICE_MESSAGES.updated, { after: () => setDialog(null), onError: fail })
      : run(() => addService(partner.id, body), SERVICE_MESSAGES.added, { after: () => setDialog(null), onError: fail });
  const remove = () => deleting && run(() => deleteService(partner.id, deleting.id), SERVICE_MESSAGES.deleted, { after: () => setDeleting(null) });

  return (
    <SectionCard title={L.services} action={readOnly ? undefined : { kind: 'add', onClick: () => setDialog({}) }}>
      {partner.services.length === 0 ? (
        <EmptyState onAdd={readOnly ? undefined : () => setDialog({})} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={L.services}>
            <TableHead>
              <TableRow>
                <TableCell>{L.serviceType}</TableCell>
                <TableCell>{L.dailyCallCapacity}</TableCell>
                {!readOnly && <TableCell align="right">{L.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {partner.services.map((service) => (
                <TableRow key={service.id}>
                  <TableCell>{service.type}</TableCell>
                  <TableCell>{service.dailyCallCapacity}</TableCell>
                  {!readOnly && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={`${L.editService} ${service.type}`} onClick={() => setDialog({ editing: service })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Delete ${service.type}`} onClick={() => setDeleting(service)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && <ServiceDialog editing={dialog.editing} held={partner.services} busy={busy} onSave={(body, fail) => void save(body, fail)} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={SERVICE_MESSAGES.deleteTitle}
        message={SERVICE_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
