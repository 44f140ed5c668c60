import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { formatDay, formatTimestamp } from '../../../domain/displayFormat';
import { DEFAULT_MAX_PAGE_SIZE, type FilterEntry } from '../../../domain/filters';
import { XLSX_CONTENT_TYPE, type ExportColumn, type ParsedExportRequest } from '../../../domain/listExport';
import { STAFF_ROLES } from '../../../domain/roles';
import type { DatabaseHandle } from '../db/client';
import { requireRoles } from './auth';
import { badRequest } from './errors';
import { buildListQuery, type ListResource, type PropertyType } from './listEngine';

/** Everyone who sees Export in a list's filters: staff, not technicians (spec 000 §2.6, §6). */
export const exporters = requireRoles(...STAFF_ROLES);

/** Rows read per statement: big enough to keep the database busy, small enough that other callers go in between. */
const EXPORT_BATCH = Math.max(DEFAULT_MAX_PAGE_SIZE, 5000);

/** What a reference column's ids show (id -> text), for one batch of rows; undefined for a column that is no reference. */
export type ReferenceNames = (column: ExportColumn, ids: string[]) => Promise<Map<string, string> | undefined>;

/** Checks a column's reference options before the export starts: a field message, or undefined when it may be used. */
export type ReferenceCheck = (column: ExportColumn) => string | undefined;

/** What a spreadsheet cell shows for a record value: dates as the console shows them, lists joined, files by name. */
export function exportCell(type: PropertyType | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (type === 'timestamp') return formatTimestamp(value);
  if (type === 'date') return formatDay(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '');
  return String(value);
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * Streams every record of a list request as one XLSX sheet: the filters are checked (a 400 before anything is sent),
 * then the rows are read batch by batch in the list's order and written as they come, so no process holds the file.
 */
export async function streamListExport<Row>(
  reply: FastifyReply,
  database: DatabaseHandle,
  resource: ListResource<Row>,
  request: ParsedExportRequest,
  options: { scope?: FilterEntry[]; referenceNames?: ReferenceNames; checkReference?: ReferenceCheck } = {},
) {
  const batchSize = Math.min(resource.maxPageSize, EXPORT_BATCH);
  const page = (pageNumber: number) => buildListQuery(resource as ListResource<unknown>, { ...request, pageSize: batchSize, pageNumber }, options.scope);
  const first = page(1);
  const errors = Object.fromEntries(
    request.columns.flatMap((column, index) => {
      if (!resource.propertyByName.has(column.key)) return [[`columns.${index}.key`, `Unknown column: ${column.key}`]];
      const problem = column.optionText === undefined ? undefined : options.checkReference ? options.checkReference(column) : `Column ${column.key} is not a reference`;
      return problem ? [[`columns.${index}.optionText`, problem]] : [];
    }),
  );
  if (Object.keys(errors).length) throw badRequest('Unknown export column', errors);

  const { default: Excel } = await import('exceljs');
  const body = new PassThrough();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(request.name));
  sheet.columns = request.columns.map(({ key, header }) => ({ header, key, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for (let pageNumber = 1, query = first; ; query = page(++pageNumber)) {
      const rows = await database.query(query.text, query.params);
      const records = rows as Record<string, unknown>[];
      const names = new Map<string, Map<string, string>>();
      for (const column of request.columns) {
        const ids = [
          ...new Set(
            records
              .map((record) => record[column.key])
              .filter((id) => id !== null && id !== undefined && id !== '')
              .map(String),
          ),
        ];
        const found = ids.length ? await options.referenceNames?.(column, ids) : undefined;
        if (found) names.set(column.key, found);
      }
      for (const record of records) {
        const cells = request.columns.map(({ key }) => {
          const value = record[key];
          const name = value === null || value === undefined ? undefined : names.get(key)?.get(String(value));
          return name ?? exportCell(resource.propertyByName.get(key)?.type, value);
        });
        sheet.addRow(cells).commit();
      }
      if (rows.length < batchSize) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed after it started');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(request.name)}.xlsx`)
    .header('cache-control', 'no-store')
    .send(body);
}
