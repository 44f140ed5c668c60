import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many requests there are, kept by the database itself (migration 0022's triggers on `requests` and
 * `pick_up_requests`): every statement that adds, changes or removes requests adds, to each table below, one row per
 * key it moved, with the change (+n or -n), in the same transaction. Rows are only ever added, so bookings never wait
 * on one another for a counter; a job in every server process folds each key's rows into one
 * (`modules/requests/counts.ts`), and a total is the sum of its key's rows. `kind` is the request table
 * ('requests' or 'pick_up_requests'). Each table holds a row per key, never per request: a few thousand rows.
 */
const counted = () => ({
  kind: text('kind').notNull(),
  serviceId: text('service_id').notNull(),
  status: text('status').notNull(),
  n: integer('n').notNull(),
});

/** By service and status: all-time totals. */
export const requestCountsByStatus = pgTable('request_counts_by_status', counted());

/** By booking day (India time): totals of a range of booking days, bookings per day. */
export const requestCountsByDay = pgTable(
  'request_counts_by_day',
  { ...counted(), bookedOn: date('booked_on').notNull() },
  (t) => [index('request_counts_by_day_idx').on(t.kind, t.bookedOn)],
);

/** By appointment day: the requests whose visit falls in a range of days (past their appointment, a day's visits). */
export const requestCountsByVisitDay = pgTable(
  'request_counts_by_visit_day',
  { ...counted(), appointmentDate: date('appointment_date').notNull() },
  (t) => [index('request_counts_by_visit_day_idx').on(t.kind, t.appointmentDate)],
);

/** By channel partner: a partner's own totals, and the requests per partner over all time. */
export const requestCountsByPartner = pgTable(
  'request_counts_by_partner',
  { ...counted(), channelPartnerId: text('channel_partner_id').notNull() },
  (t) => [index('request_counts_by_partner_idx').on(t.kind, t.channelPartnerId)],
);
