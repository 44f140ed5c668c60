import type { ImportRejection } from '../../../../domain/masters/registry';

export interface RejectedRow {
  line: number;
  field: string;
  message: string;
}

/** One row per field message of a refused import, in line order ('Line 3: name — Name is required'). */
export function rejectedRows(body: unknown): RejectedRow[] {
  const rejected = (body as Partial<ImportRejection> | undefined)?.rejected;
  if (!Array.isArray(rejected)) return [];
  return rejected
    .flatMap(({ line, errors }) =>
      Object.entries(errors ?? {}).map(([field, message]) => ({ line, field, message: String(message) })),
    )
    .sort((a, b) => a.line - b.line);
}
