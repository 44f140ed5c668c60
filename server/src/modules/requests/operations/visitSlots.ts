import {
  SLOT_CLOSED_MESSAGES,
  SLOT_LABELS,
  slotClosure,
  type TimeSlotDay,
} from '../../../../../domain/channelPartner/timeSlots';
import { VISIT_MESSAGES } from '../../../../../domain/requests/visits';
import type { Config } from '../../../config';
import { badRequest, conflict, HttpError } from '../../../platform/errors';
import type { Executor } from '../../../platform/db';
import { availableSlots, partnerSlots, slotCapacityOf, slotRules, technicianSlots } from '../slots';
import type { RequestHead } from './access';
import {
  releasePartnerUnit,
  releaseTechnicianUnit,
  type SlotUnit,
  takePartnerUnit,
  takeTechnicianUnit,
} from './slotUnits';

/** A request's new visit: the day (yyyy-MM-dd) and slot label. */
export interface VisitSlot {
  date: string;
  slot: string;
}

/**
 * The new slot must be open under the booking's rules (window, today's lead time, the partner's day map for the
 * request's pincode and area), refused with the booking's messages.
 */
export async function assertSlotOpen(
  tx: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  head: RequestHead,
  to: VisitSlot,
) {
  const closure = slotClosure(
    to.date,
    SLOT_LABELS.indexOf(to.slot),
    await slotRules(tx, config, head.channelPartnerId, { pincode: head.pincode, area: head.area }),
  );
  if (closure)
    throw badRequest(SLOT_CLOSED_MESSAGES[closure], {
      [closure === 'tooSoon' ? 'slot' : 'date']: SLOT_CLOSED_MESSAGES[closure],
    });
}

const unitOf = (head: RequestHead, at: VisitSlot): SlotUnit => ({
  serviceId: head.serviceId,
  date: at.date,
  slot: at.slot,
});

/**
 * Takes the technician's unit, refused with the visit's own message (the request keeps its technician: only the slot
 * may change).
 */
async function takeTechnicianVisit(tx: Executor, head: RequestHead, technicianId: string, at: VisitSlot) {
  const capacity = await slotCapacityOf(
    technicianSlots(tx, { id: technicianId, channelPartnerId: head.channelPartnerId }),
    head.serviceId,
    at.slot,
  );
  try {
    await takeTechnicianUnit(tx, { ...unitOf(head, at), technicianId, capacity });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(VISIT_MESSAGES.technicianBusy);
    throw error;
  }
}

/**
 * Takes the units of a new visit: the partner's and, when one is assigned, the technician's (409 when either is full).
 */
export async function takeVisitUnits(tx: Executor, head: RequestHead, at: VisitSlot) {
  const capacity = await slotCapacityOf(partnerSlots(tx, head.channelPartnerId), head.serviceId, at.slot);
  await takePartnerUnit(tx, { ...unitOf(head, at), channelPartnerId: head.channelPartnerId, capacity });
  if (head.technicianId) await takeTechnicianVisit(tx, head, head.technicianId, at);
}

const slotKey = (at: VisitSlot) => `${at.date} ${SLOT_LABELS.indexOf(at.slot)}`;

/**
 * Moves a request's units from its slot to `to`: the partner's, then the technician's. Each holder's two rows are
 * touched earlier slot first, so two moves between the same slots in opposite directions lock them in one order and
 * never deadlock; a full slot is a 409 that rolls the whole move back.
 */
export async function moveVisitUnits(tx: Executor, head: RequestHead, to: VisitSlot) {
  const from = { date: head.appointmentDate, slot: head.appointmentSlot };
  const inOrder = async (release: () => Promise<void>, take: () => Promise<void>) => {
    if (slotKey(to) < slotKey(from)) {
      await take();
      await release();
    } else {
      await release();
      await take();
    }
  };
  const partner = { channelPartnerId: head.channelPartnerId };
  const partnerCapacity = await slotCapacityOf(partnerSlots(tx, head.channelPartnerId), head.serviceId, to.slot);
  await inOrder(
    () => releasePartnerUnit(tx, { ...unitOf(head, from), ...partner }),
    () => takePartnerUnit(tx, { ...unitOf(head, to), ...partner, capacity: partnerCapacity }),
  );
  const { technicianId } = head;
  if (technicianId)
    await inOrder(
      () => releaseTechnicianUnit(tx, { ...unitOf(head, from), technicianId }),
      () => takeTechnicianVisit(tx, head, technicianId, to),
    );
}

/** The fewer free units of two answers for the same days, slot by slot. */
function fewerUnits(a: TimeSlotDay[], b: TimeSlotDay[]): TimeSlotDay[] {
  return a.map((day, i) => {
    const slots = day.slots.map((slot, j) => ({
      slot: slot.slot,
      available: Math.min(slot.available, b[i].slots[j].available),
    }));
    return { date: day.date, available: slots.reduce((sum, slot) => sum + slot.available, 0), slots };
  });
}

/**
 * What a new visit of the request can take, per day and slot (GET …/{id}/timeSlots/options): the free units of its
 * partner for its service and address under the booking's rules and, once a technician is assigned, no more than the
 * technician's, as takeVisitUnits takes both.
 */
export async function visitAvailability(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  head: RequestHead,
  range: { fromDate: string; toDate: string },
) {
  const query = { ...range, serviceId: head.serviceId, pincode: head.pincode, area: head.area };
  const partner = await availableSlots(db, config, partnerSlots(db, head.channelPartnerId), query);
  if (!head.technicianId) return partner;
  return fewerUnits(
    partner,
    await availableSlots(
      db,
      config,
      technicianSlots(db, { id: head.technicianId, channelPartnerId: head.channelPartnerId }),
      query,
    ),
  );
}
