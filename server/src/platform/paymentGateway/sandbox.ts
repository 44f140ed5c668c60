import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { idRow, rowOf } from '../db';
import {
  headerValue,
  linkCallbackSignature,
  verifyLinkCallback,
  verifyWebhookBody,
  webhookEventOf,
} from './signatures';
import {
  type CallbackParams,
  type CreatedLink,
  type LinkRequest,
  LINK_STATES,
  type LinkStatus,
  type PaymentGateway,
  type RefundResult,
  type WebhookEvent,
} from './types';

/** Where the sandbox serves its link pages (server/src/modules/payments/sandboxRoutes.ts), under /api. */
export const SANDBOX_PATH = '/payment-sandbox';
/** The header the sandbox signs its webhooks in (Razorpay's is x-razorpay-signature). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export class GatewayError extends Error {}

const sandboxLinkRow = z.object({
  id: z.string(),
  referenceId: z.string(),
  amountPaise: z.number(),
  description: z.string(),
  status: z.enum(LINK_STATES),
  gatewayPaymentId: z.string().nullable(),
  refundedPaise: z.number(),
  callbackUrl: z.string(),
});
type SandboxLink = z.output<typeof sandboxLinkRow>;

const token = (prefix: string) => `${prefix}_sbx_${randomBytes(8).toString('hex')}`;

/**
 * The embedded sandbox gateway (for demos and tests, chosen by PAYMENT_GATEWAY=sandbox or a demo seed): it keeps its
 * links in the database, serves each as a page of this server where the customer pays or fails, and then sends the
 * customer back to the callback URL with a query signed as Razorpay signs it (with the sandbox secret), so the same
 * verification page and checks serve both.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly options: { publicUrl: string; secret: string },
  ) {}

  async createLink(request: LinkRequest): Promise<CreatedLink> {
    const id = token('plink');
    await this.db
      .execute(sql`INSERT INTO payment_sandbox_links (id, reference_id, amount_paise, description, callback_url)
        VALUES (${id}, ${request.paymentId}, ${request.amountPaise}, ${request.description}, ${request.callbackUrl})`);
    return { linkId: id, url: `${this.options.publicUrl}/api${SANDBOX_PATH}/${id}` };
  }

  /** A link as the sandbox keeps it (its page shows it), or undefined. */
  link(linkId: string): Promise<SandboxLink | undefined> {
    return rowOf(
      this.db,
      sandboxLinkRow,
      sql`SELECT id, reference_id AS "referenceId", amount_paise AS "amountPaise", description, status,
          gateway_payment_id AS "gatewayPaymentId",
                 refunded_paise AS "refundedPaise", callback_url AS "callbackUrl"
          FROM payment_sandbox_links WHERE id = ${linkId}`,
    );
  }

  async fetchLink(linkId: string): Promise<LinkStatus> {
    const link = await this.link(linkId);
    if (!link) throw new GatewayError(`sandbox link ${linkId} not found`);
    const paid = link.status === 'paid';
    const attemptStatus = paid ? (link.refundedPaise > 0 ? 'refunded' : 'captured') : 'failed';
    return {
      linkId,
      referenceId: link.referenceId,
      state: link.status,
      amountPaise: Number(link.amountPaise),
      paidPaise: paid ? Number(link.amountPaise) : 0,
      attempts: link.gatewayPaymentId
        ? [{ gatewayPaymentId: link.gatewayPaymentId, status: attemptStatus, amountPaise: Number(link.amountPaise) }]
        : [],
    };
  }

  async cancelLink(linkId: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE payment_sandbox_links SET status = 'cancelled', last_update = now() WHERE id = ${linkId}
          AND status = 'created'`,
    );
    if (!(await this.link(linkId))) throw new GatewayError(`sandbox link ${linkId} not found`);
  }

  /**
   * The customer's choice on the link's page: the first decision stands (a second press changes nothing). Answers the
   * link and, once it was decided, the callback URL with the signed query (a link cancelled before any decision has
   * none: nobody pays it); undefined for an unknown link.
   */
  async decide(
    linkId: string,
    outcome: 'paid' | 'failed',
  ): Promise<{ link: SandboxLink; callbackUrl?: string } | undefined> {
    await this.db.execute(
      sql`UPDATE payment_sandbox_links SET status = ${outcome}, gateway_payment_id = ${token('pay')},
          last_update = now() WHERE id = ${linkId} AND status = 'created'`,
    );
    const link = await this.link(linkId);
    if (!link?.gatewayPaymentId) return link && { link };
    const params = { paymentId: link.gatewayPaymentId, linkId, referenceId: link.referenceId, linkStatus: link.status };
    const query = new URLSearchParams({
      razorpay_payment_id: params.paymentId,
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: params.referenceId,
      razorpay_payment_link_status: params.linkStatus,
      razorpay_signature: linkCallbackSignature(params, this.options.secret),
    });
    return { link, callbackUrl: `${link.callbackUrl}?${query}` };
  }

  verifyCallback(params: CallbackParams): boolean {
    return verifyLinkCallback(params, this.options.secret);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | undefined {
    if (!verifyWebhookBody(rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), this.options.secret))
      return undefined;
    return webhookEventOf(rawBody);
  }

  async refund(gatewayPaymentId: string, amountPaise: number): Promise<RefundResult> {
    const refunded = await rowOf(
      this.db,
      idRow,
      sql`UPDATE payment_sandbox_links SET refunded_paise = refunded_paise + ${amountPaise}, last_update = now()
          WHERE gateway_payment_id = ${gatewayPaymentId} AND status = 'paid'
            AND refunded_paise + ${amountPaise} <= amount_paise RETURNING id`,
    );
    if (!refunded) throw new GatewayError(`sandbox payment ${gatewayPaymentId} cannot be refunded`);
    return { refundId: token('rfnd'), status: 'processed' };
  }
}
