import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, usePermissions, useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type {
  CustomerAddressRecord,
  CustomerProductRecord,
  CustomerRecord,
} from '../../../../domain/customers/records';
import { DEALER_PAYMENT_METHODS, PAYMENT_METHODS } from '../../../../domain/requests/booking';
import type { RequestRecord } from '../../../../domain/requests/records';
import { ROLES, type Role } from '../../../../domain/roles';
import { StillMissing } from '../../../components/StillMissing';
import { fieldErrorsOf } from '../../../components/profile/serverErrors';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { isPickUpService, type Coupon } from '../../../dataProvider/requests';
import { requestPagePath } from './afterBooking';
import { AppointmentPicker, type ChosenSlot } from '../../../components/appointments/AppointmentPicker';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingFormCard, type BookingFormValues } from './BookingFormCard';
import { bookingPayload, canRaise, missingChoices, type ChosenIssue } from './bookingPayload';
import { IssuesCard } from './IssuesCard';
import { PaymentCard } from './PaymentCard';
import { useBookingData } from './useBookingData';
import { useRaiseRequest } from './useRaiseRequest';

export interface BookRequestSectionProps {
  customer: CustomerRecord;
  address?: CustomerAddressRecord;
  product: CustomerProductRecord;
  onCustomerChanged?: () => void;
}

/**
 * Book A Request for one customer product: a fresh form per
 * product.
 */
export function BookRequestSection(props: BookRequestSectionProps) {
  return <BookingSection key={props.product.id} {...props} />;
}

const EMPTY: BookingFormValues = { serviceId: '', source: '', requestFrom: '', paymentMethod: '' };

function BookingSection({ customer, address, product, onCustomerChanged }: BookRequestSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permissions: role, isPending: rolePending } = usePermissions<Role | undefined>();
  // Payment modes only once the role is known: a dealer is never offered Cash, not even for a moment.
  const methods = rolePending ? [] : role === ROLES.dealer ? DEALER_PAYMENT_METHODS : PAYMENT_METHODS;
  // services/repair-request/add/{serviceId} opens booking with its service chosen.
  const { serviceId: routeService } = useParams();
  const { control, setValue, reset } = useForm<BookingFormValues>({
    defaultValues: { ...EMPTY, serviceId: routeService ?? '' },
  });
  const form = useWatch({ control }) as BookingFormValues;
  const [issues, setIssues] = useState<ChosenIssue[]>([]);
  const [date, setDate] = useState<string>();
  const [chosen, setChosen] = useState<ChosenSlot & { for: string }>();
  const [coupon, setCoupon] = useState<Coupon>();
  const [couponText, setCouponText] = useState('');
  const [couponError, setCouponError] = useState<string>();
  const [booked, setBooked] = useState<RequestRecord>();
  const [partnerId, setPartnerId] = useState<string>();
  const data = useBookingData({
    serviceId: form.serviceId,
    address,
    product,
    couponPercent: coupon?.percentage,
    partnerId,
  });
  const { raise, sending } = useRaiseRequest();

  // A slot belongs to the partner, service and address it was chosen for: another of them has other slots.
  const slotFor = `${data.partner?.id}|${form.serviceId}|${address?.id}`;
  const slot = chosen && chosen.for === slotFor ? { date: chosen.date, slot: chosen.slot } : undefined;
  const pickUp = isPickUpService(form.serviceId);
  const appliedCoupon = data.price.priced ? coupon : undefined;
  const payload = bookingPayload(
    { customer, address, product },
    {
      ...form,
      issues,
      slot,
      partnerId: data.partner?.id,
      couponCode: appliedCoupon?.code,
      discountRupees: data.price.amounts ? data.price.amounts.discountPaise / 100 : 0,
    },
  );
  const ready = canRaise(payload, methods) && (pickUp || !!data.price.amounts);
  const missingId = useId();
  const missing = [
    ...missingChoices(payload, methods).map((choice) => translate(`booking.missing.${choice}`)),
    ...(data.price.missing ? [translate('booking.missing.servicePrice')] : []),
  ];

  const submit = async () => {
    if (!ready) return;
    const outcome = await raise(payload);
    if ('request' in outcome) return setBooked(outcome.request);
    if (!('error' in outcome)) return;
    const refusal = fieldErrorsOf(outcome.error).couponCode;
    if (refusal && appliedCoupon) {
      // The coupon went back to its box with the server's reason (expired, used up…): the total shown is without it.
      setCoupon(undefined);
      setCouponText(appliedCoupon.code);
      setCouponError(translate(refusal, { _: refusal }));
      return;
    }
    const message = errorMessage(outcome.error);
    notify(message, { type: 'error', messageArgs: { _: message } });
    if (outcome.error instanceof HttpError && outcome.error.status === 409) {
      // The slot was taken meanwhile: fresh availability, everything else stays chosen.
      setChosen(undefined);
      await queryClient.invalidateQueries({ queryKey: ['bookingSlots'] });
    }
  };

  const done = () => {
    const path = booked && requestPagePath(role, booked);
    if (path) return navigate(path);
    setBooked(undefined);
    reset({ ...EMPTY, serviceId: routeService ?? '' });
    setIssues([]);
    setChosen(undefined);
    setCoupon(undefined);
    setCouponText('');
    setCouponError(undefined);
    void queryClient.invalidateQueries({ queryKey: ['bookingSlots'] });
    onCustomerChanged?.();
  };

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {!pickUp && <IssuesCard productId={product.productId} value={issues} onChange={setIssues} />}
          <BookingFormCard
            control={control}
            services={data.services}
            address={address}
            partner={data.partner}
            partners={data.partners}
            onPartner={setPartnerId}
            noPartner={data.noPartner}
          >
            {/* Until a date is picked, the first one with a free slot is shown. */}
            {data.partner && (
              <AppointmentPicker
                dates={data.dates}
                days={data.slots.data}
                loading={data.slots.isFetching}
                failed={data.slots.isError}
                date={date ?? data.slots.data?.find((day) => day.available > 0)?.date}
                value={slot}
                onDate={setDate}
                onChange={(picked) => setChosen({ ...picked, for: slotFor })}
              />
            )}
          </BookingFormCard>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <PaymentCard
            priced={data.price.priced}
            amounts={data.price.amounts}
            igstPercent={data.price.igstPercent}
            loading={data.price.loading}
            priceMissing={data.price.missing}
            coupons={data.coupons}
            coupon={appliedCoupon}
            onCoupon={(next) => {
              setCoupon(next);
              setCouponError(undefined);
            }}
            couponText={couponText}
            onCouponText={(text) => {
              setCouponText(text);
              setCouponError(undefined);
            }}
            couponError={couponError}
            methods={methods}
            method={form.paymentMethod}
            onMethod={(method) => setValue('paymentMethod', method)}
          />
          <Button
            variant="contained"
            size="large"
            onClick={() => void submit()}
            disabled={!ready || sending}
            aria-describedby={missing.length > 0 ? missingId : undefined}
          >
            {translate(sending ? 'booking.raising' : 'booking.raise')}
          </Button>
          <StillMissing id={missingId} items={missing} />
        </Stack>
      </Box>
      <BookingConfirmation
        request={booked}
        customerName={`${customer.firstName} ${customer.lastName}`.trim()}
        onDone={done}
      />
    </Stack>
  );
}
