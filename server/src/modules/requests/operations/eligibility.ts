import { sql } from 'drizzle-orm';
import { SLOT_CLOSED_MESSAGES, weekdayOf } from '../../../../../domain/channelPartner/timeSlots';
import { REQUEST_OPERATION_MESSAGES as M } from '../../../../../domain/requests/operations';
import type { Config } from '../../../config';
import { partnersServingArea } from '../../channelPartners';
import { type TechnicianCandidate, techniciansForJob } from '../../technicians';
import { z } from 'zod';
import { type Executor, rowOf } from '../../../platform/db';
import type { RequestKindName } from '../../requestKinds';
import { partnerSlots, slotCapacityOf, slotRules, technicianSlots, type SlotHolder } from '../slots';
import type { RequestHead } from './access';

/**
 * Who may be assigned to a request (POST …/assign/channelPartner, …/assign/technician) and who the assign dialogs
 * offer: one set of predicates, so the options routes offer exactly what assignment accepts.
 */

/** Where a request's visit is: its service, day and slot. */
export const slotOf = (head: RequestHead) => ({
  serviceId: head.serviceId,
  date: head.appointmentDate,
  slot: head.appointmentSlot,
});

const catalogueOfRow = z.object({ brandId: z.string(), productId: z.string() });

/**
 * The brand and product a repair's partner and technician must repair; a pick-up collects whatever the customer hands
 * over.
 */
async function catalogueOf(
  db: Executor,
  kind: RequestKindName,
  id: string,
): Promise<{ brandId?: string; productId?: string }> {
  if (kind === 'pickUp') return {};
  return (
    (await rowOf(
      db,
      catalogueOfRow,
      sql`SELECT brand_id AS "brandId", product_id AS "productId" FROM requests WHERE id = ${id}`,
    )) ?? {}
  );
}

/**
 * Units a holder has free in a slot now: its slot capacity (from its daily call capacity) less what is booked there.
 */
async function freeUnits(holder: SlotHolder, at: ReturnType<typeof slotOf>): Promise<number> {
  const capacity = await slotCapacityOf(holder, at.serviceId, at.slot);
  const booked = await holder.booked(at.serviceId, at.date, at.date);
  return capacity - booked(at.date, at.slot);
}

/** Active partners serving the request's area and service (and, for a repair, its brand and product). */
export async function partnersServing(db: Executor, kind: RequestKindName, head: RequestHead) {
  return partnersServingArea(db, {
    serviceId: head.serviceId,
    pincode: head.pincode,
    area: head.area,
    ...(await catalogueOf(db, kind, head.id)),
  });
}

/**
 * Why a serving partner cannot take the request's visit day (its day map for the area leaves that weekday out), or
 * undefined.
 */
export async function partnerDayRefusal(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  partnerId: string,
  head: RequestHead,
): Promise<string | undefined> {
  const { weekdays } = await slotRules(db, config, partnerId, head);
  return weekdays?.length && !weekdays.includes(weekdayOf(head.appointmentDate))
    ? SLOT_CLOSED_MESSAGES.weekday
    : undefined;
}

/**
 * The partners assign/channelPartner accepts now: another serving partner, open that weekday, with a unit free in the
 * slot.
 */
export async function assignablePartners(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  kind: RequestKindName,
  head: RequestHead,
) {
  const accepted = [];
  for (const partner of await partnersServing(db, kind, head)) {
    if (partner.id === head.channelPartnerId || (await partnerDayRefusal(db, config, partner.id, head))) continue;
    if ((await freeUnits(partnerSlots(db, partner.id), slotOf(head))) > 0) accepted.push(partner);
  }
  return accepted;
}

/**
 * Technicians with what technicianRefusal reads about the request: the one named, or every technician of the request's
 * partner.
 */
export async function technicianCandidates(
  db: Executor,
  kind: RequestKindName,
  head: RequestHead,
  technicianId?: string,
) {
  const { serviceId, pincode, area } = head;
  const job = { serviceId, pincode, area, ...(await catalogueOf(db, kind, head.id)) };
  return techniciansForJob(
    db,
    job,
    technicianId === undefined ? { channelPartnerId: head.channelPartnerId } : { technicianId },
  );
}

/** The first reason a technician cannot take the request, as a field error. */
export function technicianRefusal(technician: TechnicianCandidate | undefined, head: RequestHead): string | undefined {
  if (!technician) return M.technicianNotFound;
  if (technician.channelPartnerId !== head.channelPartnerId) return M.technicianOfAnotherPartner;
  if (technician.status !== 'Active') return M.technicianNotActive;
  if (!technician.servesArea) return M.technicianNotInArea;
  if (!technician.holdsService) return M.technicianWithoutService;
  if (!technician.repairsProduct) return M.technicianWithoutProduct;
  return undefined;
}

/**
 * The technicians assign/technician accepts now: another of the partner's, with no refusal and a unit free in the slot.
 */
export async function assignableTechnicians(db: Executor, kind: RequestKindName, head: RequestHead) {
  const accepted = [];
  for (const technician of await technicianCandidates(db, kind, head)) {
    if (technician.id === head.technicianId || technicianRefusal(technician, head)) continue;
    if ((await freeUnits(technicianSlots(db, technician), slotOf(head))) > 0) accepted.push(technician);
  }
  return accepted;
}
