import { timelineKeys } from '../../../../domain/timeline';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ESCALATION_ENTITY } from '../../../../domain/escalations/constants';
import { escalationRecordSchema, type EscalationRecord } from '../../../../domain/escalations/schemas';
import { requestKindOfId } from '../../../../domain/requests/operations';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';
import { BREACHED_SQL, ESCALATION_SOURCE, ofCustomer } from './list';

const escalationHeadRow = escalationRecordSchema
  .pick({ id: true, kind: true, status: true, priority: true, category: true, assignee: true })
  .extend({ createdAt: column.instant });
/** What a write needs to know of an escalation before changing it. */
export type EscalationHead = z.output<typeof escalationHeadRow>;

export async function escalationHead(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EscalationHead | undefined> {
  return rowOf(
    db,
    escalationHeadRow,
    sql`SELECT id, kind, status, priority, category, assignee, created_at AS "createdAt" FROM escalations
        WHERE id = ${id}${sql.raw(options.lock ? ' FOR UPDATE' : '')}`,
  );
}

const storedRow = escalationRecordSchema.omit({ comments: true, history: true, requestKind: true }).extend({
  dueAt: column.instant,
  createdAt: column.instant,
  lastUpdate: column.instant,
  answeredAt: column.instant.nullable(),
  resolvedAt: column.instant.nullable(),
});
const commentRow = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  comment: z.string(),
  by: z.string(),
  createdAt: column.instant,
});
const historyRow = z.object({
  timestamp: column.instant,
  activity: z.string(),
  by: z.string().nullable(),
  remark: z.string().nullable(),
});

/**
 * GET escalations/{id}: the escalation with its customer, its comments (newest first) and its history (newest first).
 */
export async function readEscalation(db: Executor, id: string): Promise<EscalationRecord | undefined> {
  const found = await rowOf(
    db,
    storedRow,
    sql`SELECT e.id, e.kind, e.category, e.priority, e.status, e.subject, e.description, e.request_id AS "requestId",
        ${sql.raw(ofCustomer.columns.userName)} AS "userName",
               ${sql.raw(ofCustomer.columns.name)} AS "customerName", e.assignee, e.due_at AS "dueAt",
                 ${sql.raw(BREACHED_SQL)} AS breached,
               e.created_at AS "createdAt", e.last_update AS "lastUpdate", e.answer, e.answered_by AS "answeredBy",
                 e.answered_at AS "answeredAt",
               e.resolution, e.resolved_at AS "resolvedAt", e.raised_by AS "raisedBy", e.customer_id AS "customerId"
        FROM ${sql.raw(ESCALATION_SOURCE)} WHERE e.id = ${id}`,
  );
  if (!found) return undefined;
  const [comments, history] = await Promise.all([
    rowsOf(
      db,
      commentRow,
      sql`SELECT id, comment, by, created_at AS "createdAt" FROM escalation_comments WHERE escalation_id = ${id}
          ORDER BY created_at DESC, id DESC`,
    ),
    rowsOf(
      db,
      historyRow,
      sql`SELECT timestamp, activity, updated_by_user_name AS by, remark FROM activity_logs
          WHERE entity_id = ${id} AND entity_type = ${ESCALATION_ENTITY} ORDER BY timestamp DESC, id DESC`,
    ),
  ]);
  return {
    ...found,
    requestKind: found.requestId ? (requestKindOfId(found.requestId) ?? null) : null,
    comments,
    history: history.map((h) => ({ ...h, by: h.by ?? '', ...timelineKeys(h.activity, h.remark) })),
  };
}
