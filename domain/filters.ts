import { z } from './zod';
import { FILTER_OPERATORS, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageSizeMessage, type FilterEntry } from './listQuery';

export * from './listQuery';

const filterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean()])),
]);

export const filterEntrySchema = z.object({
  property: z.string().min(1, 'Property is required'),
  operator: z.enum(FILTER_OPERATORS, { message: 'Unknown filter operator' }),
  value: filterValue.optional(),
}) satisfies z.ZodType<FilterEntry>;

/** A page size from 1 to `max` (10 when left out), as every paged call takes it. */
export const pageSizeSchema = (max: number) =>
  z.coerce
    .number({ message: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(max, pageSizeMessage(max))
    .default(10);

/** A page number from 1 (the first when left out). */
export const pageNumberSchema = z.coerce
  .number({ message: 'Page number must be a number' })
  .int('Page number must be a whole number')
  .min(1, 'Page number must be at least 1')
  .max(MAX_PAGE_NUMBER, `Page number must be at most ${MAX_PAGE_NUMBER}`)
  .default(1);

export const filterRequestSchema = z.object({
  filters: z.array(filterEntrySchema).default([]),
  pageSize: pageSizeSchema(MAX_PAGE_SIZE),
  pageNumber: pageNumberSchema,
  sort: z
    .union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])
    .transform(Number)
    .default(-1),
  sortBy: z.string().optional(),
});
export type FilterRequest = z.input<typeof filterRequestSchema>;
export type ParsedFilterRequest = z.output<typeof filterRequestSchema>;
