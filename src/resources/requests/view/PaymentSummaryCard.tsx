import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { CHARGE_MESSAGES, discountSchema } from '../../../../domain/requests/charges';
import type { RequestRecord } from '../../../../domain/requests/records';
import { StatusChip } from '../../../components/StatusChip';
import { FieldGrid, ReadOnlyField } from '../../../components/profile/ReadOnlyField';
import { SectionCard } from '../../../components/profile/SectionCard';
import { useChoiceLabel } from '../../../i18n/useChoiceLabel';
import { RequestPayments } from '../../../components/payments/RequestPayments';
import { PriceBreakdown } from '../../../components/requests/PriceBreakdown';
import { OperationDialog } from './OperationDialog';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

/** Rupees as typed ("120", "99.5") to whole paise; undefined unless a non-negative amount with at most two decimals. */
export function rupeesToPaise(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/**
 * Why a typed discount is refused, in the API's words ('Discount must not be negative'…), or undefined (blank: not
 * typed yet).
 */
export function discountAmountProblem(text: string): string | undefined {
  if (text.trim() === '' || rupeesToPaise(text) !== undefined) return undefined;
  const paise = Number(text.trim()) * 100;
  const parsed = discountSchema.shape.amountPaise.safeParse(
    Number.isFinite(paise) ? Number(paise.toFixed(6)) : Number.NaN,
  );
  return parsed.success ? CHARGE_MESSAGES.discountFormat : parsed.error.issues[0]?.message;
}

/** The admin's discount: an amount in rupees (sent in paise) and why (PUT requests/{id}/discount). */
function DiscountDialog({ request, onClose }: { request: RequestRecord; onClose: () => void }) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const { errors, sink, clear } = useFieldErrors();
  const { adminDiscountPaise, adminDiscountReason } = request.payment;
  const [amount, setAmount] = useState(adminDiscountPaise ? (adminDiscountPaise / 100).toFixed(2) : '');
  const [reason, setReason] = useState(adminDiscountReason ?? '');
  const amountPaise = rupeesToPaise(amount);
  const amountProblem = discountAmountProblem(amount);
  const submit = () =>
    void write.put('discount', { amountPaise, reason: reason.trim() }, CHARGE_MESSAGES.discountApplied, {
      fieldErrors: sink,
      after: onClose,
    });
  return (
    <OperationDialog
      open
      title={translate('requestPage.applyDiscount')}
      ready={amountPaise !== undefined && reason.trim() !== ''}
      busy={write.busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        autoFocus
        label={translate('requestPage.discountAmount')}
        value={amount}
        onChange={(event) => {
          // The server's last answer was about the amount as it was: an edit takes it away.
          clear();
          setAmount(event.target.value);
        }}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        error={!!(errors.amountPaise ?? amountProblem)}
        helperText={errors.amountPaise ?? amountProblem}
      />
      <TextField
        multiline
        minRows={2}
        label={translate('requestPage.reason')}
        value={reason}
        onChange={(event) => {
          clear();
          setReason(event.target.value);
        }}
        error={!!errors.reason}
        helperText={errors.reason}
      />
    </OperationDialog>
  );
}

/**
 * The payment summary recomputed by the server: price, coupon, spare parts, the admin's discount, GST, total; mode and
 * status; the payments asked.
 */
export function PaymentSummaryCard({ request, canDiscount }: { request: RequestRecord; canDiscount: boolean }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const [discounting, setDiscounting] = useState(false);
  const { payment } = request;
  return (
    <SectionCard title={translate('requestPage.payment')}>
      <Stack spacing={1.5}>
        <PriceBreakdown
          amounts={payment}
          couponCode={payment.couponCode}
          igstPercent={payment.igstPercent}
          label={translate('requestPage.priceBreakdown')}
        />
        <FieldGrid>
          <ReadOnlyField label={translate('requestPage.paymentMode')} value={choiceLabel(payment.method)} />
          <ReadOnlyField label={translate('requestPage.paymentStatus')} value={<StatusChip value={payment.status} />} />
          {payment.adminDiscountReason && (
            <ReadOnlyField
              label={translate('requestPage.adminDiscount')}
              value={`${payment.adminDiscountReason}${payment.adminDiscountBy ? ` (${payment.adminDiscountBy})` : ''}`}
            />
          )}
        </FieldGrid>
        <RequestPayments requestId={request.id} />
        {canDiscount && (
          <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setDiscounting(true)}>
            {translate('requestPage.applyDiscount')}
          </Button>
        )}
      </Stack>
      {discounting && <DiscountDialog request={request} onClose={() => setDiscounting(false)} />}
    </SectionCard>
  );
}
