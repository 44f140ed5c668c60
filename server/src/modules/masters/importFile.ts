import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brokenText } from '../../../../domain/text';
import { badRequest } from '../../platform/errors';
import { acceptMultipart, readMultipart, type MultipartLimits } from '../../platform/multipart';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

/** One data row of an uploaded sheet: its line number in the file (header = line 1) and its cells by header. */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const IMPORT_LIMITS: MultipartLimits = { fileBytes: 64 * 1024 * 1024, files: 1, fields: 5 };
const FILE_REQUIRED = SERVER_MESSAGES.importFileRequired;
const IMPORT_MESSAGES = {
  required: FILE_REQUIRED,
  tooLarge: SERVER_MESSAGES.importFileTooLarge,
  tooManyFiles: SERVER_MESSAGES.importOneFile,
};

/** Multipart parsing for the import routes of this plugin (registered once per encapsulated scope). */
export async function acceptUploads(app: FastifyInstance) {
  await acceptMultipart(app, IMPORT_LIMITS);
}

/** The one file of field `file`, read as a sheet (CSV or XLSX by name or content). */
export async function readUploadedSheet(request: FastifyRequest): Promise<Sheet> {
  const { files } = await readMultipart(request, IMPORT_LIMITS, IMPORT_MESSAGES);
  const file = files.find((part) => part.field === 'file');
  if (!file) throw badRequest(FILE_REQUIRED, { file: FILE_REQUIRED });
  return readSheet(file.bytes, file.name);
}

/** XLSX files are zip archives (PK\x03\x04); anything else is read as CSV (UTF-8, optional BOM). */
async function readSheet(buffer: Buffer, filename = ''): Promise<Sheet> {
  const isXlsx = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || /\.xlsx$/i.test(filename);
  const table = isXlsx ? await xlsxTable(buffer) : csvTable(buffer);
  if (!table.length) throw badRequest('The file is empty', { file: 'The file is empty' });
  const unreadable = table.find((row) => row.values.some((value) => brokenText(value)));
  if (unreadable) {
    const message = `Line ${unreadable.line}: ${unreadable.values.map(brokenText).find(Boolean)}`;
    throw badRequest(message, { file: message });
  }
  const [header, ...data] = table;
  const headers = header.values.map((h) => h.trim());
  return {
    headers,
    rows: data
      .filter((row) => row.values.some((cell) => cell.trim() !== ''))
      .map((row) => ({
        line: row.line,
        cells: Object.fromEntries(headers.map((h, i) => [h, (row.values[i] ?? '').trim()])),
      })),
  };
}

type Line<T> = { line: number; values: T };

function csvTable(buffer: Buffer): Line<string[]>[] {
  try {
    const records = parse(buffer, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, values: r.record }));
  } catch (error) {
    const message = `The file is not a valid CSV: ${(error as Error).message}`;
    throw badRequest(message, { file: message });
  }
}

async function xlsxTable(buffer: Buffer): Promise<Line<string[]>[]> {
  // exceljs and its zip libraries are a few hundred modules: loaded on the first XLSX import, not at start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file is not a valid XLSX workbook', { file: 'The file is not a valid XLSX workbook' });
  }
  const sheet = workbook.worksheets[0];
  const lines: Line<string[]>[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    lines.push({ line: number, values: Array.from(values, (v) => v ?? '') });
  });
  return lines;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}
