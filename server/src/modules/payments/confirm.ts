import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import type { LinkPaymentOutcome } from '../../../../domain/payments/schemas';
import { PAYMENT_MESSAGES, type PaymentStatus, type TransactionStatus } from '../../../../domain/payments/statuses';
import { rupees } from '../../../../domain/requests/booking';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/errors';
import { GatewayError, paymentGateway, type PaymentGateway } from '../../platform/paymentGateway';
import type { LinkStatus } from '../../platform/paymentGateway/types';
import { movePayment, paymentActivity, recordTransaction } from './moves';
import { paymentHead, type PaymentHead } from './records';

/** A gateway attempt's status as a transaction status. */
function transactionStatusOf(gatewayStatus: string): TransactionStatus {
  if (gatewayStatus === 'captured' || gatewayStatus === 'refunded') return 'Completed';
  if (gatewayStatus === 'failed') return 'Failed';
  if (gatewayStatus === 'cancelled') return 'Cancelled';
  return 'Pending';
}

/** Asks the gateway, answering 502 when it cannot be reached (nothing is written then). */
export async function askGateway<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
    throw error;
  }
}

const outcomeOf = (
  head: Pick<PaymentHead, 'id' | 'requestId' | 'amountPaise'>,
  status: string,
): LinkPaymentOutcome => ({
  paymentId: head.id,
  requestId: head.requestId,
  status: status as PaymentStatus,
  amountPaise: head.amountPaise,
});

/**
 * Confirms a link payment with the gateway's own status call (the redirect's and the webhook's word is never enough):
 * each attempt the gateway reports is recorded once (by its reference); a paid link takes the payment Created →
 * Verified → Paid, a failed, cancelled or expired one ends it Failed or Cancelled. Each move is conditional, so the
 * same confirmation twice, or the redirect and the webhook at once, change the payment once. Answers the payment's
 * outcome.
 */
export async function confirmLink(
  ctx: Pick<AppContext, 'db' | 'config'>,
  linkId: string,
  gateway: PaymentGateway = paymentGateway(ctx),
): Promise<LinkPaymentOutcome | undefined> {
  const head = await paymentHead(ctx.db, { gateway: gateway.name, linkId });
  if (!head) return undefined;
  const status: LinkStatus = await askGateway(() => gateway.fetchLink(linkId));
  if (status.referenceId && status.referenceId !== head.id) return undefined;
  const final = await ctx.db.transaction(async (tx) => {
    for (const attempt of status.attempts) {
      await recordTransaction(tx, {
        paymentId: head.id,
        kind: 'Payment',
        gateway: gateway.name,
        reference: attempt.gatewayPaymentId,
        status: transactionStatusOf(attempt.status),
        gatewayStatus: attempt.status,
        amountPaise: attempt.amountPaise,
      });
    }
    if (status.state === 'paid' && status.paidPaise >= head.amountPaise) {
      await movePayment(tx, head.id, 'verify');
      if (await movePayment(tx, head.id, 'pay'))
        await paymentActivity(
          tx,
          head,
          activityText('paymentReceivedByLink'),
          activityRemark('paymentAmount', { payment: head.id, amount: rupees(status.paidPaise) }),
        );
    } else if (status.state === 'failed' || status.state === 'expired') {
      if (await movePayment(tx, head.id, 'fail'))
        await paymentActivity(
          tx,
          head,
          activityText('paymentByLinkFailed'),
          activityRemark(status.state === 'failed' ? 'paymentLinkFailed' : 'paymentLinkExpired', { payment: head.id }),
        );
    } else if (status.state === 'cancelled') {
      await movePayment(tx, head.id, 'cancel');
    }
    return (await paymentHead(tx, { id: head.id }))!.status;
  });
  return outcomeOf(head, final);
}
