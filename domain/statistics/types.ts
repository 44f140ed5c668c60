/**
 * The statistics page (admin): its reports, what each row holds and the sheet columns of each, without zod,
 * for the console's entry; domain/statistics/schemas.ts checks them. README "Statistics" says what each figure counts.
 */
import { daysBetween } from '../masters/days';

export const STATISTICS_REPORTS = ['requestsPerWeek', 'resolutionTime', 'revenuePerWeek', 'top', 'perState'] as const;
export type StatisticsReport = (typeof STATISTICS_REPORTS)[number];

/** The longest period one call covers (a year, a leap day included). */
export const STATISTICS_RANGE_MAX_DAYS = 366;
/** The most services one filter names. */
export const STATISTICS_SERVICES_MAX = 20;
/** How many brands, products and issues the top lists keep. */
export const STATISTICS_TOP_SIZE = 10;
/** The unit of measure (code of the uoms master) whose quantities are pick-up weight. */
export const WEIGHT_UOM_CODE = 'KGS';

/** The booking days counted (India time, both included) and the services (all when none). */
export interface StatisticsPeriod {
  fromDate: string;
  toDate: string;
  serviceIds?: string[];
}

export interface RequestsPerWeekRow {
  /** The ISO week's Monday (yyyy-MM-dd) and its name (2026-W48). */
  week: string;
  isoWeek: string;
  serviceId: string;
  serviceName: string;
  booked: number;
  completed: number;
  cancelled: number;
}

export interface ResolutionTimeRow {
  serviceId: string;
  serviceName: string;
  booked: number;
  resolved: number;
  /** Hours from booking to resolution, to one decimal; null when none was resolved. */
  averageHours: number | null;
}

export interface RevenuePerWeekRow {
  week: string;
  isoWeek: string;
  collectedPaise: number;
  outstandingPaise: number;
}

export const TOP_KINDS = ['brand', 'product', 'issue'] as const;
type TopKind = (typeof TOP_KINDS)[number];

export interface TopRow {
  kind: TopKind;
  name: string;
  requests: number;
}

export interface PerStateRow {
  state: string;
  requests: number;
  pickUps: number;
  weightKg: number;
}

export interface StatisticsRows {
  requestsPerWeek: RequestsPerWeekRow;
  resolutionTime: ResolutionTimeRow;
  revenuePerWeek: RevenuePerWeekRow;
  top: TopRow;
  perState: PerStateRow;
}

/** What every report answers: its rows, in the order the table shows them. */
export interface StatisticsAnswer<R extends StatisticsReport> {
  rows: StatisticsRows[R][];
}

/** A column of a report's table and sheet: `money` values are paise, shown (and exported) in rupees. */
interface StatisticsColumn<R extends StatisticsReport> {
  key: keyof StatisticsRows[R] & string;
  header: string;
  money?: boolean;
}

/** The columns of each report, in order, with their English sheet headers (the console translates its own). */
export const STATISTICS_COLUMNS: { [R in StatisticsReport]: StatisticsColumn<R>[] } = {
  requestsPerWeek: [
    { key: 'isoWeek', header: 'ISO week' },
    { key: 'week', header: 'Week from' },
    { key: 'serviceName', header: 'Service' },
    { key: 'booked', header: 'Booked' },
    { key: 'completed', header: 'Completed' },
    { key: 'cancelled', header: 'Cancelled' },
  ],
  resolutionTime: [
    { key: 'serviceName', header: 'Service' },
    { key: 'booked', header: 'Booked' },
    { key: 'resolved', header: 'Resolved' },
    { key: 'averageHours', header: 'Average hours to resolution' },
  ],
  revenuePerWeek: [
    { key: 'isoWeek', header: 'ISO week' },
    { key: 'week', header: 'Week from' },
    { key: 'collectedPaise', header: 'Collected (₹)', money: true },
    { key: 'outstandingPaise', header: 'Outstanding (₹)', money: true },
  ],
  top: [
    { key: 'kind', header: 'Kind' },
    { key: 'name', header: 'Name' },
    { key: 'requests', header: 'Requests' },
  ],
  perState: [
    { key: 'state', header: 'State' },
    { key: 'requests', header: 'Requests' },
    { key: 'pickUps', header: 'Pick-ups' },
    { key: 'weightKg', header: 'Pick-up weight (kg)' },
  ],
};

/** The sheet and file name of each report's export. */
export const STATISTICS_SHEET_NAMES: Record<StatisticsReport, string> = {
  requestsPerWeek: 'Requests per week',
  resolutionTime: 'Resolution time',
  revenuePerWeek: 'Revenue per week',
  top: 'Top brands products issues',
  perState: 'Requests per state',
};

/** Days from `fromDate` to `toDate`, both included (yyyy-MM-dd, calendar days). */
export const daysInPeriod = (fromDate: string, toDate: string) => daysBetween(fromDate, toDate) + 1;
