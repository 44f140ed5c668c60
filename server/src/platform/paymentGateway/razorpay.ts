import Razorpay from 'razorpay';
import type { RazorpayKeys } from '../../paymentsConfig';
import { headerValue, verifyLinkCallback, verifyWebhookBody, webhookEventOf } from './signatures';
import { GatewayError } from './sandbox';
import {
  type CallbackParams,
  type CreatedLink,
  type LinkRequest,
  type LinkState,
  LINK_STATES,
  type LinkStatus,
  type PaymentGateway,
  type RefundResult,
  type WebhookEvent,
} from './types';

/** The header Razorpay signs its webhooks in. */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';

/** What Razorpay's Payment Link entity carries that we read. */
interface RazorpayLinkEntity {
  id: string;
  short_url: string;
  status: string;
  amount: number | string;
  amount_paid?: number | string;
  reference_id?: string;
  payments?: { payment_id: string; status: string; amount: number | string }[] | null;
}

/** The states in which Razorpay still lets the customer pay a link (and lets us cancel it). */
const PAYABLE_STATES: readonly LinkState[] = ['created', 'partially_paid'];

/**
 * Razorpay Payment Links through the official `razorpay` package: links in INR paise with our payment id as the
 * reference and our /verify-link-payment page as the callback (Razorpay's own SMS and e-mail are off: we send the link
 * through the notify interface); the redirect and webhook signatures are checked as Razorpay documents them.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    private readonly keys: RazorpayKeys,
    client?: Razorpay,
  ) {
    this.client = client ?? new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const detail = (error as { error?: { description?: string } }).error?.description ?? (error as Error).message;
      throw new GatewayError(`Razorpay ${what} failed: ${detail}`);
    }
  }

  async createLink(request: LinkRequest): Promise<CreatedLink> {
    const link = (await this.call('create payment link', () =>
      this.client.paymentLink.create({
        amount: request.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: request.paymentId,
        description: request.description,
        customer: { name: request.customer.name, contact: request.customer.mobile },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { paymentId: request.paymentId },
        callback_url: request.callbackUrl,
        callback_method: 'get',
      }),
    )) as unknown as RazorpayLinkEntity;
    return { linkId: link.id, url: link.short_url };
  }

  async fetchLink(linkId: string): Promise<LinkStatus> {
    const link = (await this.call('fetch payment link', () =>
      this.client.paymentLink.fetch(linkId),
    )) as unknown as RazorpayLinkEntity;
    const state = (LINK_STATES as readonly string[]).includes(link.status) ? (link.status as LinkState) : 'created';
    return {
      linkId: link.id,
      referenceId: link.reference_id ?? '',
      state,
      amountPaise: Number(link.amount),
      paidPaise: Number(link.amount_paid ?? 0),
      attempts: (link.payments ?? []).map((p) => ({
        gatewayPaymentId: p.payment_id,
        status: p.status,
        amountPaise: Number(p.amount),
      })),
    };
  }

  async cancelLink(linkId: string): Promise<void> {
    try {
      await this.call('cancel payment link', () => this.client.paymentLink.cancel(linkId));
    } catch (error) {
      // Razorpay refuses to cancel a link it has closed already (paid, cancelled, expired): nobody can pay that one.
      const { state } = await this.fetchLink(linkId);
      if (PAYABLE_STATES.includes(state)) throw error;
    }
  }

  verifyCallback(params: CallbackParams): boolean {
    return verifyLinkCallback(params, this.keys.keySecret);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | undefined {
    if (!verifyWebhookBody(rawBody, headerValue(headers, RAZORPAY_SIGNATURE_HEADER), this.keys.webhookSecret))
      return undefined;
    return webhookEventOf(rawBody);
  }

  async refund(gatewayPaymentId: string, amountPaise: number, remark: string): Promise<RefundResult> {
    const refund = await this.call('refund', () =>
      this.client.payments.refund(gatewayPaymentId, { amount: amountPaise, notes: { remark: remark.slice(0, 256) } }),
    );
    return { refundId: refund.id, status: String(refund.status) };
  }
}
