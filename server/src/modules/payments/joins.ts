import { sql, type SQL } from 'drizzle-orm';

/**
 * What another module's statement may read of the payments: the payments of a request relation under `alias`, joined
 * on the request's id and kind expressions (trusted SQL text), with the column expressions it reads.
 */
export function requestPaymentJoin(alias: string, request: { id: string; kind: string }) {
  return {
    join: `JOIN payments ${alias} ON ${alias}.request_id = ${request.id} AND ${alias}.request_kind = ${request.kind}`,
    columns: { amountPaise: `${alias}.amount_paise`, status: `${alias}.status` },
  };
}

/** The ids of the payments of the requests whose ids `requestIds` selects. */
export const paymentIdsOfRequests = (requestIds: SQL): SQL =>
  sql`SELECT id FROM payments WHERE request_id IN (${requestIds})`;
