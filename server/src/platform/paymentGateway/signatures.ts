import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackParams } from './types';

/** HMAC-SHA256 of `payload` with `secret`, in hex (Razorpay's signatures). */
const hmacHex = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** Compares two hex signatures in constant time (a wrong length is simply false). */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signature of a Payment Link redirect as Razorpay documents it: HMAC-SHA256, keyed with the API key secret, of
 * `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`.
 */
export const linkCallbackSignature = (params: Omit<CallbackParams, 'signature'>, secret: string) =>
  hmacHex(`${params.linkId}|${params.referenceId}|${params.linkStatus}|${params.paymentId}`, secret);

export const verifyLinkCallback = (params: CallbackParams, secret: string) =>
  sameSignature(linkCallbackSignature(params, secret), params.signature);

/**
 * A webhook's signature as Razorpay documents it: HMAC-SHA256 of the raw request body, keyed with the webhook secret.
 */
export const verifyWebhookBody = (rawBody: string, signature: string | undefined, secret: string) =>
  !!signature && sameSignature(hmacHex(rawBody, secret), signature);

/** The header a value arrived in (the first, when repeated). */
export const headerValue = (headers: Record<string, string | string[] | undefined>, name: string) =>
  [headers[name]].flat()[0];

/**
 * The event and payment-link id of a webhook body in Razorpay's shape ({event, payload: {payment_link: {entity:
 * {id}}}}).
 */
export function webhookEventOf(rawBody: string): { event: string; linkId?: string } | undefined {
  try {
    const body = JSON.parse(rawBody) as { event?: unknown; payload?: { payment_link?: { entity?: { id?: unknown } } } };
    if (typeof body.event !== 'string') return undefined;
    const linkId = body.payload?.payment_link?.entity?.id;
    return { event: body.event, linkId: typeof linkId === 'string' ? linkId : undefined };
  } catch {
    return undefined;
  }
}
