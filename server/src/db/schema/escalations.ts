import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { customers } from './customers';

export const escalationIdSeq = pgSequence('escalations_id_seq', { startWith: 100001 });

/**
 * Customer complaints and enquiries: the request (repair or pick-up, by its id's prefix) is a plain column because it
 * lives in one of two tables; the customer is always known. `due_at` is set from the priority's SLA when it is raised
 * or re-prioritised; the history is the activity log of the escalation's id.
 */
export const escalations = pgTable(
  'escalations',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'ESC' || nextval('escalations_id_seq')`),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('Open'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    requestId: text('request_id'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The staff user (e-mail) working it: an admin or customer care user. */
    assignee: text('assignee'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    raisedBy: text('raised_by').notNull(),
    ...auditColumns(),
  },
  (t) => [
    // The queue's default order (newest first) and its filters, each ending in the order so a filtered page is an index
    // scan.
    index('escalations_created_idx').on(t.createdAt, t.id),
    index('escalations_status_created_idx').on(t.status, t.createdAt, t.id),
    index('escalations_priority_created_idx').on(t.priority, t.createdAt, t.id),
    index('escalations_category_created_idx').on(t.category, t.createdAt, t.id),
    index('escalations_assignee_created_idx').on(t.assignee, t.createdAt, t.id),
    index('escalations_request_idx').on(t.requestId, t.createdAt),
    index('escalations_customer_idx').on(t.customerId, t.createdAt),
    // "Breached and still open" reads the deadlines of the open ones only.
    index('escalations_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} IN ('Open', 'In progress')`),
    check('escalations_request_or_enquiry', sql`${t.kind} = 'Enquiry' OR ${t.requestId} IS NOT NULL`),
  ],
);

/** Comments of the people working an escalation, only ever added. */
export const escalationComments = pgTable(
  'escalation_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    escalationId: text('escalation_id')
      .notNull()
      .references(() => escalations.id),
    comment: text('comment').notNull(),
    by: text('by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('escalation_comments_escalation_idx').on(t.escalationId, t.createdAt)],
);
