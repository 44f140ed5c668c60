import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { activityRemark } from '../../../../domain/activityRemarks';
import { sql } from 'drizzle-orm';
import {
  canMoveEscalation,
  ESCALATION_ENTITY,
  ESCALATION_MESSAGES,
  type EscalationPriority,
  type EscalationStatus,
} from '../../../../domain/escalations/constants';
import type {
  EscalationStatusBody,
  RaiseEscalationBody,
  UpdateEscalationBody,
} from '../../../../domain/escalations/schemas';
import { requestKindOfId } from '../../../../domain/requests/operations';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { rowOf, idRow, type Transaction } from '../../platform/db';
import { REQUEST_KINDS } from '../requestKinds';
import { customerIdByUserName } from '../customers';
import { requestHead } from '../requests';
import { escalationHead, type EscalationHead } from './records';

type Raise = { [K in keyof RaiseEscalationBody]-?: Exclude<RaiseEscalationBody[K], undefined> };
const STAFF_GROUPS: readonly string[] = [ROLES.admin, ROLES.customerCare];

/** The customer of the escalation: the request's when one is named, else the one named by user name. */
async function customerOf(
  tx: Transaction,
  body: Pick<Raise, 'requestId' | 'userName'>,
): Promise<{ customerId: string; requestEntity?: string }> {
  if (body.requestId) {
    const kind = requestKindOfId(body.requestId);
    const head = kind && (await requestHead(tx, kind, body.requestId));
    if (!kind || !head)
      throw badRequest(ESCALATION_MESSAGES.requestNotFound, { requestId: ESCALATION_MESSAGES.requestNotFound });
    if (body.userName) {
      if ((await customerIdByUserName(tx, body.userName)) !== head.customerId)
        throw badRequest(ESCALATION_MESSAGES.customerMismatch, { userName: ESCALATION_MESSAGES.customerMismatch });
    }
    return { customerId: head.customerId, requestEntity: REQUEST_KINDS[kind].entityType };
  }
  const customerId = await customerIdByUserName(tx, body.userName ?? '');
  if (!customerId)
    throw badRequest(ESCALATION_MESSAGES.customerNotFound, { userName: ESCALATION_MESSAGES.customerNotFound });
  return { customerId };
}

/**
 * POST escalations: the deadline is the priority's SLA from now; the raise is in the escalation's history and the
 * request's.
 */
export async function raiseEscalation(ctx: AppContext, body: Raise, user: AuthUser): Promise<string> {
  const hours = ctx.config.escalationSlaHours[body.priority as EscalationPriority];
  return ctx.db.transaction(async (tx) => {
    const { customerId, requestEntity } = await customerOf(tx, body);
    const created = await rowOf(
      tx,
      idRow,
      sql`INSERT INTO escalations (kind, category, priority, subject, description, request_id, customer_id, due_at,
          raised_by)
          VALUES (${body.kind}, ${body.category}, ${body.priority}, ${body.subject}, ${body.description},
            ${body.requestId}, ${customerId},
                  now() + make_interval(hours => ${hours}::int), ${user.username})
          RETURNING id`,
    );
    const id = created!.id;
    await recordActivity(tx, {
      entityId: id,
      entityType: ESCALATION_ENTITY,
      activity: activityText(body.kind === 'Enquiry' ? 'enquiryRaised' : 'complaintRaised'),
      remark: activityRemark('escalationRaised', {
        category: body.category,
        priority: body.priority,
        subject: body.subject,
      }),
      by: user,
    });
    if (body.requestId && requestEntity) {
      await recordActivity(tx, {
        entityId: body.requestId,
        entityType: requestEntity,
        activity: activityText('escalationRaised', { id }),
        remark: body.subject,
        by: user,
      });
    }
    return id;
  });
}

/** An assignee is an enabled staff user of the admin or customer care group, named by e-mail. */
async function staffAssignee(ctx: AppContext, email: string): Promise<string> {
  const users = await ctx.identity.findUsers({ email });
  const staff = users.find(
    (user) => user.pool === 'staff' && user.enabled && user.groups.some((group) => STAFF_GROUPS.includes(group)),
  );
  if (!staff)
    throw badRequest(ESCALATION_MESSAGES.assigneeNotStaff, { assignee: ESCALATION_MESSAGES.assigneeNotStaff });
  return staff.attributes.email ?? email;
}

/** Locks the escalation for a change: missing is 404, a closed one 409. */
async function openForChange(tx: Transaction, id: string): Promise<EscalationHead> {
  const head = await escalationHead(tx, id, { lock: true });
  if (!head) throw notFound(ESCALATION_MESSAGES.notFound);
  if (head.status === 'Closed') throw conflict(ESCALATION_MESSAGES.closedUnchangeable);
  return head;
}

