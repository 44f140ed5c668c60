import { sql, type SQL } from 'drizzle-orm';
import { REQUEST_OPERATION_MESSAGES } from '../../../../../domain/requests/operations';
import { conflict } from '../../../platform/errors';
import { z } from 'zod';
import { column, type Executor, rowOf, rowsOf } from '../../../platform/db';

/**
 * Units of slot capacity: one per visit, per holder (the channel partner in slot_capacity,
 * the technician in technician_slot_capacity), service, day and slot. Booking, cancelling, reassigning and rescheduling
 * take and release them with these statements, in the transaction that writes the request, and never anything else.
 */

/** A visit's place in the calendar: the service, the day (yyyy-MM-dd) and the slot label. */
export interface SlotUnit {
  serviceId: string;
  date: string;
  slot: string;
}

interface PartnerUnit extends SlotUnit {
  channelPartnerId: string;
}

interface TechnicianUnit extends SlotUnit {
  technicianId: string;
}

/** The capacity table of each kind of holder (trusted text, never from a client). */
interface Holder {
  table: SQL;
  owner: SQL;
}

const PARTNER: Holder = { table: sql.raw('slot_capacity'), owner: sql.raw('channel_partner_id') };
const TECHNICIAN: Holder = { table: sql.raw('technician_slot_capacity'), owner: sql.raw('technician_id') };

const where = (holder: Holder, ownerId: string, unit: SlotUnit) =>
  sql`${holder.owner} = ${ownerId} AND service_id = ${unit.serviceId} AND day = ${unit.date} AND slot = ${unit.slot}`;

const takeUnitRow = z.object({ booked: column.number });

/**
 * Takes one unit: the slot row is created with the holder's current capacity for it (or, when it exists, brought to
 * that capacity, never below what is booked, so the availability call and the take always count alike), then taken
 * with a conditional update. False when the slot is full; concurrent takes on many processes never overbook (the row
 * lock orders them, and the CHECK on booked backs it).
 */
async function takeUnit(
  tx: Executor,
  holder: Holder,
  ownerId: string,
  unit: SlotUnit,
  capacity: number,
): Promise<boolean> {
  await tx.execute(sql`INSERT INTO ${holder.table} (${holder.owner}, service_id, day, slot, capacity, booked)
      VALUES (${ownerId}, ${unit.serviceId}, ${unit.date}, ${unit.slot}, ${capacity}, 0)
      ON CONFLICT (${holder.owner}, service_id, day, slot)
      DO UPDATE SET capacity = greatest(excluded.capacity, ${holder.table}.booked)
        WHERE ${holder.table}.capacity <> greatest(excluded.capacity, ${holder.table}.booked)`);
  const taken = await rowOf(
    tx,
    takeUnitRow,
    sql`UPDATE ${holder.table} SET booked = booked + 1 WHERE ${where(holder, ownerId, unit)} AND booked < capacity
        RETURNING booked`,
  );
  return taken !== undefined;
}

/** Gives one unit back (a slot never goes below nothing booked). */
async function releaseUnit(tx: Executor, holder: Holder, ownerId: string, unit: SlotUnit) {
  await tx.execute(
    sql`UPDATE ${holder.table} SET booked = booked - 1 WHERE ${where(holder, ownerId, unit)} AND booked > 0`,
  );
}

/**
 * Takes a unit of the partner's slot, `capacity` being the slot's capacity now (slotCapacities); 409 with the booking's
 * message when full.
 */
export async function takePartnerUnit(tx: Executor, unit: PartnerUnit & { capacity: number }) {
  if (!(await takeUnit(tx, PARTNER, unit.channelPartnerId, unit, unit.capacity)))
    throw conflict(REQUEST_OPERATION_MESSAGES.partnerSlotFull);
}

export const releasePartnerUnit = (tx: Executor, unit: PartnerUnit) =>
  releaseUnit(tx, PARTNER, unit.channelPartnerId, unit);

/**
 * Takes a unit of the technician's slot, `capacity` being the slot's capacity now; 409 when the technician has none
 * left.
 */
export async function takeTechnicianUnit(tx: Executor, unit: TechnicianUnit & { capacity: number }) {
  if (!(await takeUnit(tx, TECHNICIAN, unit.technicianId, unit, unit.capacity)))
    throw conflict(REQUEST_OPERATION_MESSAGES.technicianSlotFull);
}

export const releaseTechnicianUnit = (tx: Executor, unit: TechnicianUnit) =>
  releaseUnit(tx, TECHNICIAN, unit.technicianId, unit);

/**
 * Gives back a unit and takes another (a reassignment): the row with the smaller key first, so two moves in opposite
 * directions (A's request to B and B's to A, in the same slot) lock the two rows in one order and never deadlock. A
 * full slot throws, which rolls the whole transaction back, so the order changes nothing else.
 */
export async function inLockOrder(
  releaseKey: string,
  takeKey: string,
  release: () => Promise<unknown>,
  take: () => Promise<unknown>,
) {
  if (takeKey < releaseKey) {
    await take();
    await release();
  } else {
    await release();
    await take();
  }
}

/** The units a request holds: its partner's and, when one is assigned, its technician's. */
interface HeldUnits extends SlotUnit {
  channelPartnerId: string;
  technicianId: string | null;
}

/** The units a request (as requestHead reads it) holds in its appointment slot. */
export const unitsHeldBy = (request: {
  serviceId: string;
  appointmentDate: string;
  appointmentSlot: string;
  channelPartnerId: string;
  technicianId: string | null;
}): HeldUnits => ({
  serviceId: request.serviceId,
  date: request.appointmentDate,
  slot: request.appointmentSlot,
  channelPartnerId: request.channelPartnerId,
  technicianId: request.technicianId,
});

/** Gives back every unit a request holds (a cancellation; a reschedule before taking the new slot's). */
export async function releaseRequestUnits(tx: Executor, request: HeldUnits) {
  await releasePartnerUnit(tx, request);
  if (request.technicianId) await releaseTechnicianUnit(tx, { ...request, technicianId: request.technicianId });
}

const bookedUnitsRow = z.object({ day: z.string(), slot: z.string(), booked: column.number });

/** What a holder's slot rows hold as booked over [from, to], as slotDays' `booked` callback. */
async function bookedUnits(db: Executor, holder: Holder, ownerId: string, serviceId: string, from: string, to: string) {
  const found = await rowsOf(
    db,
    bookedUnitsRow,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, booked FROM ${holder.table} WHERE ${holder.owner} = ${ownerId}
        AND service_id = ${serviceId} AND day BETWEEN ${from} AND ${to}`,
  );
  const booked = new Map(found.map((r) => [`${r.day} ${r.slot}`, r.booked]));
  return (date: string, slot: string) => booked.get(`${date} ${slot}`) ?? 0;
}

export const partnerBookedUnits = (db: Executor, partnerId: string, serviceId: string, from: string, to: string) =>
  bookedUnits(db, PARTNER, partnerId, serviceId, from, to);

export const technicianBookedUnits = (
  db: Executor,
  technicianId: string,
  serviceId: string,
  from: string,
  to: string,
) => bookedUnits(db, TECHNICIAN, technicianId, serviceId, from, to);
