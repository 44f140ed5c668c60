import { sql, type SQL } from 'drizzle-orm';
import { valueList } from '../../platform/db';
import { REQUEST_KINDS, type RequestKind } from '../requestKinds';

/** The columns of a booked request that another module's report may read, the same in both request tables. */
export type BookedColumn = 'id' | 'service_id' | 'status' | 'created_at' | 'state';

/** When the bookings were made (instants, `to` excluded) and, if any are named, of which services. */
interface BookingPeriod {
  from: SQL;
  to: SQL;
  serviceIds?: readonly string[];
}

/** The requests of one kind booked in the period, with the columns asked for and their kind. */
function bookedOfKind(kind: RequestKind, period: BookingPeriod, columns: SQL): SQL {
  const services = period.serviceIds?.length ? sql` AND r.service_id IN (${valueList(period.serviceIds)})` : sql``;
  return sql`SELECT ${columns}, ${sql.raw(`'${kind.name}'::text`)} AS kind FROM ${kind.table} r
    WHERE r.created_at >= ${period.from} AND r.created_at < ${period.to}${services}`;
}

/**
 * Both kinds' requests booked in the period as one relation (read through their booking-date index) of the columns
 * asked for and `kind`, the request kind's name.
 */
export function bookedRequests(period: BookingPeriod, columns: readonly BookedColumn[]): SQL {
  const selected = sql.raw(columns.map((name) => `r.${name}`).join(', '));
  return sql.join(
    Object.values(REQUEST_KINDS).map((kind) => sql`(${bookedOfKind(kind, period, selected)})`),
    sql` UNION ALL `,
  );
}
