import type { DatabaseHandle } from '../../db/client';

interface DistinctOptions {
  source: string;
  column: string;
  /** Equality conditions: SQL expression -> value (undefined values are skipped). */
  where?: [column: string, value: unknown][];
  /**
   * Walk an index instead of reading every row: right for few distinct values over many rows,
   * when an index starts with the `where` columns followed by `column`.
   */
  loose?: boolean;
}

/** Sorted distinct non-null values of a column (filtersData, cascading pickers). */
export async function distinctValues<T = unknown>(database: DatabaseHandle, options: DistinctOptions): Promise<T[]> {
  const params: unknown[] = [];
  const conditions = (options.where ?? [])
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => `${column} = $${params.push(value)}`);
  const { source, column } = options;
  const where = [...conditions, `${column} IS NOT NULL`].join(' AND ');
  const text = options.loose
    ? `WITH RECURSIVE walk(v) AS (
         (SELECT ${column} FROM ${source} WHERE ${where} ORDER BY 1 LIMIT 1)
         UNION ALL
         SELECT (SELECT ${column} FROM ${source} WHERE ${where} AND ${column} > walk.v ORDER BY 1 LIMIT 1) FROM walk
           WHERE walk.v IS NOT NULL
       ) SELECT v FROM walk WHERE v IS NOT NULL`
    : `SELECT DISTINCT ${column} AS v FROM ${source} WHERE ${where} ORDER BY 1`;
  const rows = await database.query<{ v: T }>(text, params);
  return rows.map((row) => row.v);
}
