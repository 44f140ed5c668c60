import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MOBILE_PREFIX } from '../../../../../domain/constants';
import {
  ASSIGNABLE_STATUSES,
  ASSIGNED_STATUS,
  assignChannelPartnerSchema,
  assignTechnicianSchema,
  notAssignable,
  REQUEST_OPERATION_MESSAGES as M,
  type AssignChannelPartner,
  type AssignTechnician,
} from '../../../../../domain/requests/operations';
import { requestRecordSchema, type RequestRecord } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { badRequest, conflict } from '../../../platform/errors';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { errorSchema, security } from '../schemas';
import { partnerSlots, slotCapacityOf, technicianSlots } from '../slots';
import { changeRequest, type RequestRule } from './access';
import { partnerDayRefusal, partnersServing, slotOf, technicianCandidates, technicianRefusal } from './eligibility';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';
import { sendNotice, tellPartner, visitText } from './notices';
import {
  inLockOrder,
  releasePartnerUnit,
  releaseTechnicianUnit,
  takePartnerUnit,
  takeTechnicianUnit,
} from './slotUnits';

/** Who assigns the channel partner: an admin. */
export const partnerAssigners = requireRoles(ROLES.admin);
/** Who assigns the technician: the request's partner (its own requests, checked by changeRequest) or an admin. */
export const technicianAssigners = requireRoles(ROLES.admin, ROLES.channelPartner);

/** Assignment happens before the work is done: not once a request is resolved, completed or cancelled. */
export const assignable =
  (kind: RequestKindName): RequestRule =>
  (head) => {
    if (!(ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(head.status))
      throw conflict(notAssignable(head.status));
  };

/**
 * POST …/assign/channelPartner: another Active partner serving the request's area, service and (repair) brand and
 * product, working that weekday there, with a unit free in the request's slot. In one transaction the old partner's
 * unit (and the technician's, who worked for the old partner and is unassigned) is given back and the new one's taken;
 * a request that was Assigned or Scheduled is Open again, waiting for the new partner's technician.
 */
export async function assignChannelPartner(
  request: FastifyRequest,
  kindName: RequestKindName,
  body: AssignChannelPartner,
): Promise<RequestRecord> {
  const { config } = request.server.ctx;
  const kind = REQUEST_KINDS[kindName];
  const record = await changeRequest(
    request,
    kindName,
    body.requestId,
    async (tx, head) => {
      if (head.channelPartnerId === body.channelPartnerId)
        throw conflict(M.samePartner, { channelPartnerId: M.samePartner });
      const partner = (await partnersServing(tx, kindName, head)).find((p) => p.id === body.channelPartnerId);
      if (!partner) throw badRequest(M.partnerNotServing, { channelPartnerId: M.partnerNotServing });
      const closed = await partnerDayRefusal(tx, config, partner.id, head);
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
        sql`UPDATE ${kind.table} SET channel_partner_id = ${partner.id}, technician_id = NULL, status = ${status} WHERE id = ${head.id}`,
      );
      return {
        activity: activityText('partnerAssigned'),
        remark: head.technicianId ? activityRemark('partnerReplaced', { partner: partner.name }) : partner.name,
        notices: (notifyTx, changed) => tellPartner({ ...request.server.ctx, db: notifyTx }, changed, 'assigned'),
      };
    },
    assignable(kindName),
  );
  return record;
}

/**
 * POST …/assign/technician: an Active technician of the request's partner, serving its pincode and area, holding its
 * service and (a repair) repairing its brand and product (eligibility.ts), takes a unit of their own capacity in the request's slot (409 when they have none left); the previous
 * technician's unit is given back. An Open repair becomes Assigned, an Open pick-up Scheduled; later statuses stay.
 */
export async function assignTechnician(
  request: FastifyRequest,
  kindName: RequestKindName,
  body: AssignTechnician,
): Promise<RequestRecord> {
  const kind = REQUEST_KINDS[kindName];
  const record = await changeRequest(
    request,
    kindName,
    body.requestId,
    async (tx, head) => {
      if (head.technicianId === body.technicianId) throw conflict(M.sameTechnician, { technicianId: M.sameTechnician });
      const [technician] = await technicianCandidates(tx, kindName, head, body.technicianId);
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
        notices: (notifyTx, changed) =>
          sendNotice(
            { ...request.server.ctx, db: notifyTx },
            {
              channel: 'sms',
              to: `${MOBILE_PREFIX}${technician.mobile}`,
              topic: 'requestAssigned',
              body: `Reloop: request ${changed.id} is assigned to you: ${visitText(changed)}.`,
            },
          ),
      };
    },
    assignable(kindName),
  );
  return record;
}

const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** POST requests|pickUpRequests/assign/channelPartner and …/assign/technician (spec 001 §7). */
export async function assignmentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.post(
      `${path}/assign/channelPartner`,
      {
        onRequest: partnerAssigners,
        schema: { tags, security, body: assignChannelPartnerSchema, response: responses },
      },
      (request) => assignChannelPartner(request, kind, request.body),
    );
    app.post(
      `${path}/assign/technician`,
      { onRequest: technicianAssigners, schema: { tags, security, body: assignTechnicianSchema, response: responses } },
      (request) => assignTechnician(request, kind, request.body),
    );
  }
}
