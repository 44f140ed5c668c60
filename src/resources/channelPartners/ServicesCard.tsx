import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { partnerServiceSchema, SERVICE_MESSAGES, type PartnerService, type PartnerServiceInput } from '../../../domain/channelPartner/services';
import { ConfirmDialog } from '../../custom/profile/ConfirmDialog';
import { FormDialog } from '../../custom/profile/FormDialog';
import type { SectionColumn } from '../../custom/profile/SectionList';
import { SectionTable } from '../../custom/profile/SectionTable';
import { SelectField } from '../../custom/profile/SelectField';
import { applyServerErrors, type FieldErrorSink } from '../../custom/profile/serverErrors';
import type { ProfileSectionApi } from '../../custom/profile/types';
import { errorMessage, useSectionWrite } from '../../custom/profile/useSectionWrite';
import { usePartnerApi } from './api';

export interface ServicesCardProps {
  partner: Pick<ChannelPartner, 'id' | 'services'>;
  api: ProfileSectionApi;
  /** The read-only variant: no add, edit or delete. */
  readOnly?: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

type Output = z.output<typeof partnerServiceSchema>;

interface ServiceDialogProps {
  editing?: PartnerService;
  held: readonly PartnerService[];
  busy: boolean;
  onSave: (body: Output, onFieldErrors: FieldErrorSink) => void;
  onClose: () => void;
}

/** Service type and daily call capacity; a refused save is a form-level error (spec 000 §5.7), fields get their own. */
function ServiceDialog({ editing, held, busy, onSave, onClose }: ServiceDialogProps) {
  const translate = useTranslate();
  const { publishedServices } = usePartnerApi();
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
      return true;
    });
  });
  const capacityError = formState.errors.dailyCallCapacity?.message;
  return (
    <FormDialog open title={translate(editing ? 'partner.editService' : 'partner.addService')} onClose={onClose} onSubmit={() => void submit()} busy={busy} error={formError}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          control={control}
          name="id"
          label={translate('partner.serviceType')}
          required
          disabled={!!editing}
          options={[
            ...(editing && !offered.some((service) => service.id === editing.id) ? [{ value: editing.id, label: editing.type }] : []),
            ...offered.map((service) => ({ value: service.id, label: service.type })),
          ]}
        />
        <TextField
          {...register('dailyCallCapacity')}
          label={translate('partner.dailyCallCapacity')}
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

/** The partner's services and their daily call capacity (spec 000 §2.8, §5.7). */
export function ServicesCard({ partner, api, readOnly, onSaved }: ServicesCardProps) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<{ editing?: PartnerService } | null>(null);
  const [deleting, setDeleting] = useState<PartnerService | null>(null);
  const { busy, save, remove } = useSectionWrite(api, onSaved);
  const openAdd = () => setDialog({});

  const saveService = (body: Output, fieldErrors: FieldErrorSink) =>
    save(dialog?.editing ? 'service/update' : 'service', body, dialog?.editing ? SERVICE_MESSAGES.updated : SERVICE_MESSAGES.added, { fieldErrors, after: () => setDialog(null) });
  const removeService = () => deleting && remove('service', deleting.id, SERVICE_MESSAGES.deleted, { after: () => setDeleting(null) });

  const columns: SectionColumn<PartnerService>[] = [
    { source: 'type', label: translate('partner.serviceType') },
    { source: 'dailyCallCapacity', label: translate('partner.dailyCallCapacity') },
  ];
  return (
    <SectionTable
      title={translate('partner.services')}
      records={partner.services}
      columns={columns}
      onAdd={openAdd}
      readOnly={readOnly}
      rowName={(service) => service.type}
      onDelete={setDeleting}
      edit={{ label: (service) => translate('partner.editServiceOf', { name: service.type }), onClick: (service) => setDialog({ editing: service }) }}
    >
      {dialog && (
        <ServiceDialog
          editing={dialog.editing}
          held={partner.services}
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
