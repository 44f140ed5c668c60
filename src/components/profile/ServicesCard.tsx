import { zodResolver } from '../../i18n/messageResolver';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  partnerServiceSchema,
  SERVICE_MESSAGES,
  type PartnerService,
  type PartnerServiceInput,
} from '../../../domain/channelPartner/services';
import type { Service } from '../../../domain/masters/service';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { useProfileReads } from './profileApi';
import type { SectionColumn } from './SectionList';
import { SectionTable } from './SectionTable';
import { SelectField } from './SelectField';
import { applyServerErrors, type FieldErrorSink } from './serverErrors';
import type { SectionProps } from './types';
import { errorMessage, useSectionWrite } from './useSectionWrite';

/** A service that can be offered: its id and type. */
export type OfferedService = Pick<Service, 'id' | 'type'>;

export interface ServicesCardProps<P> extends SectionProps<P> {
  services: readonly PartnerService[];
  /**
   * Only these services are offered (a technician: its partner's own, spec 000 §6); omitted = the published services.
   */
  offeredServices?: readonly OfferedService[];
}

type Output = z.output<typeof partnerServiceSchema>;

interface ServiceDialogProps {
  editing?: PartnerService;
  held: readonly PartnerService[];
  offeredServices?: readonly OfferedService[];
  busy: boolean;
  onSave: (body: Output, onFieldErrors: FieldErrorSink) => void;
  onClose: () => void;
}

/** Service type and daily call capacity; a refused save is a form-level error, fields get their own. */
function ServiceDialog({ editing, held, offeredServices, busy, onSave, onClose }: ServiceDialogProps) {
  const translate = useTranslate();
  const { publishedServices } = useProfileReads();
  const services = useQuery({
    queryKey: ['publishedServices'],
    queryFn: publishedServices,
    staleTime: 5 * 60 * 1000,
    enabled: !offeredServices,
  });
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, formState } = useForm<PartnerServiceInput, unknown, Output>({
    resolver: zodResolver(partnerServiceSchema),
    defaultValues: { id: editing?.id ?? '', dailyCallCapacity: editing ? String(editing.dailyCallCapacity) : '' },
    mode: 'onTouched',
  });
  const offered = (offeredServices ?? services.data ?? []).filter(
    (service) => service.id === editing?.id || !held.some((h) => h.id === service.id),
  );
  const submit = handleSubmit((body) => {
    setFormError(undefined);
    const type = offered.find((service) => service.id === body.id)?.type ?? editing?.type;
    onSave({ ...body, type }, (error) => {
      applyServerErrors(error, setError);
      setFormError(errorMessage(error));
      return true;
    });
  });
  const capacityError = formState.errors.dailyCallCapacity?.message;
  return (
    <FormDialog
      open
      title={translate(editing ? 'profile.editService' : 'profile.addService')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      error={formError}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          control={control}
          name="id"
          label={translate('profile.serviceType')}
          required
          disabled={!!editing}
          options={[
            ...(editing && !offered.some((service) => service.id === editing.id)
              ? [{ value: editing.id, label: editing.type }]
              : []),
            ...offered.map((service) => ({ value: service.id, label: service.type })),
          ]}
        />
        <TextField
          {...register('dailyCallCapacity')}
          label={translate('profile.dailyCallCapacity')}
          required
          size="small"
          error={!!capacityError}
          helperText={capacityError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </FormDialog>
  );
}

/** A profile's services and their daily call capacity, for partners and technicians alike. */
export function ServicesCard<P extends RaRecord>({
  api,
  readOnly,
  onSaved,
  services,
  offeredServices,
}: ServicesCardProps<P>) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<{ editing?: PartnerService } | null>(null);
  const [deleting, setDeleting] = useState<PartnerService | null>(null);
  const { busy, save, remove } = useSectionWrite(api, onSaved);
  const openAdd = () => setDialog({});

  const saveService = (body: Output, fieldErrors: FieldErrorSink) =>
    save(
      dialog?.editing ? 'service/update' : 'service',
      body,
      dialog?.editing ? SERVICE_MESSAGES.updated : SERVICE_MESSAGES.added,
      { fieldErrors, after: () => setDialog(null) },
    );
  const removeService = () =>
    deleting && remove('service', deleting.id, SERVICE_MESSAGES.deleted, { after: () => setDeleting(null) });

  const columns: SectionColumn<PartnerService>[] = [
    { source: 'type', label: translate('profile.serviceType') },
    { source: 'dailyCallCapacity', label: translate('profile.dailyCallCapacity') },
  ];
  return (
    <SectionTable
      title={translate('profile.services')}
      records={services}
      columns={columns}
      onAdd={openAdd}
      readOnly={readOnly}
      rowName={(service) => service.type}
      onDelete={setDeleting}
      edit={{
        label: (service) => translate('profile.editServiceOf', { name: service.type }),
        onClick: (service) => setDialog({ editing: service }),
      }}
    >
      {dialog && (
        <ServiceDialog
          editing={dialog.editing}
          held={services}
          offeredServices={offeredServices}
          busy={busy}
          onSave={(body, fieldErrors) => void saveService(body, fieldErrors)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={SERVICE_MESSAGES.deleteTitle}
        message={SERVICE_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void removeService()}
        onClose={() => setDeleting(null)}
      />
    </SectionTable>
  );
}
