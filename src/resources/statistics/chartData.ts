import type { StatisticsReport, StatisticsRows } from '../../../domain/statistics/types';

/** A chart of one report: one bar per dataset entry along `axisKey`, a series per figure (labels are i18n keys). */
export interface ChartData {
  dataset: Record<string, string | number>[];
  axisKey: string;
  series: { dataKey: string; label: string; color: string }[];
  /** Bars run sideways (long names on the axis). */
  horizontal?: boolean;
  /** Every figure counts whole things: the value axis ticks on whole numbers only. */
  counts?: boolean;
}

const GREEN = '#2e7d32';
const BLUE = '#1565c0';
const ORANGE = '#ed6c02';
const RED = '#c62828';
const column = (key: string) => `statistics.columns.${key}`;

/** Sums rows by `key`, keeping the first-seen order. */
function sumBy<T>(rows: T[], key: (row: T) => string, figures: (keyof T & string)[]) {
  const sums = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const at = key(row);
    const sum = sums.get(at) ?? { key: at, ...Object.fromEntries(figures.map((figure) => [figure, 0])) };
    for (const figure of figures) sum[figure] = Number(sum[figure]) + Number(row[figure] ?? 0);
    sums.set(at, sum);
  }
  return [...sums.values()];
}

type Charts = {
  [R in StatisticsReport]: (rows: StatisticsRows[R][], kindLabel: (kind: string) => string) => ChartData;
};

const CHARTS: Charts = {
  // All the services asked for, added up per week (the table keeps them apart).
  requestsPerWeek: (rows) => ({
    dataset: sumBy(rows, (row) => row.isoWeek, ['booked', 'completed', 'cancelled']),
    axisKey: 'key',
    series: [
      { dataKey: 'booked', label: column('booked'), color: BLUE },
      { dataKey: 'completed', label: column('completed'), color: GREEN },
      { dataKey: 'cancelled', label: column('cancelled'), color: RED },
    ],
    counts: true,
  }),
  resolutionTime: (rows) => ({
    dataset: rows.map((row) => ({ key: row.serviceName, averageHours: row.averageHours ?? 0 })),
    axisKey: 'key',
    series: [{ dataKey: 'averageHours', label: column('averageHours'), color: BLUE }],
  }),
  revenuePerWeek: (rows) => ({
    dataset: rows.map((row) => ({
      key: row.isoWeek,
      collected: row.collectedPaise / 100,
      outstanding: row.outstandingPaise / 100,
    })),
    axisKey: 'key',
    series: [
      { dataKey: 'collected', label: column('collectedPaise'), color: GREEN },
      { dataKey: 'outstanding', label: column('outstandingPaise'), color: ORANGE },
    ],
  }),
  top: (rows, kindLabel) => ({
    dataset: rows.map((row) => ({ key: `${kindLabel(row.kind)}: ${row.name}`, requests: row.requests })),
    axisKey: 'key',
    series: [{ dataKey: 'requests', label: column('requests'), color: BLUE }],
    horizontal: true,
    counts: true,
  }),
  perState: (rows) => ({
    dataset: rows.map((row) => ({
      key: row.state,
      requests: row.requests,
      pickUps: row.pickUps,
      weightKg: row.weightKg,
    })),
    axisKey: 'key',
    series: [
      { dataKey: 'requests', label: column('requests'), color: BLUE },
      { dataKey: 'pickUps', label: column('pickUps'), color: ORANGE },
      { dataKey: 'weightKg', label: column('weightKg'), color: GREEN },
    ],
  }),
};

/** What a report's chart draws from its rows. */
export const chartOf = <R extends StatisticsReport>(
  report: R,
  rows: StatisticsRows[R][],
  kindLabel: (kind: string) => string,
): ChartData =>
  (CHARTS[report] as (rows: StatisticsRows[R][], kindLabel: (kind: string) => string) => ChartData)(rows, kindLabel);
