import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import type { Control } from 'react-hook-form';
import type { CustomerAddressRecord } from '../../../../domain/customers/records';
import type { Service } from '../../../../domain/masters/service';
import { BOOKING_MESSAGES, REQUEST_FROM, REQUEST_SOURCES } from '../../../../domain/requests/booking';
import { ReadOnlyField } from '../../../components/profile/ReadOnlyField';
import { SectionCard } from '../../../components/profile/SectionCard';
import { SelectField } from '../../../components/profile/SelectField';
import { customerAddressLine, useAddressName } from '../../../components/format/customerAddress';
import type { MatchedPartner } from '../../../dataProvider/requests';
import type { ReactNode } from 'react';

export interface BookingFormValues {
  serviceId: string;
  source: string;
  requestFrom: string;
  paymentMethod: string;
}

interface BookingFormCardProps {
  control: Control<BookingFormValues>;
  services: Service[];
  address?: CustomerAddressRecord;
  partner?: MatchedPartner;
  /** Every partner serving the area: with several, the person chooses (the first is chosen until then). */
  partners: readonly MatchedPartner[];
  onPartner: (partnerId: string) => void;
  noPartner: boolean;
  /** The appointment picker. */
  children: ReactNode;
}

/**
 * The Book A Request form: Service Type, Source Information, Request From, the address, the partner and
 * the appointment.
 */
export function BookingFormCard({
  control,
  services,
  address,
  partner,
  partners,
  onPartner,
  noPartner,
  children,
}: BookingFormCardProps) {
  const translate = useTranslate();
  const addressName = useAddressName();
  const choice = (group: string) => (value: string) => ({
    value,
    label: translate(`booking.${group}.${value}`, { _: value }),
  });
  return (
    <SectionCard title={translate('booking.title')}>
      <Stack spacing={1}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, pt: 1 }}
        >
          <SelectField
            control={control}
            name="serviceId"
            label={translate('booking.serviceType')}
            required
            options={services.map((service) => ({ value: service.id, label: service.name }))}
          />
          <SelectField
            control={control}
            name="source"
            label={translate('booking.source')}
            required
            options={REQUEST_SOURCES.map(choice('sources'))}
          />
          <SelectField
            control={control}
            name="requestFrom"
            label={translate('booking.requestFrom')}
            required
            options={REQUEST_FROM.map(choice('requestFromChoices'))}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {address ? (
            <ReadOnlyField
              label={translate('booking.address')}
              value={`${addressName(address)}: ${customerAddressLine(address)}`}
            />
          ) : (
            <Alert severity="warning">{translate(BOOKING_MESSAGES.selectAddress)}</Alert>
          )}
          {noPartner ? (
            <Alert severity="warning">{translate(BOOKING_MESSAGES.noPartner)}</Alert>
          ) : partners.length > 1 ? (
            <TextField
              select
              size="small"
              label={translate('booking.channelPartner')}
              value={partner?.id ?? ''}
              onChange={(event) => onPartner(event.target.value)}
              helperText={translate('booking.partnersServing', { count: partners.length })}
            >
              {partners.map((entry) => (
                <MenuItem key={entry.id} value={entry.id}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <ReadOnlyField label={translate('booking.channelPartner')} value={partner?.name} />
          )}
        </Box>
        {children}
      </Stack>
    </SectionCard>
  );
}
