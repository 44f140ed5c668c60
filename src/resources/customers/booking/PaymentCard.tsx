import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PriceBreakdown } from '../../../components/requests/PriceBreakdown';
import { useId } from 'react';
import {
  BOOKING_MESSAGES,
  matchCoupon,
  type BookingAmounts,
  type PaymentMethod,
} from '../../../../domain/requests/booking';
import { SectionCard } from '../../../components/profile/SectionCard';
import { useChoiceLabel } from '../../../i18n/useChoiceLabel';
import type { Coupon } from '../../../dataProvider/requests';

interface PaymentCardProps {
  /** A service with a price (a repair): the coupon box and the amounts show. */
  priced: boolean;
  /** undefined while there is nothing to price yet (no service chosen). */
  amounts?: BookingAmounts;
  igstPercent?: number;
  loading: boolean;
  priceMissing: boolean;
  coupons: Coupon[];
  coupon?: Coupon;
  onCoupon: (coupon: Coupon | undefined) => void;
  /** What the coupon box holds while no coupon is applied. */
  couponText: string;
  onCouponText: (text: string) => void;
  /** Why the server refused the coupon last applied, said under the box that holds its code again. */
  couponError?: string;
  methods: readonly PaymentMethod[];
  method: string;
  onMethod: (method: PaymentMethod) => void;
}

/**
 * The Payment card: price, coupon discount, GST and total in rupees with two decimals; the
 * coupon is matched case-insensitively and an unknown code shows no message, while the box says, before
 * and after, that no coupon is applied; the payment mode by radio.
 */
export function PaymentCard(props: PaymentCardProps) {
  const {
    priced,
    amounts,
    igstPercent,
    loading,
    priceMissing,
    coupons,
    coupon,
    onCoupon,
    couponText,
    onCouponText,
    couponError,
    methods,
    method,
    onMethod,
  } = props;
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const modeId = useId();
  const apply = () => {
    const found = matchCoupon(couponText, coupons);
    if (found) onCoupon(found);
  };
  return (
    <SectionCard title={translate('booking.payment')}>
      <Stack spacing={2}>
        {loading && <LinearProgress aria-label={translate('booking.loadingPrice')} />}
        {priceMissing && <Alert severity="warning">{translate(BOOKING_MESSAGES.priceNotAvailable)}</Alert>}
        {!priced ? null : coupon ? (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {translate('booking.couponApplied', { code: coupon.code, percent: coupon.percentage })}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                onCoupon(undefined);
                onCouponText('');
              }}
            >
              {translate('booking.removeCoupon')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              fullWidth
              label={translate('booking.couponCode')}
              value={couponText}
              onChange={(event) => onCouponText(event.target.value)}
              error={!!couponError}
              helperText={couponError ?? translate('booking.noCoupon')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <Button variant="outlined" onClick={apply} disabled={!couponText.trim()} sx={{ flexShrink: 0 }}>
              {translate('booking.applyCoupon')}
            </Button>
          </Stack>
        )}
        {amounts && (
          <PriceBreakdown
            amounts={amounts}
            couponCode={coupon?.code}
            igstPercent={igstPercent ?? 0}
            label={translate('booking.amounts')}
          />
        )}
        <Box>
          <FormLabel id={modeId}>{translate('booking.paymentMode')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={modeId}
            value={method}
            onChange={(event) => onMethod(event.target.value as PaymentMethod)}
          >
            {methods.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={choiceLabel(value)} />
            ))}
          </RadioGroup>
        </Box>
      </Stack>
    </SectionCard>
  );
}
