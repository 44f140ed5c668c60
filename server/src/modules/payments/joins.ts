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
