import { z } from './zod';
import { FILTER_OPERATORS, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageSizeMessage, type FilterEntry } from './listQuery';

export * from './listQuery';

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number(), z.boolean()]))]);

export const filterEntrySchema = z.object({
  property: z.string().min(1, 'Property is required'),
  operator: z.enum(FILTER_OPERATORS, { message: 'Unknown filter operator' }),
  value: filterValue.optional(),
}) satisfies z.ZodType<FilterEntry>;

export const filterRequestSchema = z.object({
  filters: z.array(filterEntrySchema).default([]),
  pageSize: z.coerce
    .number({ message: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(MAX_PAGE_SIZE, pageSizeMessage(MAX_PAGE_SIZE))
    .default(10),
  pageNumber: z.coerce
    .number({ message: 'Page number must be a number' })
    .int('Page number must be a whole number')
    .min(1, 'Page number must be at least 1')
    .max(MAX_PAGE_NUMBER, `Page number must be at most ${MAX_PAGE_NUMBER}`)
    .default(1),
  sort: z
    .union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])
    .transform(Number)
    .default(-1),
  sortBy: z.string().optional(),
});
export type FilterRequest = z.input<typeof filterRequestSchema>;
export type ParsedFilterRequest = z.output<typeof filterRequestSchema>;
