import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { MOBILE_PREFIX } from '../../../../../domain/constants';
import {
  ASSIGNABLE_STATUSES,
  ASSIGNED_STATUS,
  notAssignable,
  REQUEST_OPERATION_MESSAGES as M,
  type AssignChannelPartner,
  type AssignTechnician,
} from '../../../../../domain/requests/operations';
import type { Config } from '../../../config';
import { badRequest, conflict } from '../../../platform/errors';
import type { Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { partnerSlots, slotCapacityOf, technicianSlots } from '../slots';
import { changeRequest, type ChangedRequest, type RequestRule } from './change';
import { partnerDayRefusal, partnersServing, slotOf, technicianCandidates, technicianRefusal } from './eligibility';
import { partnerNotice, visitText } from './notices';
import {
  inLockOrder,
  releasePartnerUnit,
  releaseTechnicianUnit,
  takePartnerUnit,
  takeTechnicianUnit,
} from './slotUnits';

/** Assignment happens before the work is done: not once a request is resolved, completed or cancelled. */
const assignable =
  (kind: RequestKindName): RequestRule =>
  (head) => {
    if (!(ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(head.status))
      throw conflict(notAssignable(head.status));
  };

/**
 * Assigns another channel partner: an Active partner serving the request's area, service and (repair) brand and
 * product, working that weekday there, with a unit free in the request's slot. The old partner's unit (and the
 * technician's, who worked for the old partner and is unassigned) is given back and the new one's taken; a request that
 * was Assigned or Scheduled is Open again, waiting for the new partner's technician. The partner is told by e-mail.
 */
export function assignChannelPartner(
  tx: Transaction,
  caller: Caller,
  input: AssignChannelPartner & { kind: RequestKindName; settings: Pick<Config, 'availabilityWindowDays'> },
): Promise<ChangedRequest> {
  const { kind: kindName, settings } = input;
  const kind = REQUEST_KINDS[kindName];
  const target = { kind: kindName, id: input.requestId };
  return changeRequest(
    tx,
    caller,
    target,
    async (tx, head) => {
      if (head.channelPartnerId === input.channelPartnerId)
        throw conflict(M.samePartner, { channelPartnerId: M.samePartner });
      const partner = (await partnersServing(tx, kindName, head)).find((p) => p.id === input.channelPartnerId);
      if (!partner) throw badRequest(M.partnerNotServing, { channelPartnerId: M.partnerNotServing });
      const closed = await partnerDayRefusal(tx, settings, partner.id, head);
      if (closed) throw conflict(closed, { channelPartnerId: closed });

      const slot = slotOf(head);
      const capacity = await slotCapacityOf(partnerSlots(tx, partner.id), slot.serviceId, slot.slot);
      await inLockOrder(
        head.channelPartnerId,
        partner.id,
        () => releasePartnerUnit(tx, { ...slot, channelPartnerId: head.channelPartnerId }),
        () => takePartnerUnit(tx, { ...slot, channelPartnerId: partner.id, capacity }),
      );
      // The technician worked for the old partner: their unit goes back too.
      if (head.technicianId) await releaseTechnicianUnit(tx, { ...slot, technicianId: head.technicianId });
      const status = head.status === ASSIGNED_STATUS[kindName] || head.status === 'Scheduled' ? 'Open' : head.status;
      await tx.execute(
        sql`UPDATE ${kind.table} SET channel_partner_id = ${partner.id}, technician_id = NULL, status = ${status}
            WHERE id = ${head.id}`,
      );
      return {
        activity: activityText('partnerAssigned'),
        remark: head.technicianId ? activityRemark('partnerReplaced', { partner: partner.name }) : partner.name,
        messages: (tx, changed) => partnerNotice(tx, changed, 'assigned'),
      };
    },
    assignable(kindName),
  );
}

/**
 * Assigns a technician: an Active technician of the request's partner, serving its pincode and area, holding its
 * service and (a repair) repairing its brand and product (eligibility.ts), takes a unit of their own capacity in the
 * request's slot (409 when they have none left); the previous technician's unit is given back. An Open repair becomes
 * Assigned, an Open pick-up Scheduled; later statuses stay. The technician is told by SMS.
 */
export function assignTechnician(
  tx: Transaction,
  caller: Caller,
  input: AssignTechnician & { kind: RequestKindName },
): Promise<ChangedRequest> {
  const { kind: kindName } = input;
  const kind = REQUEST_KINDS[kindName];
  return changeRequest(
    tx,
    caller,
    { kind: kindName, id: input.requestId },
    async (tx, head) => {
      if (head.technicianId === input.technicianId)
        throw conflict(M.sameTechnician, { technicianId: M.sameTechnician });
      const [technician] = await technicianCandidates(tx, kindName, head, input.technicianId);
      const refusal = technicianRefusal(technician, head);
      if (refusal || !technician) throw badRequest(refusal!, { technicianId: refusal! });

      const slot = slotOf(head);
      const capacity = await slotCapacityOf(technicianSlots(tx, technician), slot.serviceId, slot.slot);
      const take = () => takeTechnicianUnit(tx, { ...slot, technicianId: technician.id, capacity });
      const previous = head.technicianId;
      if (previous)
        await inLockOrder(
          previous,
          technician.id,
          () => releaseTechnicianUnit(tx, { ...slot, technicianId: previous }),
          take,
        );
      else await take();
      const status = head.status === 'Open' ? ASSIGNED_STATUS[kindName] : head.status;
      await tx.execute(
        sql`UPDATE ${kind.table} SET technician_id = ${technician.id}, status = ${status} WHERE id = ${head.id}`,
      );
      return {
        activity: activityText('technicianAssigned'),
        remark: technician.name,
        messages: async (_tx, changed) => [
          {
            channel: 'sms',
            to: `${MOBILE_PREFIX}${technician.mobile}`,
            topic: 'requestAssigned',
            body: `Reloop: request ${changed.id} is assigned to you: ${visitText(changed)}.`,
          },
        ],
      };
    },
    assignable(kindName),
  );
}
