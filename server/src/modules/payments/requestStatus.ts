import { paymentMoveRefusal, type RequestPaymentMove } from '../../../../domain/payments/requestStatus';
import { conflict } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { type RequestKindName, requestStatusOf } from '../requestKinds';

/**
 * The payment's request must still take `move` (domain paymentMoveRefusal: not once it is Cancelled), else 409 with the
 * reason. Inside a transaction the request row is share-locked, so a cancellation in progress is waited for and then
 * seen.
 */
export async function assertRequestTakesPayment(
  tx: Executor,
  head: { requestId: string; requestKind: RequestKindName },
  move: RequestPaymentMove,
  options: { lock?: boolean } = {},
) {
  const status = await requestStatusOf(tx, head.requestKind, head.requestId, options);
  const refusal = status !== undefined && paymentMoveRefusal(head.requestId, status, move);
  if (refusal) throw conflict(refusal, { status: refusal });
}
