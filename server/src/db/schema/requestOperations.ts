import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FileRef } from '../../../../domain/files';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import type { VisitKind } from '../../../../domain/requests/records';
import { spareParts } from './masters';
import { technicians } from './parties';
import { bookedWithinCapacity, requests, slotUnitColumns } from './requests';

/** What happens to a request after booking. */

/** The spare parts fitted on a repair request, at the master price when added (paise). */
export const requestSpareParts = pgTable(
  'request_spare_parts',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sparePartId: text('spare_part_id')
      .notNull()
      .references(() => spareParts.id),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    addedBy: text('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.sparePartId] }),
    check('request_spare_parts_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Photos before and after, invoices: files of a repair or pick-up request (its id decides who may download them). */
export const requestDocuments = pgTable(
  'request_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    docType: text('doc_type').notNull(),
    file: jsonb('file').$type<FileRef>().notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_documents_request_idx').on(t.requestId, t.createdAt)],
);

/** Comments on a request: who, when, newest first. */
export const requestComments = pgTable(
  'request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    comment: text('comment').notNull(),
    byId: text('by_id'),
    byUserName: text('by_user_name').notNull(),
    byRole: text('by_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_comments_request_idx').on(t.requestId, t.createdAt, t.id)],
);

/** Every visit slot a request has held: the booking's, each reschedule and each revisit, with the reason. */
export const requestVisits = pgTable(
  'request_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    kind: text('kind').$type<VisitKind>().notNull(),
    fromDate: date('from_date').notNull(),
    fromSlot: text('from_slot').notNull(),
    toDate: date('to_date').notNull(),
    toSlot: text('to_slot').notNull(),
    reason: text('reason').notNull(),
    byUserName: text('by_user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_visits_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * One unit of a technician's capacity per assigned visit, per service, day and slot (the technician's side of the slot
 * capacity in docs/rules/requests.md): assigning or rescheduling takes a unit with `booked = booked + 1 WHERE booked <
 * capacity` in the transaction that writes the request; the CHECK makes a double booking impossible whatever the code
 * does.
 */
export const technicianSlotCapacity = pgTable(
  'technician_slot_capacity',
  {
    technicianId: text('technician_id')
      .notNull()
      .references(() => technicians.id),
    ...slotUnitColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.technicianId, t.serviceId, t.day, t.slot] }),
    bookedWithinCapacity('technician_slot_capacity', t),
  ],
);
