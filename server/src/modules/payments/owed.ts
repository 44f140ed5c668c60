import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES, PAID_PAYMENT_STATUSES, paymentStep } from '../../../../domain/payments/outstanding';
import { REQUEST_PAYMENT_MESSAGES } from '../../../../domain/payments/requestStatus';
import { PAYMENT_MESSAGES, type PaymentPurpose, type PaymentStatus } from '../../../../domain/payments/statuses';
import { rupees } from '../../../../domain/requests/booking';
import { CHARGE_MESSAGES } from '../../../../domain/requests/charges';
import { conflict } from '../../platform/errors';
import { z } from 'zod';
import { paymentRowSchema } from '../../../../domain/payments/schemas';
import { column, idRow, rowOf, rowsOf, type Transaction } from '../../platform/db';
import type { RequestKindName } from '../requestKinds';
import { movePayment, paymentActivity, recordTransaction, storePaymentStatus } from './moves';
import { paymentRequests } from './requestSide';

const heldPaymentRow = paymentRowSchema
  .pick({ id: true, purpose: true, method: true, status: true })
  .extend({ amountPaise: column.number, gateway: z.string().nullable(), linkId: z.string().nullable() });
type HeldPayment = z.output<typeof heldPaymentRow>;

interface Owner {
  requestId: string;
  requestKind: RequestKindName;
}

/** A link as its gateway knows it. */
export interface GatewayLink {
  gateway: string;
  linkId: string;
}

/** What the gateway and the customer are told once the transaction has committed (links.ts sendOwedLinks). */
export interface OwedLinks {
  /** A new link payment whose link goes to the customer. */
  linkPaymentId?: string;
  /** The link of the payment cancelled here, to be cancelled at its gateway too. */
  cancelledLink?: GatewayLink;
}

/**
 * The open payment ends Cancelled, with a Cancelled row among its attempts and a line in the request's timeline.
 * Answers its gateway link, if it has one.
 */
async function cancelOpenPayment(
  tx: Transaction,
  owner: Owner,
  payment: HeldPayment,
  remark: string,
): Promise<GatewayLink | undefined> {
  await movePayment(tx, payment.id, 'cancel');
  await recordTransaction(tx, {
    paymentId: payment.id,
    kind: 'Payment',
    gateway: payment.gateway ?? (payment.method === 'Link' ? 'link' : 'door'),
    reference: null,
    status: 'Cancelled',
    amountPaise: payment.amountPaise,
    remark,
  });
  await paymentActivity(
    tx,
    owner,
    activityText('paymentCancelled'),
    activityRemark('paymentWithRemark', { payment: payment.id, amount: rupees(payment.amountPaise), reason: remark }),
  );
  return payment.gateway && payment.linkId ? { gateway: payment.gateway, linkId: payment.linkId } : undefined;
}

/** A new payment asking `amountPaise`: a link waits for its link (Created), cash and pay later are Unpaid. */
async function askPayment(
  tx: Transaction,
  owner: Owner,
  asked: { id?: string; purpose: PaymentPurpose; method: string; amountPaise: number },
): Promise<string> {
  const status: PaymentStatus = asked.method === 'Link' ? 'Created' : 'Unpaid';
  const id = asked.id ? sql`${asked.id}` : sql`DEFAULT`;
  const created = await rowOf(
    tx,
    idRow,
    sql`INSERT INTO payments (id, request_id, request_kind, purpose, method, status, amount_paise)
        VALUES (${id}, ${owner.requestId}, ${owner.requestKind}, ${asked.purpose}, ${asked.method}, ${status},
          ${asked.amountPaise}) RETURNING id`,
  );
  await paymentActivity(
    tx,
    owner,
    activityText('paymentAsked'),
    activityRemark('paymentAsked', {
      payment: created!.id,
      amount: rupees(asked.amountPaise),
      purpose: asked.purpose,
      method: asked.method,
    }),
  );
  return created!.id;
}

