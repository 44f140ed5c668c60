/**
 * The one payment-gateway interface: a payment link for an amount, its status asked of the gateway, its cancellation,
 * the signature of the customer's redirect and of the gateway's webhook, and refunds. Razorpay Payment Links
 * (razorpay.ts), or the embedded sandbox (sandbox.ts) for demos and tests, as PAYMENT_GATEWAY chooses.
 */

/** A link's state in Razorpay's words (the sandbox uses them too). */
export const LINK_STATES = ['created', 'partially_paid', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export interface LinkRequest {
  /** Our payment id: the link's reference, so the redirect and the webhook name it. */
  paymentId: string;
  amountPaise: number;
  description: string;
  customer: { name: string; mobile: string };
  /** Where the gateway sends the customer back (the public /verify-link-payment page). */
  callbackUrl: string;
}

export interface CreatedLink {
  linkId: string;
  url: string;
}

/** One payment attempt on a link, as the gateway reports it. */
export interface LinkAttempt {
  gatewayPaymentId: string;
  /** The gateway's status of the attempt: captured, authorized, failed, refunded… */
  status: string;
  amountPaise: number;
}

export interface LinkStatus {
  linkId: string;
  referenceId: string;
  state: LinkState;
  amountPaise: number;
  paidPaise: number;
  attempts: LinkAttempt[];
}

/** The query the gateway redirects the customer back with (Razorpay Payment Links' names). */
export interface CallbackParams {
  paymentId: string;
  linkId: string;
  referenceId: string;
  linkStatus: string;
  signature: string;
}

/** A webhook whose signature checked: its event and the link it is about. */
export interface WebhookEvent {
  event: string;
  linkId?: string;
}

export interface RefundResult {
  refundId: string;
  /** The gateway's refund status (processed, pending). */
  status: string;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  createLink(request: LinkRequest): Promise<CreatedLink>;
  /** The link's status asked of the gateway itself (never taken from the browser). */
  fetchLink(linkId: string): Promise<LinkStatus>;
  /**
   * Closes a link that can still be paid (its payment was cancelled); one already paid, cancelled or expired stays as
   * it is.
   */
  cancelLink(linkId: string): Promise<void>;
  /** True when the redirect's signature is the gateway's. */
  verifyCallback(params: CallbackParams): boolean;
  /** The webhook's event when its signature (over the raw body) is the gateway's; undefined when forged. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | undefined;
  refund(gatewayPaymentId: string, amountPaise: number, remark: string): Promise<RefundResult>;
}
