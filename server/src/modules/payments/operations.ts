import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { CollectBody, RefundBody } from '../../../../domain/payments/schemas';
import { PAYMENT_MESSAGES } from '../../../../domain/payments/statuses';
import { rupees } from '../../../../domain/requests/booking';
import { conflict, HttpError } from '../../platform/errors';
import { GatewayError, paymentGateway } from '../../platform/paymentGateway';
import { z } from 'zod';
import { rowOf, type Transaction } from '../../platform/db';
import type { Caller } from '../../platform/parties';
import type { AppContext } from '../../context';
import { visiblePayment } from './access';
import { movePayment, paymentActivity, recordTransaction, storePaymentStatus } from './moves';
import { paymentHead, readPayment } from './records';
import { sendLinkSms } from './links';
import { assertRequestTakesPayment } from './requestSide';

/**
 * POST payments/{id}/collect: an Unpaid (Cash, Pay Later) payment collected at the door becomes Paid with a Collection
 * row.
 */
export async function collectPayment(
  tx: Transaction,
  caller: Caller,
  { id, remark }: CollectBody & { id: string },
): Promise<void> {
  const head = await visiblePayment(tx, caller, id);
  const { user } = caller;
  await assertRequestTakesPayment(tx, head, 'collect', { lock: true });
  if (!(await movePayment(tx, head.id, 'collect'))) {
    const now = (await paymentHead(tx, { id }))!;
    throw conflict(PAYMENT_MESSAGES.notCollectable(now.status), {
      status: PAYMENT_MESSAGES.notCollectable(now.status),
    });
  }
  await recordTransaction(tx, {
    paymentId: head.id,
    kind: 'Collection',
    gateway: 'door',
    reference: null,
    status: 'Completed',
    amountPaise: head.amountPaise,
    remark: remark || null,
    by: user,
  });
  await paymentActivity(
    tx,
    head,
    activityText('paymentCollected'),
    activityRemark(remark ? 'paymentWithRemark' : 'paymentAmount', {
      payment: head.id,
      amount: rupees(head.amountPaise),
      reason: remark ?? '',
    }),
    user,
  );
}

const refundPaymentRow = z.object({ reference: z.string() });

/**
 * POST payments/{id}/refund (admin): a Paid payment becomes Refunded. The move is claimed first (one conditional
 * update with a Pending refund row, so two refunds never both reach the gateway); a link payment is then refunded
 * through its gateway, outside any transaction, and its row completed; when the gateway refuses, the claim is undone
 * (Paid again, the row Failed) and the answer is 502. One collected at the door is recorded as refunded. It takes the
 * context, not a transaction: the gateway is called between its two transactions.
 */
export async function refundPayment(ctx: AppContext, caller: Caller, { id, remark }: RefundBody & { id: string }) {
  const head = await visiblePayment(ctx.db, caller, id);
  const { user } = caller;
  const throughGateway = head.method === 'Link' && head.gateway !== null;
  const gateway = throughGateway ? paymentGateway(ctx) : undefined;
  const refundRemark = activityRemark('paymentWithRemark', {
    payment: head.id,
    amount: rupees(head.amountPaise),
    reason: remark,
  });
  const claim = await ctx.db.transaction(async (tx) => {
    await assertRequestTakesPayment(tx, head, 'refund', { lock: true });
    if (!(await movePayment(tx, id, 'refund'))) {
      const status = (await paymentHead(tx, { id }))!.status;
      throw conflict(PAYMENT_MESSAGES.notRefundable(status), { status: PAYMENT_MESSAGES.notRefundable(status) });
    }
    const paid = gateway
      ? await rowOf(
          tx,
          refundPaymentRow,
          sql`SELECT reference FROM payment_transactions WHERE payment_id = ${id} AND kind = 'Payment'
              AND status = 'Completed' ORDER BY created_at DESC LIMIT 1`,
        )
      : undefined;
    if (gateway && !paid) throw conflict(PAYMENT_MESSAGES.notALink);
    const transactionId = await recordTransaction(tx, {
      paymentId: id,
      kind: 'Refund',
      gateway: gateway?.name ?? 'door',
      reference: null,
      status: gateway ? 'Pending' : 'Completed',
      amountPaise: head.amountPaise,
      remark,
      by: user,
    });
    if (!gateway) await paymentActivity(tx, head, activityText('paymentRefunded'), refundRemark, user);
    return { transactionId: transactionId!, reference: paid?.reference };
  });
  if (gateway && claim.reference) {
    try {
      const result = await gateway.refund(claim.reference, head.amountPaise, remark);
      await ctx.db
        .execute(sql`UPDATE payment_transactions SET reference = ${result.refundId}, gateway_status = ${result.status},
          status = ${result.status === 'processed' ? 'Completed' : 'Pending'}, last_update = now()
            WHERE id = ${claim.transactionId}`);
      await paymentActivity(ctx.db, head, activityText('paymentRefunded'), refundRemark, user);
    } catch (error) {
      await ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE payment_transactions SET status = 'Failed', gateway_status = 'refused', last_update = now()
              WHERE id = ${claim.transactionId}`,
        );
        // Undoes this call's own claim (not a move of the status table): the money was never returned.
        await tx.execute(
          sql`UPDATE payments SET status = 'Paid', last_update = now() WHERE id = ${id} AND status = 'Refunded'`,
        );
        await storePaymentStatus(tx, head.requestKind, head.requestId);
      });
      if (error instanceof GatewayError) throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
      throw error;
    }
  }
  return (await readPayment(ctx.db, id))!;
}

/**
 * POST payments/{id}/link: the customer gets the link of a Created link payment again (created first if it has none).
 */
export async function resendLink(ctx: AppContext, caller: Caller, { id }: { id: string }) {
  const head = await visiblePayment(ctx.db, caller, id);
  await assertRequestTakesPayment(ctx.db, head, 'sendLink');
  if (head.method !== 'Link') throw conflict(PAYMENT_MESSAGES.notALink);
  if (head.status !== 'Created') throw conflict(PAYMENT_MESSAGES.notLinkable(head.status));
  await sendLinkSms(ctx, head);
  return (await readPayment(ctx.db, id))!;
}
