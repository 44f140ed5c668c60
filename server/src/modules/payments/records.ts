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
import { paymentRequestJoin } from '../requestKinds';

const ofRequest = paymentRequestJoin('pay');
const ofPartner = partnerJoin('cp', ofRequest.columns.channelPartnerId);
const ofCustomer = customerJoin('c', ofRequest.columns.customerId);

/**
 * A payment with its request (repair or pick-up), the request's partner and customer: each payment joins at most one
 * row of each table, so the list's count reads the payments alone.
 */
const PAYMENT_SOURCE = `payments pay
  ${ofRequest.join}
  ${ofPartner.join}
  ${ofCustomer.join}`;

const PARTNER_ID = ofRequest.columns.channelPartnerId;
const PARTNER_NAME = ofPartner.columns.name;
const CUSTOMER_NAME = `trim(${ofCustomer.columns.firstName} || ' ' || ${ofCustomer.columns.lastName})`;
const { appointmentDate, appointmentSlot } = ofRequest.columns;

/** POST payments/getByPaginationAndFilter and POST payments/export: newest update first. */
export const paymentList = defineListResource<PaymentRow>({
  source: PAYMENT_SOURCE,
  table: 'payments',
  properties: {
    id: { column: 'pay.id', type: 'text' },
    requestId: { column: 'pay.request_id', type: 'text' },
    requestKind: { column: 'pay.request_kind', type: 'enum', values: ['repair', 'pickUp'] },
    purpose: { column: 'pay.purpose', type: 'enum', values: PAYMENT_PURPOSES },
    method: { column: 'pay.method', type: 'enum', values: PAYMENT_METHODS },
    status: { column: 'pay.status', type: 'enum', values: PAYMENT_STATUSES },
    amountPaise: { column: 'pay.amount_paise', type: 'number', integer: true },
    channelPartnerId: { column: PARTNER_ID, type: 'text' },
    channelPartnerName: { column: PARTNER_NAME, type: 'text' },
    customerName: { column: CUSTOMER_NAME, type: 'text' },
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
                 ${sql.raw(PARTNER_ID)} AS "channelPartnerId",
               ${sql.raw(CUSTOMER_NAME)} AS "customerName",
                 ${sql.raw(ofCustomer.columns.mobileNumber)} AS "mobileNumber",
               to_char(${sql.raw(appointmentDate)}, 'YYYY-MM-DD') || ' ' || ${sql.raw(appointmentSlot)} AS appointment
        FROM ${sql.raw(PAYMENT_SOURCE)} WHERE ${condition}`,
  );
}

/** GET payments/{id}: the payment, its transactions (oldest first) and a summary of its request. */
export async function readPayment(db: Executor, id: string): Promise<PaymentRecord | undefined> {
  const found = await rowOf(
    db,
    paymentRecordRow,
    sql`SELECT pay.id, pay.request_id AS "requestId", pay.request_kind AS "requestKind", pay.purpose, pay.method,
        pay.status, pay.amount_paise AS "amountPaise",
               ${sql.raw(PARTNER_ID)} AS "channelPartnerId", ${sql.raw(PARTNER_NAME)} AS "channelPartnerName",
                 ${sql.raw(CUSTOMER_NAME)} AS "customerName",
               pay.created_at AS "createdAt", pay.last_update AS "lastUpdate", pay.gateway, pay.link_url AS "linkUrl",
               json_build_object('id', pay.request_id, 'kind', pay.request_kind, 'status',
                 coalesce(${sql.raw(ofRequest.columns.status)}, ''),
                 'serviceId', coalesce(${sql.raw(ofRequest.columns.serviceId)}, ''), 'userName',
                   coalesce(${sql.raw(ofRequest.columns.userName)}, ''),
                 'appointmentDate', coalesce(to_char(${sql.raw(appointmentDate)}, 'YYYY-MM-DD'), '')) AS request
        FROM ${sql.raw(PAYMENT_SOURCE)} WHERE pay.id = ${id}`,
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
