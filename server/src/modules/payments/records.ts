import { sql } from 'drizzle-orm';
import type { FilterEntry } from '../../../../domain/filters';
import { z } from 'zod';
import {
  type PaymentRecord,
  paymentRecordSchema,
  type PaymentRow,
  paymentTransactionSchema,
} from '../../../../domain/payments/schemas';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../../../../domain/payments/statuses';
import { PAYMENT_METHODS } from '../../../../domain/requests/booking';
import { REQUEST_KIND_NAMES } from '../../../../domain/requests/statuses';
import { defineListResource } from '../../platform/listEngine';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';
import { partnerJoin } from '../channelPartners';
import { customerJoin } from '../customers';
import { paymentRequests } from './requestSide';

/** A value built on first use, once: what is built of the requests' side waits for the requests to connect it. */
function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * A payment with its request (repair or pick-up), the request's partner and customer: each payment joins at most one
 * row of each table, so the list's count reads the payments alone.
 */
const joined = builtOnce(() => {
  const ofRequest = paymentRequests().joinOf('pay');
  const ofPartner = partnerJoin('cp', ofRequest.columns.channelPartnerId);
  const ofCustomer = customerJoin('c', ofRequest.columns.customerId);
  return {
    source: `payments pay
  ${ofRequest.join}
  ${ofPartner.join}
  ${ofCustomer.join}`,
    request: ofRequest.columns,
    partnerId: ofRequest.columns.channelPartnerId,
    partnerName: ofPartner.columns.name,
    customerName: `trim(${ofCustomer.columns.firstName} || ' ' || ${ofCustomer.columns.lastName})`,
    mobileNumber: ofCustomer.columns.mobileNumber,
  };
});

/** POST payments/getByPaginationAndFilter and POST payments/export: newest update first. */
export const paymentList = builtOnce(() => {
  const { source, partnerId, partnerName, customerName } = joined();
  return defineListResource<PaymentRow>({
    source,
    table: 'payments',
    properties: {
      id: { column: 'pay.id', type: 'text' },
      requestId: { column: 'pay.request_id', type: 'text' },
      requestKind: { column: 'pay.request_kind', type: 'enum', values: ['repair', 'pickUp'] },
      purpose: { column: 'pay.purpose', type: 'enum', values: PAYMENT_PURPOSES },
      method: { column: 'pay.method', type: 'enum', values: PAYMENT_METHODS },
      status: { column: 'pay.status', type: 'enum', values: PAYMENT_STATUSES },
      amountPaise: { column: 'pay.amount_paise', type: 'number', integer: true },
      channelPartnerId: { column: partnerId, type: 'text' },
      channelPartnerName: { column: partnerName, type: 'text' },
      customerName: { column: customerName, type: 'text' },
      createdAt: { column: 'pay.created_at', type: 'timestamp' },
      lastUpdate: { column: 'pay.last_update', type: 'timestamp' },
    },
    fields: [
      'id',
      'requestId',
      'requestKind',
      'purpose',
      'method',
      'status',
      'amountPaise',
      'channelPartnerId',
      'channelPartnerName',
      'customerName',
      'createdAt',
      'lastUpdate',
    ],
    defaultSortBy: 'lastUpdate',
    key: 'pay.id',
  });
});

/**
 * The payments a caller sees as list filters: all for an admin, those of a partner's requests for a channel partner.
 */
export const paymentScopeFilters = (partnerId: string | undefined): FilterEntry[] =>
  partnerId === undefined ? [] : [{ property: 'channelPartnerId', operator: 'equal', value: partnerId }];

const text = z.string();
const maybeText = z.string().nullable();
const paymentHeadRow = z.object({
  id: text,
  requestId: text,
  requestKind: z.enum(REQUEST_KIND_NAMES),
  purpose: text,
  method: text,
  status: text,
  amountPaise: column.number,
  gateway: maybeText,
  gatewayLinkId: maybeText,
  linkUrl: maybeText,
  channelPartnerId: maybeText,
  customerName: maybeText,
  mobileNumber: maybeText,
  appointment: maybeText,
});
/** What the routes need to know of a payment before acting on it. */
export type PaymentHead = z.output<typeof paymentHeadRow>;

/** A payment read whole, its request summary built by the statement as json (text when a driver leaves it so). */
const paymentRecordRow = paymentRecordSchema.omit({ transactions: true }).extend({
  amountPaise: column.number,
  createdAt: column.instant,
  lastUpdate: column.instant,
  request: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    paymentRecordSchema.shape.request,
  ),
});
const transactionRow = paymentTransactionSchema.extend({ amountPaise: column.number, createdAt: column.instant });

export async function paymentHead(
  db: Executor,
  where: { id: string } | { gateway: string; linkId: string },
): Promise<PaymentHead | undefined> {
  const { source, request, partnerId, customerName, mobileNumber } = joined();
  const condition =
    'id' in where
      ? sql`pay.id = ${where.id}`
      : sql`pay.gateway = ${where.gateway} AND pay.gateway_link_id = ${where.linkId}`;
  return rowOf(
    db,
    paymentHeadRow,
    sql`SELECT pay.id, pay.request_id AS "requestId", pay.request_kind AS "requestKind", pay.purpose, pay.method,
        pay.status, pay.amount_paise AS "amountPaise",
               pay.gateway, pay.gateway_link_id AS "gatewayLinkId", pay.link_url AS "linkUrl",
                 ${sql.raw(partnerId)} AS "channelPartnerId",
               ${sql.raw(customerName)} AS "customerName",
                 ${sql.raw(mobileNumber)} AS "mobileNumber",
               to_char(${sql.raw(request.appointmentDate)}, 'YYYY-MM-DD') || ' ' || ${sql.raw(request.appointmentSlot)}
                 AS appointment
        FROM ${sql.raw(source)} WHERE ${condition}`,
  );
}

/** GET payments/{id}: the payment, its transactions (oldest first) and a summary of its request. */
export async function readPayment(db: Executor, id: string): Promise<PaymentRecord | undefined> {
  const { source, request, partnerId, partnerName, customerName } = joined();
  const found = await rowOf(
    db,
    paymentRecordRow,
    sql`SELECT pay.id, pay.request_id AS "requestId", pay.request_kind AS "requestKind", pay.purpose, pay.method,
        pay.status, pay.amount_paise AS "amountPaise",
               ${sql.raw(partnerId)} AS "channelPartnerId", ${sql.raw(partnerName)} AS "channelPartnerName",
                 ${sql.raw(customerName)} AS "customerName",
               pay.created_at AS "createdAt", pay.last_update AS "lastUpdate", pay.gateway, pay.link_url AS "linkUrl",
               json_build_object('id', pay.request_id, 'kind', pay.request_kind, 'status',
                 coalesce(${sql.raw(request.status)}, ''),
                 'serviceId', coalesce(${sql.raw(request.serviceId)}, ''), 'userName',
                   coalesce(${sql.raw(request.userName)}, ''),
                 'appointmentDate', coalesce(to_char(${sql.raw(request.appointmentDate)}, 'YYYY-MM-DD'), '')) AS request
        FROM ${sql.raw(source)} WHERE pay.id = ${id}`,
  );
  if (!found) return undefined;
  const transactions = await rowsOf(
    db,
    transactionRow,
    sql`SELECT id, kind, gateway, reference, status, gateway_status AS "gatewayStatus", amount_paise AS "amountPaise",
        remark, created_by AS "createdBy", created_at AS "createdAt"
        FROM payment_transactions WHERE payment_id = ${id} ORDER BY created_at, id`,
  );
  return { ...found, transactions };
}
