import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { VisitKind } from '../../../../../domain/requests/records';
import { mayMove, REPAIR_MOVES, type RepairStatus } from '../../../../../domain/requests/statuses';
import {
  RESCHEDULABLE_STATUSES,
  REVISITABLE_STATUSES,
  revisitOpen,
  VISIT_MESSAGES,
  visitSchema,
} from '../../../../../domain/requests/visits';
import type { z } from '../../../../../domain/zod';
import type { Role } from '../../../../../domain/roles';
import type { Config } from '../../../config';
import { badRequest, conflict } from '../../../platform/errors';
import type { Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { todayInIndia } from '../slots';
import type { RequestHead } from './access';
import { changeRequest, type ChangedRequest } from './change';
import { customerSms } from './notices';
import { assertSlotOpen, moveVisitUnits, takeVisitUnits, type VisitSlot } from './visitSlots';

type Visit = z.output<typeof visitSchema>;

/** The settings a visit is checked against: how far ahead a slot is open, and how long after a visit a revisit is. */
type VisitSettings = Pick<Config, 'availabilityWindowDays' | 'revisitWindowDays'>;

/** The visit history row and the request's new slot. */
async function recordVisit(tx: Transaction, by: Caller, head: RequestHead, kind: VisitKind, visit: Visit) {
  await tx.execute(
    sql`UPDATE ${REQUEST_KINDS[head.kind].table} SET appointment_date = ${visit.date}, appointment_slot = ${visit.slot}
        WHERE id = ${head.id}`,
  );
  await tx.execute(sql`INSERT INTO request_visits (request_id, request_kind, kind, from_date, from_slot, to_date,
      to_slot, reason, by_user_name)
      VALUES (${head.id}, ${head.kind}, ${kind}, ${head.appointmentDate}, ${head.appointmentSlot}, ${visit.date},
        ${visit.slot}, ${visit.reason}, ${by.user.username})`);
}

const slotText = (at: VisitSlot) => `${at.date} ${at.slot}`;

/**
 * A reschedule: the same request, another open slot, its units moved; the customer is told the new slot by SMS.
 */
export function reschedule(
  tx: Transaction,
  caller: Caller,
  { kind, settings, ...visit }: Visit & { kind: RequestKindName; settings: VisitSettings },
): Promise<ChangedRequest> {
  const rule = (head: RequestHead) => {
    if (!(RESCHEDULABLE_STATUSES[kind] as readonly string[]).includes(head.status))
      throw conflict(VISIT_MESSAGES.notReschedulable(head.status));
  };
  return changeRequest(
    tx,
    caller,
    { kind, id: visit.requestId },
    async (tx, head) => {
      if (head.appointmentDate === visit.date && head.appointmentSlot === visit.slot)
        throw badRequest(VISIT_MESSAGES.sameSlot, { slot: VISIT_MESSAGES.sameSlot });
      await assertSlotOpen(tx, settings, head, visit);
      await moveVisitUnits(tx, head, visit);
      await recordVisit(tx, caller, head, 'reschedule', visit);
      const from = slotText({ date: head.appointmentDate, slot: head.appointmentSlot });
      return {
        activity: activityText('requestRescheduled'),
        remark: `${from} → ${slotText(visit)}: ${visit.reason}`,
        messages: async (_tx, record) => [
          customerSms(record, `Reloop: your request ${record.id} is rescheduled to ${slotText(visit)}.`),
        ],
      };
    },
    rule,
  );
}

/**
 * A revisit: a resolved or completed repair, within the configured days of its last visit (the appointment), gets a new
 * visit in an open slot with the units it takes, and is Scheduled again; the customer is told by SMS.
 */
export function revisit(
  tx: Transaction,
  caller: Caller,
  { settings: config, ...visit }: Visit & { settings: VisitSettings },
): Promise<ChangedRequest> {
  const rule = (head: RequestHead, role: Role) => {
    const status = head.status as RepairStatus;
    if (!REVISITABLE_STATUSES.includes(status) || !mayMove(REPAIR_MOVES, status, 'Scheduled', role))
      throw conflict(VISIT_MESSAGES.notRevisitable);
    if (!revisitOpen(head.appointmentDate, todayInIndia().today, config.revisitWindowDays))
      throw conflict(VISIT_MESSAGES.revisitClosed(config.revisitWindowDays));
  };
  return changeRequest(
    tx,
    caller,
    { kind: 'repair', id: visit.requestId },
    async (tx, head) => {
      await assertSlotOpen(tx, config, head, visit);
      await takeVisitUnits(tx, head, visit);
      await recordVisit(tx, caller, head, 'revisit', visit);
      await tx.execute(
        sql`UPDATE requests SET status = 'Scheduled', status_remark = ${visit.reason} WHERE id = ${head.id}`,
      );
      return {
        activity: activityText('revisitScheduled'),
        remark: `${slotText(visit)}: ${visit.reason}`,
        messages: async (_tx, record) => [
          customerSms(record, `Reloop: a revisit for your request ${record.id} is scheduled on ${slotText(visit)}.`),
        ],
      };
    },
    rule,
  );
}
