import { REQUEST_RESOURCES } from '../../../dataProvider/resourceNames';
import { SERVICE_IDS } from '../../../../domain/constants';
import type { RequestFilterData } from '../../../../domain/requests/reportTypes';
import { PICKUP_STATUSES, REPAIR_STATUSES, type RequestKindName } from '../../../../domain/requests/statuses';
import { ROLES, type Role } from '../../../../domain/roles';
import type { ListColumn, ListConfig, ListFilter } from '../../../components/list/types';

/** Repair requests (SID101) or pick-up requests (the waste services SID102–SID105). */
export type RequestListKind = RequestKindName;

/** POST requests/download/report, POST pickUpRequests/download/report. */
export const requestReportPath = (kind: RequestListKind) => `${REQUEST_RESOURCES[kind]}/download/report`;

/** The repair service lists repair requests; every other service is a waste pick-up. */
export const listKindOf = (serviceId: string | undefined): RequestListKind =>
  serviceId === undefined || serviceId === SERVICE_IDS.repair ? 'repair' : 'pickUp';

/**
 * Every filter the request lists may show (spec 001 §5 "Filters": text contains, multi-select in, select equal; the
 * booking and appointment date pairs name their operators and limit each other).
 */
export const REQUEST_FILTERS: readonly ListFilter[] = [
  { source: 'id', input: 'text' },
  { source: 'status', input: 'multiSelect' },
  { source: 'serviceId', input: 'select' },
  { source: 'channelPartnerName', input: 'text' },
  { source: 'technicianId', input: 'select' },
  { source: 'technicianName', input: 'text' },
  { source: 'customerName', input: 'text' },
  { source: 'createdAt@isAfter', input: 'date', notAfter: 'createdAt@isBefore' },
  { source: 'createdAt@isBefore', input: 'date', notBefore: 'createdAt@isAfter' },
  { source: 'appointmentDate@isAfter', input: 'date', notAfter: 'appointmentDate@isBefore' },
  { source: 'appointmentDate@isBefore', input: 'date', notBefore: 'appointmentDate@isAfter' },
];

/**
 * The row of spec 001 §3 ("Request list row", "Waste request row") as columns named by the list's filter and sort
 * properties, so the report exports them by the same names; the nested row is flattened to them (listRows.ts).
 */
const COLUMNS: readonly ListColumn[] = [
  { source: 'id', kind: 'text', sortable: true },
  { source: 'productName', kind: 'text' },
  // Shown as name and id in one cell; the id stays a column of its own for the report.
  { source: 'channelPartnerName', kind: 'text' },
  { source: 'channelPartnerId', kind: 'text' },
  { source: 'technicianName', kind: 'text' },
  { source: 'customerName', kind: 'text' },
  { source: 'createdAt', kind: 'datetime', sortable: true },
  // Shown with its slot (appointmentTime, a column of its own for the report).
  { source: 'appointmentDate', kind: 'date', sortable: true },
  { source: 'appointmentTime', kind: 'text' },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'paymentStatus', kind: 'status' },
];

/**
 * What a role does not need to be told: a partner sees only its own requests, a technician only those assigned to them.
 */
const HIDDEN_FOR: Partial<Record<Role, ReadonlySet<string>>> = {
  [ROLES.channelPartner]: new Set(['channelPartnerName', 'channelPartnerId']),
  [ROLES.technician]: new Set(['technicianId', 'technicianName']),
};

interface RequestListOptions {
  kind: RequestListKind;
  /** The service of services/requests/{serviceId}; none on services/repair-request/all. */
  serviceId?: string;
  role: Role | undefined;
  data?: RequestFilterData;
}

/**
 * A request list as a read-only list configuration, so the masters' filter bar, export, Columns menu and phone rows
 * serve it. The service filter is for the list of every service; the technician filter is a select of the caller's
 * technicians when the API offers them (a partner), a name search otherwise.
 */
export function requestListConfig({ kind, serviceId, role, data }: RequestListOptions): ListConfig {
  const hidden = HIDDEN_FOR[role as Role] ?? new Set<string>();
  const technicianSelect = (data?.technicians.length ?? 0) > 0;
  const patches: Record<string, Partial<ListFilter> | false> = {
    status: { choices: data?.statuses.length ? data.statuses : kind === 'repair' ? REPAIR_STATUSES : PICKUP_STATUSES },
    serviceId: serviceId === undefined && {
      choices: (data?.services ?? []).map((service) => service.id),
      choiceLabels: labels(data?.services, 'type'),
    },
    technicianId: technicianSelect && {
      choices: data!.technicians.map((technician) => technician.id),
      choiceLabels: labels(data?.technicians, 'name'),
    },
    technicianName: !technicianSelect && {},
  };
  const resource = REQUEST_RESOURCES[kind];
  return {
    resource,
    apiPath: resource,
    exportName: serviceId ? `requests-${serviceId}` : 'repair-requests',
    columns: COLUMNS.filter((column) => !hidden.has(column.source)),
    filters: REQUEST_FILTERS.filter((filter) => !hidden.has(filter.source) && patches[filter.source] !== false).map(
      (filter) => ({
        ...filter,
        ...(patches[filter.source] || {}),
      }),
    ),
    optionalColumns: ['channelPartnerId', 'customerName', 'appointmentTime'].filter((source) => !hidden.has(source)),
    defaultSort: { field: 'lastUpdate', order: 'DESC' },
    ...(serviceId && { permanentFilter: { serviceId } }),
    recordText: 'id',
    phoneRow: { title: ['id'], summary: ['productName', 'customerName', 'appointmentDate'], chip: 'status' },
  };
}

const labels = <T extends { id: string }>(items: readonly T[] | undefined, field: keyof T) =>
  Object.fromEntries((items ?? []).map((item) => [item.id, String(item[field])]));
