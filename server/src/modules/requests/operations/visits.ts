import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestRecordSchema, type RequestRecord, type VisitKind } from '../../../../../domain/requests/records';
import { mayMove, REPAIR_MOVES, type RepairStatus } from '../../../../../domain/requests/statuses';
import {
  RESCHEDULABLE_STATUSES,
  REVISITABLE_STATUSES,
  revisitOpen,
  VISIT_MESSAGES,
  visitSchema,
} from '../../../../../domain/requests/visits';
import type { z } from '../../../../../domain/zod';
import { ROLES, type Role } from '../../../../../domain/roles';
import { currentUser, requireRoles } from '../../../platform/auth';
import { badRequest, conflict } from '../../../platform/errors';
import type { Transaction } from '../../../platform/db';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { errorSchema, repairTags, security } from '../schemas';
import { todayInIndia } from '../slots';
import { changeRequest, type RequestHead } from './access';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';
import { assertSlotOpen, moveVisitUnits, takeVisitUnits, type VisitSlot } from './visitSlots';

type Visit = z.output<typeof visitSchema>;

/** Who reschedules: staff and the request's partner (never a technician or a dealer). */
export const reschedulers = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner);
/** Who books a revisit (DESIGN.md: Resolved, Completed → Scheduled by admin, partner). */
const revisitors = requireRoles(ROLES.admin, ROLES.channelPartner);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The visit history row and the request's new slot. */
async function recordVisit(tx: Transaction, request: FastifyRequest, head: RequestHead, kind: VisitKind, visit: Visit) {
  await tx.execute(
    sql`UPDATE ${REQUEST_KINDS[head.kind].table} SET appointment_date = ${visit.date}, appointment_slot = ${visit.slot} WHERE id = ${head.id}`,
  );
  await tx.execute(sql`INSERT INTO request_visits (request_id, request_kind, kind, from_date, from_slot, to_date, to_slot, reason, by_user_name)
      VALUES (${head.id}, ${head.kind}, ${kind}, ${head.appointmentDate}, ${head.appointmentSlot}, ${visit.date}, ${visit.slot}, ${visit.reason}, ${currentUser(request).username})`);
}

const slotText = (at: VisitSlot) => `${at.date} ${at.slot}`;

/** The customer hears of the new slot by SMS, written to the outbox with the visit. */
const tellCustomer =
  (request: FastifyRequest, body: (record: RequestRecord) => string) => (tx: Transaction, record: RequestRecord) =>
    request.server.ctx.notifier.enqueue(tx, { channel: 'sms', to: record.customer.mobileNumber, body: body(record) });

/** PATCH requests/reschedule, PATCH pickUpRequests/reschedule: the same request, another open slot, its units moved. */
async function reschedule(request: FastifyRequest, kind: RequestKindName, visit: Visit) {
  const rule = (head: RequestHead) => {
    if (!(RESCHEDULABLE_STATUSES[kind] as readonly string[]).includes(head.status))
      throw conflict(VISIT_MESSAGES.notReschedulable(head.status));
  };
  const record = await changeRequest(
    request,
    kind,
    visit.requestId,
    async (tx, head) => {
      if (head.appointmentDate === visit.date && head.appointmentSlot === visit.slot)
        throw badRequest(VISIT_MESSAGES.sameSlot, { slot: VISIT_MESSAGES.sameSlot });
      await assertSlotOpen(tx, request.server.ctx.config, head, visit);
      await moveVisitUnits(tx, head, visit);
      await recordVisit(tx, request, head, 'reschedule', visit);
      return {
        activity: activityText('requestRescheduled'),
        remark: `${slotText({ date: head.appointmentDate, slot: head.appointmentSlot })} → ${slotText(visit)}: ${visit.reason}`,
        notices: tellCustomer(
          request,
          (record) => `Reloop: your request ${record.id} is rescheduled to ${slotText(visit)}.`,
        ),
      };
    },
    rule,
  );
  return record;
}

/**
 * PATCH requests/revisit: a resolved or completed repair, within the configured days of its last visit (the
 * appointment), gets a new visit in an open slot with the units it takes, and is Scheduled again.
 */
async function revisit(request: FastifyRequest, visit: Visit) {
  const { config } = request.server.ctx;
  const rule = (head: RequestHead, role: Role) => {
    const status = head.status as RepairStatus;
    if (!REVISITABLE_STATUSES.includes(status) || !mayMove(REPAIR_MOVES, status, 'Scheduled', role))
      throw conflict(VISIT_MESSAGES.notRevisitable);
    if (!revisitOpen(head.appointmentDate, todayInIndia().today, config.revisitWindowDays))
      throw conflict(VISIT_MESSAGES.revisitClosed(config.revisitWindowDays));
  };
  const record = await changeRequest(
    request,
    'repair',
    visit.requestId,
    async (tx, head) => {
      await assertSlotOpen(tx, config, head, visit);
      await takeVisitUnits(tx, head, visit);
      await recordVisit(tx, request, head, 'revisit', visit);
      await tx.execute(
        sql`UPDATE requests SET status = 'Scheduled', status_remark = ${visit.reason} WHERE id = ${head.id}`,
      );
      return {
        activity: activityText('revisitScheduled'),
        remark: `${slotText(visit)}: ${visit.reason}`,
        notices: tellCustomer(
          request,
          (record) => `Reloop: a revisit for your request ${record.id} is scheduled on ${slotText(visit)}.`,
        ),
      };
    },
    rule,
  );
  return record;
}

/** PATCH requests/reschedule and requests/revisit, PATCH pickUpRequests/reschedule (spec 001 §7). */
export async function visitRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.patch(
      `${path}/reschedule`,
      { onRequest: reschedulers, schema: { tags, security, body: visitSchema, response: responses } },
      (request) => reschedule(request, kind, request.body),
    );
  }
  app.patch(
    '/requests/revisit',
    { onRequest: revisitors, schema: { tags: repairTags, security, body: visitSchema, response: responses } },
    (request) => revisit(request, request.body),
  );
}
