import { ESCALATION_RESOURCE, ESCALATION_API_PATH } from '../../dataProvider/resourceNames';
import {
  ESCALATION_CATEGORIES,
  ESCALATION_KINDS,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
} from '../../../domain/escalations/constants';
import type { EscalationFiltersData } from '../../../domain/escalations/schemas';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/**
 * The queue's filter bar: id, status, priority, category (several of each), assignee, SLA breached, request, raised
 * between.
 */
export const ESCALATION_FILTERS: readonly ListFilter[] = [
  { source: 'id', input: 'text' },
  { source: 'status', input: 'multiSelect' },
  { source: 'priority', input: 'multiSelect' },
  { source: 'category', input: 'multiSelect' },
  { source: 'kind', input: 'select' },
  { source: 'assignee', input: 'select' },
  { source: 'breached', input: 'boolean' },
  { source: 'requestId', input: 'text' },
  { source: 'createdAt@isAfter', input: 'date', notAfter: 'createdAt@isBefore' },
  { source: 'createdAt@isBefore', input: 'date', notBefore: 'createdAt@isAfter' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'id', kind: 'text', sortable: true },
  { source: 'createdAt', kind: 'datetime', sortable: true },
  { source: 'kind', kind: 'text', sortable: true, choices: ESCALATION_KINDS },
  { source: 'subject', kind: 'text', sortable: true },
  { source: 'category', kind: 'text', sortable: true, choices: ESCALATION_CATEGORIES },
  { source: 'priority', kind: 'text', sortable: true, choices: ESCALATION_PRIORITIES },
  { source: 'status', kind: 'status', sortable: true },
  // The SLA marker (a chip and the time left or overdue) wraps like text; the deadline itself is in the Columns menu.
  { source: 'breached', kind: 'text', sortable: false },
  { source: 'dueAt', kind: 'datetime', sortable: true },
  { source: 'assignee', kind: 'text', sortable: true },
  { source: 'requestId', kind: 'text', sortable: true },
  { source: 'customerName', kind: 'text', sortable: true },
  { source: 'lastUpdate', kind: 'datetime', sortable: true },
];

/** The queue as a read-only list configuration, so the masters' filter bar, export and phone rows serve it. */
export function escalationListConfig(data: EscalationFiltersData | undefined): ListConfig {
  const choices: Record<string, readonly string[]> = {
    status: data?.statuses ?? ESCALATION_STATUSES,
    priority: data?.priorities ?? ESCALATION_PRIORITIES,
    category: data?.categories ?? ESCALATION_CATEGORIES,
    kind: data?.kinds ?? ESCALATION_KINDS,
    assignee: data?.assignees ?? [],
  };
  return {
    resource: ESCALATION_RESOURCE,
    apiPath: ESCALATION_API_PATH,
    exportName: 'escalations',
    columns: COLUMNS,
    filters: ESCALATION_FILTERS.map((filter) =>
      choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter,
    ),
    optionalColumns: ['lastUpdate', 'kind', 'customerName', 'dueAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    recordText: 'id',
    phoneRow: { title: ['id', 'subject'], summary: ['priority', 'dueAt'], chip: 'status' },
  };
}
