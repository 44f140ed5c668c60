import { DELETION_STATUSES, type DeletionFilterData } from '../../../../domain/customers/deletionStatuses';
import type { ListColumn, ListConfig, ListFilter } from '../../../components/list/types';

/** The react-admin resource of customers/delete (mapped to the API in its index.ts). */
export const DELETION_RESOURCE = 'deletionRequests';
export const DELETION_API_PATH = 'user/deletion/requests';

/** Spec 001 §2: Request ID (text), Status and Customer Name (multi-select). */
export const DELETION_FILTERS: readonly ListFilter[] = [
  { source: 'id', input: 'text' },
  { source: 'status', input: 'multiSelect' },
  { source: 'customerName', input: 'multiSelect' },
];

/** Spec 001 §2: Request Date, Request Id, Customer Name, Status, Remark; the Action column is the row's buttons. */
const COLUMNS: readonly ListColumn[] = [
  { source: 'createdAt', kind: 'datetime', sortable: true },
  { source: 'id', kind: 'text', sortable: true },
  { source: 'customerName', kind: 'text', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'remark', kind: 'text', sortable: false },
];

/** Where a request's customer opens: customers/view/{userName}. */
export const deletionCustomerPath = (row: { userName: string }) => `customers/view/${encodeURIComponent(row.userName)}`;

/** The deletion table as a read-only list configuration (filter bar, pager, export, phone rows of the masters). */
export function deletionListConfig(data: DeletionFilterData | undefined): ListConfig {
  const choices: Record<string, readonly string[]> = {
    status: data?.statuses ?? DELETION_STATUSES,
    customerName: data?.customers ?? [],
  };
  return {
    resource: DELETION_RESOURCE,
    apiPath: DELETION_API_PATH,
    exportName: 'deletion-requests',
    columns: COLUMNS,
    filters: DELETION_FILTERS.map((filter) =>
      choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter,
    ),
    optionalColumns: [],
    defaultSort: { field: 'lastUpdate', order: 'DESC' },
    recordText: 'customerName',
    phoneRow: { title: ['customerName'], summary: ['id', 'createdAt', 'remark'], chip: 'status' },
  };
}
