import { sql, type SQL } from 'drizzle-orm';
import {
  STATISTICS_TOP_SIZE,
  WEIGHT_UOM_CODE,
  type StatisticsPeriod,
  type StatisticsReport,
  type StatisticsRows,
} from '../../../../domain/statistics/types';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { STATISTICS_ANSWER_SCHEMAS } from '../../../../domain/statistics/schemas';
import { rowsOf, type Executor, valueList } from '../../platform/db';
import { brandJoin, eWasteItemJoin, productJoin, serviceJoin, uomJoin } from '../masters';
import { requestPaymentJoin } from '../payments';
import { type BookedColumn, bookedRequests, pickUpProductJoin, repairJoin, requestIssueJoin } from '../requests';

/**
 * The statistics' aggregates (README "Statistics"): each one statement over the requests booked in the period (both
 * request tables, by booking instant within the India days, read through their booking-date index), grouped in SQL.
 */

const INDIA = sql.raw(`'${INDIA_TIME_ZONE}'`);
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${INDIA})`;
/** The ISO week (Monday start, India time) of a booking instant, as its Monday. */
const weekOf = (instant: SQL) => sql`date_trunc('week', ${instant} AT TIME ZONE ${INDIA})::date`;

/** The statuses that mean the work is done: a repair Resolved, a pick-up Picked Up, or either Completed. */
const RESOLVED_ACTIVITIES = ['Resolved', 'Picked Up', 'Completed'].map((status) => `Status changed to ${status}`);
/** Payment statuses still waiting for money: a link sent or verified, Cash or Pay Later not collected. */
const UNPAID_STATUSES = ['Created', 'Verified', 'Unpaid'];

/** Both kinds' requests booked within the period's India days (of the services asked for), as one relation. */
const booked = (period: StatisticsPeriod, columns: readonly BookedColumn[]) =>
  bookedRequests(
    { from: startOfDay(period.fromDate), to: startOfDay(period.toDate, 1), serviceIds: period.serviceIds },
    columns,
  );

const BASE: BookedColumn[] = ['id', 'service_id', 'status', 'created_at'];

const raw = (text: string) => sql.raw(text);
/** A counted service's name (its id when the master has none). */
const ofService = serviceJoin('s', 'c.service_id', { left: true });
const SERVICE = raw(ofService.join);
const SERVICE_NAME = raw(`coalesce(${ofService.columns.name}, c.service_id)`);
/** The most booked masters (brands or products) of the lines, a request counted once per master. */
const topOfLines = (kind: string, master: { join: string; columns: { id: string; name: string } }) =>
  sql`(SELECT ${raw(`'${kind}'`)} AS kind, ${raw(master.columns.name)} AS name, count(DISTINCT l.id)::int AS requests
       FROM lines l ${raw(master.join)}
       GROUP BY ${raw(`${master.columns.id}, ${master.columns.name}`)}
         ORDER BY 3 DESC, 2 LIMIT ${STATISTICS_TOP_SIZE})`;
/** A booked request's payments, repair row, pick-up products and issues. */
const ofPayments = requestPaymentJoin('p', { id: 'b.id', kind: 'b.kind' });
const PAID_AMOUNT = raw(ofPayments.columns.amountPaise);
const PAYMENT_STATUS = raw(ofPayments.columns.status);
const ofRepair = repairJoin('r', 'b.id');
const ofPickUpProduct = pickUpProductJoin('p', 'b.id');
const ofIssue = requestIssueJoin('i', 'b.id');
/** A weighed line's waste item and its unit. */
const ofItem = eWasteItemJoin('i', ofPickUpProduct.columns.eWasteItemId);
const ofItemUom = uomJoin('u', ofItem.columns.uomId);

const isoWeek = (week: SQL) => sql`to_char(${week}, 'IYYY-"W"IW')`;

const QUERIES: { [R in StatisticsReport]: (period: StatisticsPeriod) => SQL } = {
  // A week's bookings, and how many of them are now Completed or Cancelled.
  requestsPerWeek: (period) => sql`
    WITH b AS (${booked(period, BASE)}),
    counted AS (
      SELECT ${weekOf(sql`b.created_at`)} AS week, b.service_id, count(*)::int AS booked,
             (count(*) FILTER (WHERE b.status = 'Completed'))::int AS completed,
               (count(*) FILTER (WHERE b.status = 'Cancelled'))::int AS cancelled
      FROM b GROUP BY 1, 2)
    SELECT to_char(c.week, 'YYYY-MM-DD') AS week, ${isoWeek(sql`c.week`)} AS "isoWeek", c.service_id AS "serviceId",
           ${SERVICE_NAME} AS "serviceName", c.booked, c.completed, c.cancelled
    FROM counted c ${SERVICE} ORDER BY c.week, c.service_id`,

  // Booking to the first time the request reached a done status, from the activity log (read by its request index).
  resolutionTime: (period) => sql`
    WITH b AS (${booked(period, BASE)}),
    timed AS (
      SELECT b.service_id, (SELECT min(a.timestamp) FROM activity_logs a WHERE a.entity_id = b.id
        AND a.activity IN (${valueList(RESOLVED_ACTIVITIES)})) - b.created_at AS took
      FROM b),
    counted AS (
      SELECT service_id, count(*)::int AS booked, count(took)::int AS resolved,
        round((avg(extract(epoch FROM took)) / 3600)::numeric, 1)::float8 AS hours
      FROM timed GROUP BY service_id)
    SELECT c.service_id AS "serviceId", ${SERVICE_NAME} AS "serviceName", c.booked, c.resolved,
      c.hours AS "averageHours"
    FROM counted c ${SERVICE} ORDER BY c.service_id`,

  // The payments asked of each week's bookings: Paid collected; still unpaid (not of a cancelled request) outstanding.
  revenuePerWeek: (period) => sql`
    WITH b AS (${booked(period, BASE)}),
    counted AS (
      SELECT ${weekOf(sql`b.created_at`)} AS week,
             coalesce(sum(${PAID_AMOUNT}) FILTER (WHERE ${PAYMENT_STATUS} = 'Paid'), 0)::bigint AS collected,
             coalesce(sum(${PAID_AMOUNT}) FILTER (WHERE ${PAYMENT_STATUS} IN (${valueList(UNPAID_STATUSES)})
               AND b.status <> 'Cancelled'), 0)::bigint AS outstanding
      FROM b ${raw(ofPayments.join)} GROUP BY 1)
    SELECT to_char(week, 'YYYY-MM-DD') AS week, ${isoWeek(sql`week`)} AS "isoWeek",
      collected::float8 AS "collectedPaise", outstanding::float8 AS "outstandingPaise"
    FROM counted ORDER BY counted.week`,

  // A repair request's product and brand, each product of a pick-up (a request counted once per brand or product), a
  // repair's issues.
  top: (period) => sql`
    WITH b AS (${booked(period, BASE)}),
    lines AS (
      SELECT b.id, ${raw(`${ofRepair.columns.brandId}, ${ofRepair.columns.productId}`)} FROM b ${raw(ofRepair.join)}
        AND b.kind = 'repair'
      UNION ALL SELECT b.id, ${raw(`${ofPickUpProduct.columns.brandId}, ${ofPickUpProduct.columns.productId}`)}
        FROM b ${raw(ofPickUpProduct.join)} AND b.kind = 'pickUp'),
    ranked AS (
      ${topOfLines('brand', brandJoin('br', 'l.brand_id'))}
      UNION ALL
      ${topOfLines('product', productJoin('pr', 'l.product_id'))}
      UNION ALL
      (SELECT 'issue', ${raw(ofIssue.columns.name)}, count(DISTINCT ${raw(ofIssue.columns.requestId)})::int
        FROM b ${raw(ofIssue.join)} AND b.kind = 'repair'
       GROUP BY ${raw(ofIssue.columns.name)} ORDER BY 3 DESC, 2 LIMIT ${STATISTICS_TOP_SIZE}))
    SELECT kind, name, requests FROM ranked ORDER BY array_position(ARRAY['brand', 'product', 'issue'], kind),
      requests DESC, name`,

  // Requests by the state of the address booked for; the kilograms weighed in on pick-ups picked up or completed.
  perState: (period) => sql`
    WITH b AS (${booked(period, [...BASE, 'state'])}),
    weighed AS (
      SELECT b.id, sum(${raw(ofPickUpProduct.columns.quantity)}) AS kg FROM b
      ${raw(ofPickUpProduct.join)} AND b.kind = 'pickUp'
        AND b.status IN ('Picked Up', 'Completed')
      ${raw(ofItem.join)} ${raw(ofItemUom.join)} AND upper(${raw(ofItemUom.columns.code)}) = ${WEIGHT_UOM_CODE}
      GROUP BY b.id)
    SELECT b.state, count(*)::int AS requests, (count(*) FILTER (WHERE b.kind = 'pickUp'))::int AS "pickUps",
      coalesce(sum(w.kg), 0)::float8 AS "weightKg"
    FROM b LEFT JOIN weighed w ON w.id = b.id GROUP BY b.state ORDER BY 2 DESC, 1`,
};

/** The statement of a report (the index test reads its plan). */
export const statisticsQuery = <R extends StatisticsReport>(report: R, period: StatisticsPeriod): SQL =>
  QUERIES[report](period);

/** A report's rows over the period, each checked against the row of the report's answer. */
export async function statisticsRows<R extends StatisticsReport>(
  db: Executor,
  report: R,
  period: StatisticsPeriod,
): Promise<StatisticsRows[R][]> {
  const row = STATISTICS_ANSWER_SCHEMAS[report].shape.rows.element;
  // The schema of report R checks rows of report R; the compiler does not follow the index through the union.
  return (await rowsOf(db, row, statisticsQuery(report, period))) as StatisticsRows[R][];
}
