import { timelineKeys } from '../../../../domain/timeline';
import { sql } from 'drizzle-orm';
import { ESCALATION_ENTITY, type EscalationStatus } from '../../../../domain/escalations/constants';
import type { EscalationRecord } from '../../../../domain/escalations/schemas';
import { requestKindOfId } from '../../../../domain/requests/operations';
import { type Executor, firstRow, iso, isoOrNull, rows } from '../../platform/db';
import { BREACHED_SQL, ESCALATION_SOURCE } from './list';

/** What a write needs to know of an escalation before changing it. */
export interface EscalationHead {
  id: string;
  kind: string;
  status: EscalationStatus;
  priority: string;
  category: string;
  assignee: string | null;
  createdAt: string;
}

export async function escalationHead(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EscalationHead | undefined> {
  const head = await firstRow<EscalationHead & { createdAt: Date | string }>(
    db,
    sql`SELECT id, kind, status, priority, category, assignee, created_at AS "createdAt" FROM escalations WHERE id = ${id}${sql.raw(options.lock ? ' FOR UPDATE' : '')}`,
  );
  return head && { ...head, createdAt: iso(head.createdAt) };
}

type Stored = Omit<EscalationRecord, 'comments' | 'history' | 'requestKind'> &
  Record<'dueAt' | 'createdAt' | 'lastUpdate', Date | string>;

/** GET escalations/{id}: the escalation with its customer, its comments (newest first) and its history (newest first). */
export async function readEscalation(db: Executor, id: string): Promise<EscalationRecord | undefined> {
  const found = await firstRow<Stored>(
    db,
    sql`SELECT e.id, e.kind, e.category, e.priority, e.status, e.subject, e.description, e.request_id AS "requestId", c.user_name AS "userName",
               trim(c.first_name || ' ' || c.last_name) AS "customerName", e.assignee, e.due_at AS "dueAt", ${sql.raw(BREACHED_SQL)} AS breached,
               e.created_at AS "createdAt", e.last_update AS "lastUpdate", e.answer, e.answered_by AS "answeredBy", e.answered_at AS "answeredAt",
               e.resolution, e.resolved_at AS "resolvedAt", e.raised_by AS "raisedBy", e.customer_id AS "customerId"
        FROM ${sql.raw(ESCALATION_SOURCE)} WHERE e.id = ${id}`,
  );
  if (!found) return undefined;
  const [comments, history] = await Promise.all([
    rows<{ id: string | number; comment: string; by: string; createdAt: Date | string }>(
      db,
      sql`SELECT id, comment, by, created_at AS "createdAt" FROM escalation_comments WHERE escalation_id = ${id} ORDER BY created_at DESC, id DESC`,
    ),
    rows<{ timestamp: Date | string; activity: string; by: string | null; remark: string | null }>(
      db,
      sql`SELECT timestamp, activity, updated_by_user_name AS by, remark FROM activity_logs
          WHERE entity_id = ${id} AND entity_type = ${ESCALATION_ENTITY} ORDER BY timestamp DESC, id DESC`,
    ),
  ]);
  return {
    ...found,
    breached: Boolean(found.breached),
    dueAt: iso(found.dueAt),
    createdAt: iso(found.createdAt),
    lastUpdate: iso(found.lastUpdate),
    answeredAt: isoOrNull(found.answeredAt),
    resolvedAt: isoOrNull(found.resolvedAt),
    requestKind: found.requestId ? (requestKindOfId(found.requestId) ?? null) : null,
    comments: comments.map((c) => ({ id: String(c.id), comment: c.comment, by: c.by, createdAt: iso(c.createdAt) })),
    history: history.map((h) => ({
      timestamp: iso(h.timestamp),
      activity: h.activity,
      by: h.by ?? '',
      remark: h.remark,
      ...timelineKeys(h.activity, h.remark),
    })),
  };
}
