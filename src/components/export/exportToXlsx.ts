import { format } from 'date-fns';
import { DOWNLOAD_TIMESTAMP_FORMAT } from '../../../domain/constants';
import { downloadBlob } from './downloadBlob';

export interface ExportColumn {
  header: string;
  key: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `<name> <yyyy-MM-dd HH:mm:ss>.xlsx` (spec 000 §7.5). */
export const exportFileName = (name: string, at: Date = new Date()) => `${name} ${format(at, DOWNLOAD_TIMESTAMP_FORMAT)}.xlsx`;

/** Writes rows to a one-sheet workbook and downloads it; exceljs is fetched only when someone exports. */
export async function exportToXlsx(name: string, columns: readonly ExportColumn[], rows: readonly Record<string, unknown>[]) {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map(({ header, key }) => ({ header, key, width: Math.max(14, header.length + 4) }));
  sheet.addRows(rows.map((row) => Object.fromEntries(columns.map(({ key }) => [key, row[key] ?? '']))));
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(name));
}
