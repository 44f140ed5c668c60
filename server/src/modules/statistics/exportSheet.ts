import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import {
  STATISTICS_COLUMNS,
  STATISTICS_SHEET_NAMES,
  type StatisticsReport,
  type StatisticsRows,
} from '../../../../domain/statistics/types';
import { exportCell } from '../../platform/listExport';
import { xlsxStream, type SheetCell } from '../../platform/xlsxStream';

/** One report's rows as cells: money in rupees (the API keeps paise), the rest as the table shows it. */
function reportCells<R extends StatisticsReport>(report: R, rows: StatisticsRows[R][]): SheetCell[][] {
  const columns = STATISTICS_COLUMNS[report];
  return rows.map((row) =>
    columns.map(({ key, money }) => {
      const value = row[key];
      return money && typeof value === 'number' ? value / 100 : exportCell(undefined, value);
    }),
  );
}

/**
 * Sends a report as an XLSX of one sheet named after it (the rows are already read: a report is a few hundred rows).
 */
export function sendReportSheet<R extends StatisticsReport>(
  reply: FastifyReply,
  report: R,
  rows: StatisticsRows[R][],
  period: { fromDate: string; toDate: string },
) {
  const name = STATISTICS_SHEET_NAMES[report];
  const columns = STATISTICS_COLUMNS[report].map(({ header }) => ({ header, width: Math.max(14, header.length + 4) }));
  async function* batches() {
    yield reportCells(report, rows);
  }
  const fileName = `${name} ${period.fromDate} to ${period.toDate}.xlsx`;
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(xlsxStream({ name, columns, batches: batches() }));
}
