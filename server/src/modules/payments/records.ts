import { sql } from 'drizzle-orm';
import type { FilterEntry } from '../../../../domain/filters';
import type { PaymentRecord, PaymentRow, PaymentTransaction } from '../../../../domain/payments/schemas';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, TRANSACTION_KINDS } from '../../../../domain/payments/statuses';
import { PAYMENT_METHODS } from '../../../../domain/requests/booking';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { defineListResource } from '../../platform/listEngine';
import { type Executor, firstRow, iso, rows } from '../../platform/db';
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
export const PAYMENT_SOURCE = `payments pay
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

/** What the routes need to know of a payment before acting on it. */
export interface PaymentHead {
  id: string;
  requestId: string;
  requestKind: RequestKindName;
  purpose: string;
  method: string;
  status: string;
  amountPaise: number;
  gateway: string | null;
  gatewayLinkId: string | null;
  linkUrl: string | null;
  channelPartnerId: string | null;
  customerName: string | null;
  mobileNumber: string | null;
  appointment: string | null;
}

export async function paymentHead(
  db: Executor,
  where: { id: string } | { gateway: string; linkId: string },
): Promise<PaymentHead | undefined> {
  const condition =
    'id' in where
      ? sql`pay.id = ${where.id}`
      : sql`pay.gateway = ${where.gateway} AND pay.gateway_link_id = ${where.linkId}`;
  const head = await firstRow<PaymentHead>(
    db,
    sql`SELECT pay.id, pay.request_id AS "requestId", pay.request_kind AS "requestKind", pay.purpose, pay.method, pay.status, pay.amount_paise AS "amountPaise",
               pay.gateway, pay.gateway_link_id AS "gatewayLinkId", pay.link_url AS "linkUrl", ${sql.raw(PARTNER_ID)} AS "channelPartnerId",
               ${sql.raw(CUSTOMER_NAME)} AS "customerName", ${sql.raw(ofCustomer.columns.mobileNumber)} AS "mobileNumber",
               to_char(${sql.raw(appointmentDate)}, 'YYYY-MM-DD') || ' ' || ${sql.raw(appointmentSlot)} AS appointment
        FROM ${sql.raw(PAYMENT_SOURCE)} WHERE ${condition}`,
  );
  return head && { ...head, amountPaise: Number(head.amountPaise) };
}

/** GET payments/{id}: the payment, its transactions (oldest first) and a summary of its request. */
export async function readPayment(db: Executor, id: string): Promise<PaymentRecord | undefined> {
  const found = await firstRow<
    Omit<PaymentRecord, 'transactions'> & { createdAt: Date | string; lastUpdate: Date | string }
  >(
    db,
    sql`SELECT pay.id, pay.request_id AS "requestId", pay.request_kind AS "requestKind", pay.purpose, pay.method, pay.status, pay.amount_paise AS "amountPaise",
               ${sql.raw(PARTNER_ID)} AS "channelPartnerId", ${sql.raw(PARTNER_NAME)} AS "channelPartnerName", ${sql.raw(CUSTOMER_NAME)} AS "customerName",
               pay.created_at AS "createdAt", pay.last_update AS "lastUpdate", pay.gateway, pay.link_url AS "linkUrl",
               json_build_object('id', pay.request_id, 'kind', pay.request_kind, 'status', coalesce(${sql.raw(ofRequest.columns.status)}, ''),
                 'serviceId', coalesce(${sql.raw(ofRequest.columns.serviceId)}, ''), 'userName', coalesce(${sql.raw(ofRequest.columns.userName)}, ''),
                 'appointmentDate', coalesce(to_char(${sql.raw(appointmentDate)}, 'YYYY-MM-DD'), '')) AS request
        FROM ${sql.raw(PAYMENT_SOURCE)} WHERE pay.id = ${id}`,
  );
  if (!found) return undefined;
  const transactions = await rows<PaymentTransaction & { createdAt: Date | string }>(
    db,
    sql`SELECT id, kind, gateway, reference, status, gateway_status AS "gatewayStatus", amount_paise AS "amountPaise", remark, created_by AS "createdBy", created_at AS "createdAt"
        FROM payment_transactions WHERE payment_id = ${id} ORDER BY created_at, id`,
  );
  const request =
    typeof found.request === 'string' ? (JSON.parse(found.request) as PaymentRecord['request']) : found.request;
  return {
    ...found,
    amountPaise: Number(found.amountPaise),
    createdAt: iso(found.createdAt),
    lastUpdate: iso(found.lastUpdate),
    request,
    transactions: transactions.map((t) => ({
      ...t,
      kind: t.kind as (typeof TRANSACTION_KINDS)[number],
      amountPaise: Number(t.amountPaise),
      createdAt: iso(t.createdAt),
    })),
  };
}
