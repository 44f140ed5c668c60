import type { FilterEntry } from '../../../../domain/filters';
import type { RequestRow } from '../../../../domain/requests/records';
import { PAYMENT_STATUSES, PICKUP_STATUSES, REPAIR_STATUSES } from '../../../../domain/requests/statuses';
import { defineListResource, type ListProperty } from '../../platform/listEngine';
import type { RequestScope } from './caller';
import { exactRequestCount } from './counts';
import type { RequestKindName } from '../requestKinds';
import { productJoin } from '../masters';
import { customerJoin } from '../customers';
import { partnerJoin } from '../channelPartners';
import { technicianJoin } from '../technicians';

const ROW_FIELDS = [
  'id',
  'serviceId',
  'productName',
  'products',
  'serviceDetails',
  'assignee',
  'userName',
  'customerName',
  'createdAt',
  'appointmentSlot',
  'status',
  'paymentStatus',
];

/** The technician's (collection agent's) name; NULL while none is assigned. */
const TECHNICIAN_NAME = `(t.first_name || ' ' || t.last_name)`;

/**
 * What both request lists declare: the indexed filters of DESIGN.md "Requests", and each row's nested parts as JSON.
 * The filter bar's names (channelPartnerName, technicianName, customerName) are conditions on the few partners,
 * technicians or customers joined, and flat properties double as report columns (the row's JSON parts have no cell of
 * their own).
 */
function requestProperties(
  statuses: readonly string[],
  products: { name: string; names: string; list: string },
): Record<string, ListProperty> {
  return {
    id: { column: 'r.id', type: 'text' },
    serviceId: { column: 'r.service_id', type: 'text' },
    productName: { column: products.name, type: 'text' },
    products: { column: products.names, type: 'text', select: products.list },
    serviceDetails: { column: 'r.service_id', type: 'text', select: `json_build_object('id', r.service_id)` },
    // Filtering the assignee filters by the partner's name; the row carries partner and technician.
    assignee: {
      column: 'cp.name',
      type: 'text',
      select: `json_build_object('channelPartnerId', r.channel_partner_id, 'channelPartnerName', cp.name,
        'technicianId', r.technician_id, 'technicianName', trim(${TECHNICIAN_NAME}))`,
    },
    channelPartnerName: { column: 'cp.name', type: 'text' },
    technicianName: { column: TECHNICIAN_NAME, type: 'text', select: `trim(${TECHNICIAN_NAME})` },
    userName: { column: 'r.user_name', type: 'text' },
    customerName: { column: `trim(c.first_name || ' ' || c.last_name)`, type: 'text' },
    appointmentSlot: {
      column: 'r.appointment_date',
      type: 'date',
      select: `json_build_object('date', to_char(r.appointment_date, 'YYYY-MM-DD'), 'slot', r.appointment_slot)`,
    },
    appointmentDate: { column: 'r.appointment_date', type: 'date' },
    /** The appointment's time slot label ('10:00-12:00'). */
    appointmentTime: { column: 'r.appointment_slot', type: 'text' },
    status: { column: 'r.status', type: 'enum', values: statuses },
    paymentStatus: { column: 'r.payment_status', type: 'enum', values: PAYMENT_STATUSES },
    channelPartnerId: { column: 'r.channel_partner_id', type: 'text' },
    technicianId: { column: 'r.technician_id', type: 'text' },
    dealerId: { column: 'r.dealer_id', type: 'text' },
    createdAt: { column: 'r.created_at', type: 'timestamp' },
    lastUpdate: { column: 'r.last_update', type: 'timestamp' },
  };
}

/** The request's customer and partner (always there) and its technician (once assigned). */
const PARTIES = [
  customerJoin('c', 'r.customer_id', { inner: true }),
  partnerJoin('cp', 'r.channel_partner_id', { inner: true }),
  technicianJoin('t', 'r.technician_id'),
]
  .map((party) => party.join)
  .join(' ');

/** A repair request's product. */
const ofProduct = productJoin('p', 'r.product_id');

/** POST requests/getByPaginationAndFilter: repair requests, newest update first. */
export const repairRequestList = defineListResource<RequestRow>({
  source: `requests r ${PARTIES} ${ofProduct.join}`,
  countSource: 'requests r',
  exactCount: exactRequestCount('requests'),
  properties: requestProperties(REPAIR_STATUSES, {
    name: ofProduct.columns.name,
    names: ofProduct.columns.name,
    list: `json_build_array(json_build_object('name', ${ofProduct.columns.name}))`,
  }),
  fields: ROW_FIELDS,
  defaultSortBy: 'lastUpdate',
  key: 'r.id',
});

/** A pick-up request's product lines, each with its product. */
const lineProduct = productJoin('p', 'x.product_id');
const LINES = `FROM pick_up_request_products x ${lineProduct.join} WHERE x.request_id = r.id`;

/** POST pickUpRequests/getByPaginationAndFilter: pick-up requests with their products' names, newest update first. */
export const pickUpRequestList = defineListResource<RequestRow>({
  source: `pick_up_requests r ${PARTIES}`,
  countSource: 'pick_up_requests r',
  exactCount: exactRequestCount('pick_up_requests'),
  properties: requestProperties(PICKUP_STATUSES, {
    name: `(SELECT ${lineProduct.columns.name} ${LINES} ORDER BY x.position LIMIT 1)`,
    // Filtering the products filters by all their names.
    names: `(SELECT string_agg(${lineProduct.columns.name}, ', ' ORDER BY x.position) ${LINES})`,
    list: `coalesce((SELECT json_agg(json_build_object('name', ${lineProduct.columns.name}) ORDER BY x.position)
      ${LINES}), '[]'::json)`,
  }),
  fields: ROW_FIELDS,
  defaultSortBy: 'lastUpdate',
  key: 'r.id',
});
export const REQUEST_LISTS: Record<RequestKindName, typeof repairRequestList> = {
  repair: repairRequestList,
  pickUp: pickUpRequestList,
};

/**
 * A scoped role's requests as list filters: a WHERE on its indexed party column; without its own record (partner,
 * technician or dealer row) nothing. The lists and their reports use the same.
 */
export function requestScopeFilters(scope: RequestScope | undefined): FilterEntry[] {
  if (!scope) return [];
  return scope.value === null
    ? [{ property: 'id', operator: 'isBlank' }]
    : [{ property: scope.property, operator: 'equal', value: scope.value }];
}
