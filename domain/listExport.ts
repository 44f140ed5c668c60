import { z } from './zod';
import { filterRequestSchema } from './filters';

/** The most columns one export writes (the widest master has about twenty). */
const EXPORT_COLUMNS_MAX = 60;
const EXPORT_TEXT_MAX = 200;

/**
 * One spreadsheet column: the record property it shows and its header in the user's language. A reference column
 * shows the referenced record's `optionText` (its title by default) followed by `suffix`, as the list shows it.
 */
const exportColumnSchema = z.object({
  key: z
    .string()
    .min(1, 'Column is required')
    .max(EXPORT_TEXT_MAX, `Column must be at most ${EXPORT_TEXT_MAX} characters`),
  header: z
    .string()
    .min(1, 'Column header is required')
    .max(EXPORT_TEXT_MAX, `Column header must be at most ${EXPORT_TEXT_MAX} characters`),
  optionText: z.string().min(1).max(EXPORT_TEXT_MAX, `Column must be at most ${EXPORT_TEXT_MAX} characters`).optional(),
  suffix: z.string().max(10, 'Suffix must be at most 10 characters').optional(),
});
export type ExportColumn = z.output<typeof exportColumnSchema>;

/**
 * POST <list>/export: every record matching the list's filters and sort, as one streamed XLSX sheet named `name`
 * with the given columns (an export holds what the list shows).
 */
export const exportRequestSchema = filterRequestSchema.pick({ filters: true, sort: true, sortBy: true }).extend({
  name: z
    .string()
    .trim()
    .min(1, 'Sheet name is required')
    .max(EXPORT_TEXT_MAX, `Sheet name must be at most ${EXPORT_TEXT_MAX} characters`),
  columns: z
    .array(exportColumnSchema)
    .min(1, 'Choose at least one column')
    .max(EXPORT_COLUMNS_MAX, `At most ${EXPORT_COLUMNS_MAX} columns`),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;
export type ParsedExportRequest = z.output<typeof exportRequestSchema>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
