import { sql } from 'drizzle-orm';
import { paymentMoveRefusal, type RequestPaymentMove } from '../../../../domain/payments/requestStatus';
import { conflict } from '../../platform/errors';
import { type Executor, firstRow } from '../../platform/db';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';

/**
 * The payment's request must still take `move` (domain paymentMoveRefusal: not once it is Cancelled), else 409 with the
 * reason. Inside a transaction the request row is share-locked, so a cancellation in progress is waited for and then seen.
 */
export async function assertRequestTakesPayment(
  tx: Executor,
  head: { requestId: string; requestKind: RequestKindName },
  move: RequestPaymentMove,
  options: { lock?: boolean } = {},
) {
  const lock = options.lock ? sql` FOR SHARE` : sql``;
  const request = await firstRow<{ status: string }>(
    tx,
    sql`SELECT status FROM ${REQUEST_KINDS[head.requestKind].table} WHERE id = ${head.requestId}${lock}`,
  );
  const refusal = request && paymentMoveRefusal(head.requestId, request.status, move);
  if (refusal) throw conflict(refusal, { status: refusal });
}
