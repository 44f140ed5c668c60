import type { FastifyReply } from 'fastify';
import { formatDay, formatTimestamp } from '../../../domain/displayFormat';
import { DEFAULT_MAX_PAGE_SIZE, type FilterEntry } from '../../../domain/filters';
import { XLSX_CONTENT_TYPE, type ExportColumn, type ParsedExportRequest } from '../../../domain/listExport';
import { STAFF_ROLES } from '../../../domain/roles';
import type { DatabaseHandle } from '../db/client';
import { requireRoles } from './auth';
import { badRequest } from './errors';
import {
  buildListQuery,
  defineListResource,
  SEEK_KEY,
  SEEK_SORT,
  seekBlocks,
  type ListResource,
  type ListSeek,
  type PropertyType,
} from './listEngine';
import { xlsxStream, type SheetCell } from './xlsxStream';

/** Everyone who sees Export in a list's filters: staff, not technicians. */
export const exporters = requireRoles(...STAFF_ROLES);

/** Rows read per statement: big enough to keep the database busy, small enough that other callers go in between. */
const EXPORT_BATCH = Math.max(DEFAULT_MAX_PAGE_SIZE, 5000);

/**
 * What a reference column's ids show (id -> text), for one batch of rows; undefined for a column that is no reference.
 */
type ReferenceNames = (column: ExportColumn, ids: string[]) => Promise<Map<string, string> | undefined>;

/** Checks a column's reference options before the export starts: a field message, or undefined when it may be used. */
type ReferenceCheck = (column: ExportColumn) => string | undefined;

/** What a spreadsheet cell shows for a record value: dates as the console shows them, lists joined, files by name. */
export function exportCell(type: PropertyType | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (type === 'timestamp') return formatTimestamp(value);
  if (type === 'date') return formatDay(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => exportCell(undefined, item)).join(', ');
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '');
  return String(value);
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

type SeekRow = Record<string, unknown> & { [SEEK_SORT]: string | null; [SEEK_KEY]: string };

/**
 * Streams every record of a list request as one XLSX sheet: the filters and columns are checked (a 400 before anything
 * is sent), then the rows are read batch by batch in the list's order, each batch continuing after the last row read
 * (keyset, see ListSeek: every row is read once, however long the list) only as the client takes the file (see
 * xlsxStream: a paused client pauses the reads), so no process holds the file.
 */
export async function streamListExport<Row>(
  reply: FastifyReply,
  database: DatabaseHandle,
  resource: ListResource<Row>,
  request: ParsedExportRequest,
  options: { scope?: FilterEntry[]; referenceNames?: ReferenceNames; checkReference?: ReferenceCheck } = {},
) {
  const batchSize = Math.min(resource.maxPageSize, EXPORT_BATCH);
  const errors = Object.fromEntries(
    request.columns.flatMap((column, index) => {
      if (!resource.propertyByName.has(column.key)) return [[`columns.${index}.key`, `Unknown column: ${column.key}`]];
      const problem =
        column.optionText === undefined
          ? undefined
          : options.checkReference
            ? options.checkReference(column)
            : `Column ${column.key} is not a reference`;
      return problem ? [[`columns.${index}.optionText`, problem]] : [];
    }),
  );
  if (Object.keys(errors).length) throw badRequest('Unknown export column', errors);
  // The sheet's columns are read, whether or not the list's rows carry them.
  const exported = defineListResource({
    ...resource,
    fields: [...new Set(request.columns.map((column) => column.key))],
  }) as ListResource<unknown>;
  const batch = (seek: ListSeek) =>
    buildListQuery(exported, { ...request, pageSize: batchSize, pageNumber: 1 }, options.scope, seek);
  const blocks = seekBlocks(exported, request);
  // Checks the filters and the sort before anything is sent.
  let query = batch({ block: blocks[0] });

  const cellsOf = async (records: Record<string, unknown>[]): Promise<SheetCell[][]> => {
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
    return records.map((record) =>
      request.columns.map(({ key }) => {
        const value = record[key];
        const name = value === null || value === undefined ? undefined : names.get(key)?.get(String(value));
        return name ?? exportCell(resource.propertyByName.get(key)?.type, value);
      }),
    );
  };

  // Runs only as the sheet asks for rows: one batch per read of the sheet, none while the client does not take the
  // file.
  async function* batches(): AsyncGenerator<SheetCell[][]> {
    try {
      for (const [index, block] of blocks.entries()) {
        if (index > 0) query = batch({ block });
        for (;;) {
          const rows = await database.query<SeekRow>(query.text, query.params);
          yield await cellsOf(rows);
          if (rows.length < batchSize) break;
          const last = rows[rows.length - 1];
          query = batch({ block, after: { sort: last[SEEK_SORT], key: last[SEEK_KEY] } });
        }
      }
    } catch (error) {
      reply.log.error({ err: error }, 'export failed after it started');
      throw error;
    }
  }

  const columns = request.columns.map(({ header }) => ({ header, width: Math.max(14, header.length + 4) }));
  const body = xlsxStream({ name: sheetName(request.name), columns, batches: batches() });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(request.name)}.xlsx`)
    .header('cache-control', 'no-store')
    .send(body);
}
