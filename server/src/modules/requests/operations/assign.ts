import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SLOT_CLOSED_MESSAGES, weekdayOf } from '../../../../../domain/channelPartner/timeSlots';
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
import type { Message } from '../../../platform/notify';
import { requireRoles } from '../../../platform/auth';
import { badRequest, conflict } from '../../../platform/errors';
import { partnersServingArea } from '../../channelPartners/list';
import { type Executor, firstRow } from '../../channelPartners/sql';
import { REQUEST_KINDS, type RequestKindName } from '../kinds';
import { errorSchema, pickUpTags, repairTags, security } from '../schemas';
import { partnerSlots, slotCapacityOf, slotRules, technicianSlots } from '../slots';
import { changeRequest, type RequestHead, type RequestRule } from './access';
import { inLockOrder, releasePartnerUnit, releaseTechnicianUnit, takePartnerUnit, takeTechnicianUnit } from './slotUnits';

/** Who assigns the channel partner: an admin. */
const partnerAssigners = requireRoles(ROLES.admin);
/** Who assigns the technician: the request's partner (its own requests, checked by changeRequest) or an admin. */
const technicianAssigners = requireRoles(ROLES.admin, ROLES.channelPartner);

/** Assignment happens before the work is done: not once a request is resolved, completed or cancelled. */
const assignable =
  (kind: RequestKindName): RequestRule =>
  (head) => {
    if (!(ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(head.status)) throw conflict(notAssignable(head.status));
  };

/** Where a request's visit is: its slot, and the address partners and technicians must serve. */
const slotOf = (head: RequestHead) => ({ serviceId: head.serviceId, date: head.appointmentDate, slot: head.appointmentSlot });

/** The brand and product a repair's partner must repair; a pick-up collects whatever the customer hands over. */
async function catalogueOf(tx: Executor, kind: RequestKindName, id: string) {
  if (kind === 'pickUp') return {};
  return (await firstRow<{ brandId: string; productId: string }>(tx, sql`SELECT brand_id AS "brandId", product_id AS "productId" FROM requests WHERE id = ${id}`)) ?? {};
}

/** Sends after the commit: a message that cannot be sent now is logged, the assignment stands. */
async function tell(request: FastifyRequest, message: Message | undefined, requestId: string) {
  if (!message) return;
  await request.server.ctx.notifier.send(message).catch((error: unknown) => request.log.warn({ err: error, requestId }, 'assignment notice not sent'));
}

const visitText = (record: RequestRecord) =>
  `${record.serviceName}, ${record.appointmentSlot.date} ${record.appointmentSlot.slot}, ${record.address.area} ${record.address.pincode}`;

/**
 * POST …/assign/channelPartner: another Active partner serving the request's area, service and (repair) brand and
 * product, working that weekday there, with a unit free in the request's slot. In one transaction the old partner's
 * unit (and the technician's, who worked for the old partner and is unassigned) is given back and the new one's taken;
 * a request that was Assigned or Scheduled is Open again, waiting for the new partner's technician.
 */
export async function assignChannelPartner(request: FastifyRequest, kindName: RequestKindName, body: AssignChannelPartner): Promise<RequestRecord> {
  const { config } = request.server.ctx;
  const kind = REQUEST_KINDS[kindName];
  const record = await changeRequest(
    request,
    kindName,
    body.requestId,
    async (tx, head) => {
      if (head.channelPartnerId === body.channelPartnerId) throw conflict(M.samePartner, { channelPartnerId: M.samePartner });
      const serving = await partnersServingArea(tx, { serviceId: head.serviceId, pincode: head.pincode, area: head.area, ...(await catalogueOf(tx, kindName, head.id)) });
      const partner = serving.find((p) => p.id === body.channelPartnerId);
      if (!partner) throw badRequest(M.partnerNotServing, { channelPartnerId: M.partnerNotServing });
      const { weekdays } = await slotRules(tx, config, partner.id, head);
      if (weekdays?.length && !weekdays.includes(weekdayOf(head.appointmentDate))) throw conflict(SLOT_CLOSED_MESSAGES.weekday, { channelPartnerId: SLOT_CLOSED_MESSAGES.weekday });

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
      await tx.execute(sql`UPDATE ${kind.table} SET channel_partner_id = ${partner.id}, technician_id = NULL, status = ${status} WHERE id = ${head.id}`);
      return { activity: 'Channel partner assigned', remark: head.technicianId ? `${partner.name} (the previous partner's technician was unassigned)` : partner.name };
    },
    assignable(kindName),
  );
  const partner = await firstRow<{ email: string }>(request.server.ctx.db, sql`SELECT primary_email AS email FROM channel_partners WHERE id = ${record.assignee.channelPartnerId}`);
  await tell(
    request,
    partner && {
      channel: 'email',
      to: partner.email,
      subject: `Request ${record.id} assigned to you`,
      body: `Reloop: request ${record.id} is assigned to you: ${visitText(record)}.`,
    },
    record.id,
  );
  return record;
}

interface TechnicianCandidate {
  id: string;
  channelPartnerId: string;
  status: string;
  mobile: string;
  name: string;
  servesArea: boolean;
  holdsService: boolean;
}

/** The first reason a technician cannot take the request, as a field error. */
function technicianRefusal(technician: TechnicianCandidate | undefined, head: RequestHead): string | undefined {
  if (!technician) return M.technicianNotFound;
  if (technician.channelPartnerId !== head.channelPartnerId) return M.technicianOfAnotherPartner;
  if (technician.status !== 'Active') return M.technicianNotActive;
  if (!technician.servesArea) return M.technicianNotInArea;
  if (!technician.holdsService) return M.technicianWithoutService;
  return undefined;
}

/**
 * POST …/assign/technician: an Active technician of the request's partner, serving its pincode and area and holding
 * its service, takes a unit of their own capacity in the request's slot (409 when they have none left); the previous
 * technician's unit is given back. An Open repair becomes Assigned, an Open pick-up Scheduled; later statuses stay.
 */
export async function assignTechnician(request: FastifyRequest, kindName: RequestKindName, body: AssignTechnician): Promise<RequestRecord> {
  const kind = REQUEST_KINDS[kindName];
  let mobile = '';
  const record = await changeRequest(
    request,
    kindName,
    body.requestId,
    async (tx, head) => {
      if (head.technicianId === body.technicianId) throw conflict(M.sameTechnician, { technicianId: M.sameTechnician });
      const technician = await firstRow<TechnicianCandidate>(
        tx,
        sql`SELECT t.id, t.channel_partner_id AS "channelPartnerId", t.status, t.mobile, trim(t.first_name || ' ' || t.last_name) AS name,
              EXISTS (SELECT 1 FROM technician_service_areas a WHERE a.technician_id = t.id AND a.pincode = ${head.pincode} AND a.area = ${head.area}) AS "servesArea",
              EXISTS (SELECT 1 FROM technician_services s WHERE s.technician_id = t.id AND s.service_id = ${head.serviceId}) AS "holdsService"
            FROM technicians t WHERE t.id = ${body.technicianId}`,
      );
      const refusal = technicianRefusal(technician, head);
      if (refusal || !technician) throw badRequest(refusal!, { technicianId: refusal! });

      const slot = slotOf(head);
      const capacity = await slotCapacityOf(technicianSlots(tx, technician), slot.serviceId, slot.slot);
      const take = () => takeTechnicianUnit(tx, { ...slot, technicianId: technician.id, capacity });
      const previous = head.technicianId;
      if (previous) await inLockOrder(previous, technician.id, () => releaseTechnicianUnit(tx, { ...slot, technicianId: previous }), take);
      else await take();
      const status = head.status === 'Open' ? ASSIGNED_STATUS[kindName] : head.status;
      await tx.execute(sql`UPDATE ${kind.table} SET technician_id = ${technician.id}, status = ${status} WHERE id = ${head.id}`);
      mobile = technician.mobile;
      return { activity: 'Technician assigned', remark: technician.name };
    },
    assignable(kindName),
  );
  await tell(request, { channel: 'sms', to: `${MOBILE_PREFIX}${mobile}`, body: `Reloop: request ${record.id} is assigned to you: ${visitText(record)}.` }, record.id);
  return record;
}

const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** POST requests|pickUpRequests/assign/channelPartner and …/assign/technician (spec 001 §7). */
export async function assignmentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const kinds: { kind: RequestKindName; path: string; tags: string[] }[] = [
    { kind: 'repair', path: '/requests', tags: repairTags },
    { kind: 'pickUp', path: '/pickUpRequests', tags: pickUpTags },
  ];
  for (const { kind, path, tags } of kinds) {
    app.post(`${path}/assign/channelPartner`, { onRequest: partnerAssigners, schema: { tags, security, body: assignChannelPartnerSchema, response: responses } }, (request) =>
      assignChannelPartner(request, kind, request.body),
    );
    app.post(`${path}/assign/technician`, { onRequest: technicianAssigners, schema: { tags, security, body: assignTechnicianSchema, response: responses } }, (request) =>
      assignTechnician(request, kind, request.body),
    );
  }
}