const record = (tx: Transaction, id: string, user: AuthUser, activity: ActivityText, remark?: string | null) =>
  recordActivity(tx, { entityId: id, entityType: ESCALATION_ENTITY, activity, remark, by: user });

/**
 * PATCH escalations/{id}: assignee (blank unassigns; checked before the transaction), priority (deadline recomputed
 * from raising), category.
 */
export async function updateEscalation(ctx: AppContext, id: string, body: UpdateEscalationBody, user: AuthUser) {
  const assignee =
    body.assignee === undefined ? undefined : body.assignee === '' ? null : await staffAssignee(ctx, body.assignee);
  await ctx.db.transaction(async (tx) => {
    const head = await openForChange(tx, id);
    if (assignee !== undefined && assignee !== head.assignee) {
      await tx.execute(sql`UPDATE escalations SET assignee = ${assignee}, last_update = now() WHERE id = ${id}`);
      await record(
        tx,
        id,
        user,
        assignee ? activityText('escalationAssigned', { assignee }) : activityText('escalationUnassigned'),
      );
    }
    if (body.priority && body.priority !== head.priority) {
      const hours = ctx.config.escalationSlaHours[body.priority];
      await tx.execute(
        sql`UPDATE escalations SET priority = ${body.priority},
            due_at = created_at + make_interval(hours => ${hours}::int), last_update = now() WHERE id = ${id}`,
      );
      await record(
        tx,
        id,
        user,
        activityText('priorityChanged', { priority: body.priority }),
        activityRemark('priorityFrom', { priority: head.priority, hours }),
      );
    }
    if (body.category && body.category !== head.category) {
      await tx.execute(sql`UPDATE escalations SET category = ${body.category}, last_update = now() WHERE id = ${id}`);
      await record(
        tx,
        id,
        user,
        activityText('categoryChanged', { category: body.category }),
        activityRemark('categoryFrom', { category: head.category }),
      );
    }
  });
}

/**
 * PUT escalations/{id}/status: only the moves of ESCALATION_MOVES (409 otherwise); resolving stops the SLA clock,
 * reopening restarts it (closing keeps the resolution).
 */
export async function moveEscalation(ctx: AppContext, id: string, body: EscalationStatusBody, user: AuthUser) {
  await ctx.db.transaction(async (tx) => {
    const head = await escalationHead(tx, id, { lock: true });
    if (!head) throw notFound(ESCALATION_MESSAGES.notFound);
    const to = body.status as EscalationStatus;
    if (!canMoveEscalation(head.status, to))
      throw conflict(ESCALATION_MESSAGES.moveNotAllowed(head.status, to), {
        status: ESCALATION_MESSAGES.moveNotAllowed(head.status, to),
      });
    const remark = body.remark ?? null;
    const resolution =
      to === 'Resolved'
        ? sql`resolved_at = now(), resolution = ${remark},`
        : to === 'Closed'
          ? sql``
          : sql`resolved_at = NULL, resolution = NULL,`;
    await tx.execute(sql`UPDATE escalations SET status = ${to}, ${resolution} last_update = now() WHERE id = ${id}`);
    await record(
      tx,
      id,
      user,
      head.status === 'Resolved' && to === 'In progress'
        ? activityText('escalationReopened')
        : activityText('statusChanged', { status: to }),
      remark,
    );
  });
}

/** POST escalations/{id}/comments: a note of the people working it. */
export async function addEscalationComment(ctx: AppContext, id: string, comment: string, user: AuthUser) {
  await ctx.db.transaction(async (tx) => {
    await openForChange(tx, id);
    await tx.execute(
      sql`INSERT INTO escalation_comments (escalation_id, comment, by) VALUES (${id}, ${comment}, ${user.username})`,
    );
    await tx.execute(sql`UPDATE escalations SET last_update = now() WHERE id = ${id}`);
  });
}

/**
 * PUT escalations/{id}/answer: what an enquiry's customer was told (a later answer replaces it; the history keeps
 * each).
 */
export async function answerEnquiry(ctx: AppContext, id: string, answer: string, user: AuthUser) {
  await ctx.db.transaction(async (tx) => {
    const head = await openForChange(tx, id);
    if (head.kind !== 'Enquiry') throw conflict(ESCALATION_MESSAGES.answerOnlyForEnquiry);
    await tx.execute(
      sql`UPDATE escalations SET answer = ${answer}, answered_by = ${user.username}, answered_at = now(),
          last_update = now() WHERE id = ${id}`,
    );
    await record(tx, id, user, activityText('answerGiven'), answer);
  });
}
