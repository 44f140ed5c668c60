import type { ActivityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { requestPaymentStatus } from '../../../../domain/payments/outstanding';
import {
  PAYMENT_MOVES,
  type PaymentEvent,
  type TransactionKind,
  type TransactionStatus,
} from '../../../../domain/payments/statuses';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { z } from 'zod';
import { paymentRowSchema } from '../../../../domain/payments/schemas';
import { REQUEST_KIND_NAMES } from '../../../../domain/requests/statuses';
import { column, type Executor, idRow, rowOf, rowsOf } from '../../platform/db';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';
import { paymentRequests } from './requestSide';

const movePaymentRow = z.object({ requestId: z.string(), requestKind: z.enum(REQUEST_KIND_NAMES) });

/**
 * Moves a payment by `event` with one conditional update (`WHERE status IN (the move's from)`): true when this call
 * moved it, false when it was not in a status the event applies to (a second confirmation, a concurrent one). The
 * request's `payment_status` follows in the same transaction (storePaymentStatus).
 */
export async function movePayment(tx: Executor, paymentId: string, event: PaymentEvent): Promise<boolean> {
  const { from, to } = PAYMENT_MOVES[event];
  const moved = await rowOf(
    tx,
    movePaymentRow,
    sql`UPDATE payments SET status = ${to}, last_update = now() WHERE id = ${paymentId}
        AND status = ANY(${sql.param([...from])}::text[])
        RETURNING request_id AS "requestId", request_kind AS "requestKind"`,
  );
  if (moved) await storePaymentStatus(tx, moved.requestKind, moved.requestId);
  return !!moved;
}

const paymentStatusRow = paymentRowSchema.pick({ status: true });

/**
 * The request's `payment_status` (its lists filter on it) from its payments (domain requestPaymentStatus): its open
 * payment's status, else its latest paid payment's, else its latest payment's.
 */
export async function storePaymentStatus(tx: Executor, kindName: RequestKindName, requestId: string) {
  const payments = await rowsOf(
    tx,
    paymentStatusRow,
    sql`SELECT status FROM payments WHERE request_id = ${requestId} AND request_kind = ${kindName} ORDER BY created_at,
        length(id), id`,
  );
  const status = requestPaymentStatus(payments);
  if (status) await paymentRequests().storePaymentStatus(tx, kindName, requestId, status);
}

interface TransactionEntry {
  paymentId: string;
  kind: TransactionKind;
  gateway: string;
  reference: string | null;
  status: TransactionStatus;
  gatewayStatus?: string | null;
  amountPaise: number;
  remark?: string | null;
  by?: Pick<AuthUser, 'username'> | null;
}

/**
 * Records an attempt and answers its id; a gateway reference already recorded (the same confirmation again) only takes
 * the gateway's newer status, and adds nothing.
 */
export async function recordTransaction(tx: Executor, entry: TransactionEntry): Promise<string | undefined> {
  const row = await rowOf(
    tx,
    idRow,
    sql`INSERT INTO payment_transactions (payment_id, kind, gateway, reference, status, gateway_status, amount_paise,
        remark, created_by)
        VALUES (${entry.paymentId}, ${entry.kind}, ${entry.gateway}, ${entry.reference}, ${entry.status},
          ${entry.gatewayStatus ?? null}, ${entry.amountPaise},
                ${entry.remark ?? null}, ${entry.by?.username ?? 'system'})
        ON CONFLICT (gateway, kind, reference) DO UPDATE SET status = excluded.status,
          gateway_status = excluded.gateway_status, last_update = now()
        WHERE payment_transactions.status IS DISTINCT FROM excluded.status
        RETURNING id`,
  );
  return row?.id;
}

/** The request's timeline hears of a payment's move. */
export async function paymentActivity(
  tx: Parameters<typeof recordActivity>[0],
  head: { requestId: string; requestKind: RequestKindName },
  activity: ActivityText,
  remark: string,
  by?: AuthUser | null,
) {
  await recordActivity(tx, {
    entityId: head.requestId,
    entityType: REQUEST_KINDS[head.requestKind].entityType,
    activity,
    remark,
    by,
  });
}

const collectUnpaidRow = z.object({ id: z.string(), amountPaise: column.number });

/**
 * A request completed (or collected) at the door: each of its Unpaid payments becomes Paid with a Collection row
 * (requests/operations/status.ts calls this when a Cash or Pay Later request is completed).
 */
export async function collectUnpaid(
  tx: Executor,
  requestId: string,
  by?: Pick<AuthUser, 'username'> | null,
  remark?: string | null,
) {
  const unpaid = await rowsOf(
    tx,
    collectUnpaidRow,
    sql`SELECT id, amount_paise AS "amountPaise" FROM payments WHERE request_id = ${requestId} AND status = 'Unpaid'
        FOR UPDATE`,
  );
  for (const payment of unpaid) {
    if (!(await movePayment(tx, payment.id, 'collect'))) continue;
    await recordTransaction(tx, {
      paymentId: payment.id,
      kind: 'Collection',
      gateway: 'door',
      reference: null,
      status: 'Completed',
      amountPaise: payment.amountPaise,
      remark,
      by,
    });
  }
}
