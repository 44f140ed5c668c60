import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LinkPaymentOutcome } from '../../../domain/payments/schemas';
import { formatRupees } from '../../components/format/formatMoney';
import { httpClient } from '../../dataProvider/httpClient';
import { paymentMessages } from '../../i18n/paymentMessages';
import { paymentMessagesDe } from '../../i18n/paymentMessages.de';
import { paymentMessagesEs } from '../../i18n/paymentMessages.es';
import { useLabels } from '../../i18n/translate';
import { readSettings } from '../../settings/settings';
import { PublicLayout } from '../public/PublicLayout';

/** The query the gateway sends the customer back with (Razorpay Payment Links' names; the sandbox uses them too). */
const QUERY_KEYS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

const LABELS = {
  en: paymentMessages.linkPayment,
  de: paymentMessagesDe.linkPayment,
  es: paymentMessagesEs.linkPayment,
};
type LabelKey = keyof typeof paymentMessages.linkPayment;

/** A label of this page in the visitor's language, with its %{values}. */
function label(key: LabelKey, values: Record<string, string> = {}) {
  const labels = LABELS[readSettings().language] ?? LABELS.en;
  return labels[key].replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

// One verification per query and page load (React may run the effect twice in StrictMode).
const attempts = new Map<string, Promise<LinkPaymentOutcome>>();
function verifyOnce(body: Record<string, string>) {
  const key = JSON.stringify(body);
  if (!attempts.has(key))
    attempts.set(
      key,
      httpClient<LinkPaymentOutcome>('link/verify-payment', { method: 'POST', body }).then(({ json }) => json),
    );
  return attempts.get(key)!;
}

type View = { state: 'checking' } | { state: 'done'; outcome: LinkPaymentOutcome } | { state: 'invalid' };

const SEVERITY: Record<string, 'success' | 'error' | 'info' | 'warning'> = {
  Paid: 'success',
  Verified: 'success',
  Failed: 'error',
  Cancelled: 'error',
  Refunded: 'info',
};
const MESSAGE: Record<string, LabelKey> = {
  Paid: 'paid',
  Verified: 'paid',
  Failed: 'failed',
  Cancelled: 'failed',
  Refunded: 'refunded',
};

/**
 * /verify-link-payment: where the payment gateway sends the customer back. The page only forwards the
 * gateway's signed query to POST link/verify-payment (no bearer, spec 000 §7); the server checks the signature and asks
 * the gateway before anything is marked paid, and the page shows the outcome it answers.
 */
export default function VerifyLinkPaymentPage() {
  useLabels();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>({ state: 'checking' });
  const query = params.toString();
  // A query without the link and its signature is not the gateway's: refused without asking the server.
  const complete = !!params.get('razorpay_payment_link_id') && !!params.get('razorpay_signature');

  useEffect(() => {
    if (!complete) return;
    const search = new URLSearchParams(query);
    const body = Object.fromEntries(QUERY_KEYS.map((key) => [key, search.get(key) ?? '']));
    let current = true;
    verifyOnce(body).then(
      (outcome) => current && setView({ state: 'done', outcome }),
      () => current && setView({ state: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [query, complete]);
  const shown: View = complete ? view : { state: 'invalid' };

  return (
    <PublicLayout title={label('title')}>
      {shown.state === 'checking' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress aria-label={label('checking')} />
          {label('checking')}
        </Box>
      )}
      {shown.state === 'invalid' && <Alert severity="error">{label('invalid')}</Alert>}
      {shown.state === 'done' && (
        <Alert severity={SEVERITY[shown.outcome.status] ?? 'warning'} role="status">
          {label(MESSAGE[shown.outcome.status] ?? 'pending', {
            amount: formatRupees(shown.outcome.amountPaise / 100),
            requestId: shown.outcome.requestId,
          })}
        </Alert>
      )}
    </PublicLayout>
  );
}
