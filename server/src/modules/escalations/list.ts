import {
  ESCALATION_CATEGORIES,
  ESCALATION_KINDS,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
} from '../../../../domain/escalations/constants';
import type { EscalationRow } from '../../../../domain/escalations/schemas';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues } from '../../platform/listEngine';
import { customerJoin } from '../customers';

/**
 * SLA breached: still being worked (Open, In progress) past the deadline, or resolved after it. Computed in SQL from
 * the stored deadline, so the list filters on it and no job has to mark anything.
 */
export const BREACHED_SQL =
  `((e.status IN ('Open', 'In progress') AND e.due_at < now()) ` +
  `OR (e.resolved_at IS NOT NULL AND e.resolved_at > e.due_at))`;

/** The escalation's customer, whom every escalation has. */
export const ofCustomer = customerJoin('c', 'e.customer_id', { inner: true });

export const ESCALATION_SOURCE = `escalations e ${ofCustomer.join}`;

/** POST escalations/getByPaginationAndFilter and POST escalations/export: newest raised first. */
export const escalationList = defineListResource<EscalationRow>({
  source: ESCALATION_SOURCE,
  countSource: 'escalations e',
  properties: {
    id: { column: 'e.id', type: 'text' },
    kind: { column: 'e.kind', type: 'enum', values: ESCALATION_KINDS },
    category: { column: 'e.category', type: 'enum', values: ESCALATION_CATEGORIES },
    priority: { column: 'e.priority', type: 'enum', values: ESCALATION_PRIORITIES },
    status: { column: 'e.status', type: 'enum', values: ESCALATION_STATUSES },
    subject: { column: 'e.subject', type: 'text' },
    requestId: { column: 'e.request_id', type: 'text' },
    userName: { column: ofCustomer.columns.userName, type: 'text' },
    customerName: { column: ofCustomer.columns.name, type: 'text' },
    assignee: { column: 'e.assignee', type: 'text' },
    dueAt: { column: 'e.due_at', type: 'timestamp' },
    breached: { column: BREACHED_SQL, type: 'boolean' },
    createdAt: { column: 'e.created_at', type: 'timestamp' },
    lastUpdate: { column: 'e.last_update', type: 'timestamp' },
  },
  fields: [
    'id',
    'kind',
    'category',
    'priority',
    'status',
    'subject',
    'requestId',
    'userName',
    'customerName',
    'assignee',
    'dueAt',
    'breached',
    'createdAt',
    'lastUpdate',
  ],
  defaultSortBy: 'createdAt',
  key: 'e.id',
});

/** GET escalations/filters/data: the fixed choices, the assignees in use and the SLA hours per priority. */
export async function escalationFiltersData(database: DatabaseHandle, slaHours: Record<string, number>) {
  // A loose index scan over (assignee, …): as many index probes as there are assignees, whatever the queue's size.
  const assignees = await distinctValues<string>(database, {
    source: 'escalations e',
    column: 'e.assignee',
    loose: true,
  });
  return {
    statuses: [...ESCALATION_STATUSES],
    priorities: [...ESCALATION_PRIORITIES],
    categories: [...ESCALATION_CATEGORIES],
    kinds: [...ESCALATION_KINDS],
    assignees,
    slaHours,
  };
}
