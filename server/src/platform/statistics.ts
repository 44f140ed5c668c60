import type { DatabaseHandle } from '../db/client';

/**
 * Refreshes the planner's statistics of tables after a bulk write (a seed, an import), so the next list is planned on
 * what the table holds now rather than on what it held before (PGlite has no autovacuum to do it later). `vacuum` also
 * marks the pages all-visible, so counts can read the index alone: worth it after loading millions of rows.
 * Table names come from the code, never from a request.
 */
export async function refreshStatistics(
  database: Pick<DatabaseHandle, 'query'>,
  tables: string[],
  options: { vacuum?: boolean } = {},
): Promise<void> {
  if (!tables.length) return;
  await database.query(`${options.vacuum ? 'VACUUM ' : ''}ANALYZE ${tables.map((table) => `"${table}"`).join(', ')}`);
}
