import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { rupees, type BookingAmounts } from '../../../domain/requests/booking';

function AmountLine({
  label,
  paise,
  strong,
  minus,
}: {
  label: string;
  paise: number;
  strong?: boolean;
  minus?: boolean;
}) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" fontWeight={strong ? 700 : 400}>
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={strong ? 700 : 400} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {minus ? '−' : ''}₹{rupees(paise)}
      </Typography>
    </Stack>
  );
}

/** A booking's amounts, and after it a request's spare parts and the admin's discount (paise). */
export interface PriceAmounts extends BookingAmounts {
  sparePartsPaise?: number;
  adminDiscountPaise?: number;
}

/**
 * A request's amounts in rupees with two decimals: service price, the coupon's discount when one applies,
 * the spare parts and the admin's discount when there are any, GST at its igst percent and the total; the same lines on
 * the Payment card and on the request page.
 */
export function PriceBreakdown({
  amounts,
  couponCode,
  igstPercent,
  label,
}: {
  amounts: PriceAmounts;
  couponCode?: string | null;
  igstPercent: number;
  label: string;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} role="group" aria-label={label}>
      <AmountLine label={translate('booking.price')} paise={amounts.pricePaise} />
      {couponCode && (
        <AmountLine label={translate('booking.discount', { code: couponCode })} paise={amounts.discountPaise} minus />
      )}
      {!!amounts.sparePartsPaise && (
        <AmountLine label={translate('requestPage.sparePartsAmount')} paise={amounts.sparePartsPaise} />
      )}
      {!!amounts.adminDiscountPaise && (
        <AmountLine label={translate('requestPage.adminDiscount')} paise={amounts.adminDiscountPaise} minus />
      )}
      <AmountLine label={translate('booking.gst', { percent: igstPercent })} paise={amounts.gstPaise} />
      <Divider />
      <AmountLine label={translate('booking.total')} paise={amounts.totalPaise} strong />
    </Stack>
  );
}