/** A request's payments, oldest first, locked for the caller's transaction. */
async function heldPayments(tx: Transaction, requestKind: RequestKindName, requestId: string): Promise<HeldPayment[]> {
  return rowsOf(
    tx,
    heldPaymentRow,
    sql`SELECT id, purpose, method, status, amount_paise AS "amountPaise", gateway, gateway_link_id AS "linkId"
        FROM payments
        WHERE request_id = ${requestId} AND request_kind = ${requestKind} ORDER BY created_at, length(id), id
          FOR UPDATE`,
  );
}

/**
 * A request being cancelled (in the caller's transaction, the request row locked): its open payment is cancelled with
 * it; money already paid must be refunded first (409), so a cancelled request holds none. Answers the cancelled
 * payment's gateway link, which the caller cancels at the gateway once the transaction has committed (sendOwedLinks).
 */
export async function cancelRequestPayments(
  tx: Transaction,
  requestKind: RequestKindName,
  requestId: string,
): Promise<OwedLinks> {
  const held = await heldPayments(tx, requestKind, requestId);
  const paidPaise = held
    .filter((payment) => PAID_PAYMENT_STATUSES.includes(payment.status))
    .reduce((sum, payment) => sum + payment.amountPaise, 0);
  if (paidPaise > 0)
    throw conflict(REQUEST_PAYMENT_MESSAGES.refundBeforeCancel(paidPaise), {
      status: REQUEST_PAYMENT_MESSAGES.refundBeforeCancel(paidPaise),
    });
  const open = held.find((payment) => OPEN_PAYMENT_STATUSES.includes(payment.status));
  if (!open) return {};
  const cancelledLink = await cancelOpenPayment(
    tx,
    { requestId, requestKind },
    open,
    REQUEST_PAYMENT_MESSAGES.cancelledWithRequest,
  );
  return { cancelledLink };
}

/**
 * After a request's total changed (in the caller's transaction, the request row locked): its payments ask what it still
 * owes (domain paymentStep). The payments are locked first, so a gateway confirmation of the open link either landed
 * before (and counts as paid) or finds it Cancelled. A total below what was paid is a 409 and writes nothing. Answers
 * the links the caller sends or cancels once the transaction has committed (sendOwedLinks).
 */
export async function askWhatIsOwed(
  tx: Transaction,
  requestKind: RequestKindName,
  requestId: string,
  totalPaise: number,
): Promise<OwedLinks> {
  const owner = { requestId, requestKind };
  const held = await heldPayments(tx, requestKind, requestId);
  const open = held.find((payment) => OPEN_PAYMENT_STATUSES.includes(payment.status));
  const step = paymentStep(totalPaise, held);
  const links: OwedLinks = {};
  switch (step.step) {
    case 'keep':
      return links;
    case 'refuse':
      throw conflict(CHARGE_MESSAGES.belowPaid(step.paidPaise));
    case 'setAmount':
      await tx.execute(
        sql`UPDATE payments SET amount_paise = ${step.amountPaise}, last_update = now() WHERE id = ${open!.id}`,
      );
      return links;
    case 'cancel':
      return { cancelledLink: await cancelOpenPayment(tx, owner, open!, CHARGE_MESSAGES.nothingOwed) };
    case 'replace': {
      // A link's amount is fixed at the gateway: the customer is sent a new one.
      // The old one is cancelled first: a request has one open payment (payments_open_request_idx).
      const next = await rowOf(tx, idRow, sql`SELECT 'PAY' || nextval('payments_id_seq') AS id`);
      links.cancelledLink = await cancelOpenPayment(tx, owner, open!, PAYMENT_MESSAGES.replaced(next!.id));
      links.linkPaymentId = await askPayment(tx, owner, {
        id: next!.id,
        purpose: open!.purpose,
        method: open!.method,
        amountPaise: step.amountPaise,
      });
      break;
    }
    case 'ask': {
      const method = await paymentRequests().paymentMethodOf(tx, requestKind, requestId);
      const asked = await askPayment(tx, owner, { purpose: step.purpose, method, amountPaise: step.amountPaise });
      if (method === 'Link') links.linkPaymentId = asked;
      break;
    }
  }
  await storePaymentStatus(tx, requestKind, requestId);
  return links;
}
