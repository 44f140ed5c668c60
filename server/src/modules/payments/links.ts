import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { rupees } from '../../../../domain/requests/booking';
import type { AppContext } from '../../context';
import { GatewayError, paymentGateway } from '../../platform/paymentGateway';
import { PAYMENT_MESSAGES } from '../../../../domain/payments/statuses';
import { conflict } from '../../platform/errors';
import { z } from 'zod';
import { type Executor, idRow, rowOf } from '../../platform/db';
import { askGateway } from './confirm';
import type { GatewayLink, OwedLinks } from './owed';
import { paymentHead, type PaymentHead } from './records';

/** The public page the gateway sends the customer back to (verify-link-payment). */
const VERIFY_LINK_PAYMENT_PAGE = '/verify-link-payment';

/** Writes the message carrying a payment's link, on the transaction given. */
type Announce = (tx: Executor, url: string) => Promise<void>;

const linkOfRow = z.object({ linkUrl: z.string() });

/**
 * The link of a Created link payment: the one it has, else a new one from the gateway for its amount, stored only while
 * the payment still waits for it and no other call stored one first. A link the gateway made meanwhile for nothing (the
 * charges changed and cancelled the payment, or another call's link was stored) is cancelled there at once, so no
 * customer can pay a link no payment points at; a payment cancelled meanwhile answers 409. Throws HttpError 502 when
 * the gateway cannot be reached. `announce` writes the message that carries the link: in the transaction that stores a
 * new one, so a stored link always has its message; on the database for a link the payment already had.
 */
export async function linkOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  head: PaymentHead,
  announce: Announce = async () => {},
): Promise<string> {
  if (head.linkUrl) {
    await announce(ctx.db, head.linkUrl);
    return head.linkUrl;
  }
  // A gateway link for ₹0 would be a link to "pay" nothing (and a gateway refuses it): there is nothing to send.
  if (head.amountPaise <= 0) throw conflict(PAYMENT_MESSAGES.nothingToPay);
  const gateway = paymentGateway(ctx);
  const link = await askGateway(() =>
    gateway.createLink({
      paymentId: head.id,
      amountPaise: head.amountPaise,
      description: `Reloop request ${head.requestId}`,
      customer: { name: head.customerName ?? '', mobile: `${MOBILE_PREFIX}${head.mobileNumber ?? ''}` },
      callbackUrl: `${ctx.config.publicUrl}${VERIFY_LINK_PAYMENT_PAGE}`,
    }),
  );
  const stored = await ctx.db.transaction(async (tx) => {
    const row = await rowOf(
      tx,
      linkOfRow,
      sql`UPDATE payments SET gateway = ${gateway.name}, gateway_link_id = ${link.linkId}, link_url = ${link.url},
          last_update = now()
          WHERE id = ${head.id} AND link_url IS NULL AND status = 'Created' RETURNING link_url AS "linkUrl"`,
    );
    if (row) await announce(tx, row.linkUrl);
    return row;
  });
  if (stored) return stored.linkUrl;
  await askGateway(() => gateway.cancelLink(link.linkId));
  const now = await paymentHead(ctx.db, { id: head.id });
  if (now?.status !== 'Created' || !now.linkUrl)
    throw conflict(PAYMENT_MESSAGES.notLinkable(now?.status ?? 'Cancelled'));
  await announce(ctx.db, now.linkUrl);
  return now.linkUrl;
}

/** The customer's SMS with the amount and the link to pay it, written to the outbox with the link (linkOf). */
export async function sendLinkSms(ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>, head: PaymentHead) {
  const when = head.appointment ? ` (${head.appointment})` : '';
  await linkOf(ctx, head, (tx, url) =>
    ctx.notifier.enqueue(tx, {
      channel: 'sms',
      to: `${MOBILE_PREFIX}${head.mobileNumber}`,
      body: `Reloop: pay ₹${rupees(head.amountPaise)} for request ${head.requestId}${when}: ${url}`,
    }),
  );
}

/**
 * After a Pay via link booking commits: the booking payment's link goes to the customer (the booking logs a failure and
 * stands).
 */
export async function sendBookingLink(ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>, requestId: string) {
  const payment = await rowOf(
    ctx.db,
    idRow,
    sql`SELECT id FROM payments WHERE request_id = ${requestId} AND purpose = 'Booking' AND method = 'Link'
        AND status = 'Created'`,
  );
  if (payment) await sendPaymentLink(ctx, payment.id);
}

/**
 * After a payment was asked by link (a booking, or charges added later) and committed: its link goes to the customer
 * while it waits.
 */
async function sendPaymentLink(ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>, paymentId: string) {
  const head = await paymentHead(ctx.db, { id: paymentId });
  if (head?.method !== 'Link' || head.status !== 'Created' || head.amountPaise <= 0) return;
  await sendLinkSms(ctx, head);
}

/** Cancels a cancelled payment's link at the gateway that made it, so the customer can no longer pay it there. */
export async function cancelPaymentLink(ctx: Pick<AppContext, 'db' | 'config'>, link: GatewayLink) {
  const gateway = paymentGateway(ctx);
  if (gateway.name !== link.gateway)
    throw new GatewayError(`link ${link.linkId} was made by ${link.gateway}, not ${gateway.name}`);
  await gateway.cancelLink(link.linkId);
}

/**
 * After a change of what a request owes committed (payments/owed.ts): the cancelled payment's link is cancelled at the
 * gateway and the new payment's link goes to the customer. A failure of either is logged and the change stands: a
 * cancelled payment is never confirmed Paid (confirmLink), and a link can be sent again (POST payments/{id}/link).
 */
export async function sendOwedLinks(
  ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>,
  links: OwedLinks,
  log: FastifyBaseLogger,
) {
  const { cancelledLink, linkPaymentId } = links;
  if (cancelledLink)
    await cancelPaymentLink(ctx, cancelledLink).catch((error: unknown) =>
      log.warn({ err: error, ...cancelledLink }, 'payment link not cancelled at the gateway'),
    );
  if (linkPaymentId)
    await sendPaymentLink(ctx, linkPaymentId).catch((error: unknown) =>
      log.warn({ err: error, paymentId: linkPaymentId }, 'payment link not sent'),
    );
}
