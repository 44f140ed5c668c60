import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../../../../domain/listQuery';
import type { Database } from '../../../db/client';
import { z } from 'zod';
import { column, rowsOf } from '../../../platform/db';
import type { RequestKind } from '../../requestKinds';

/** Some requests of one table to count per service (a dashboard number, a caller's requests). */
export interface CountGroup {
  /** Names the group in the answer. */
  label: string;
  kind: RequestKind;
  /** The condition on the table's rows (alias `r`). */
  where: SQL;
}

/** A group's requests of one service (and status), and whether counting stopped at COUNT_CAP. */
interface GroupCount {
  label: string;
  serviceId: string;
  status: string | null;
  n: number;
  capped: boolean;
}

const countRow = z.object({
  label: z.string(),
  serviceId: z.string(),
  status: z.string().nullable(),
  n: column.number,
});
const readRow = countRow.extend({ read: column.number });

/**
 * Counts each group per service (and per status, with `byStatus`) as the request lists count: no further than
 * COUNT_CAP. First one read of at most COUNT_CAP + 1 rows per group: a group that small (a technician's or a dealer's
 * requests, most partners' numbers) is then read whole, so each of its services is counted exactly by one statement. A
 * bigger group is counted again per service (and status) by `perService`, each branch stopping one past the cap.
 */
export async function cappedCounts(
  db: Database,
  groups: readonly CountGroup[],
  byStatus: boolean,
  perService: (group: CountGroup) => SQL[],
): Promise<GroupCount[]> {
  if (groups.length === 0) return [];
  const status = byStatus ? sql`status` : sql`NULL::text`;
  const read = await rowsOf(
    db,
    readRow,
    sql.join(
      groups.map(
        (group) =>
          sql`(SELECT ${group.label}::text AS label, service_id AS "serviceId", ${status} AS status,
              count(*)::int AS n, (sum(count(*)) OVER ())::int AS read
               FROM (SELECT r.service_id, r.status FROM ${group.kind.table} r
                 WHERE ${group.where} LIMIT ${COUNT_CAP + 1}) x GROUP BY 2, 3)`,
      ),
      sql` UNION ALL `,
    ),
  );
  const whole = read
    .filter((row) => row.read <= COUNT_CAP)
    .map((row) => ({ label: row.label, serviceId: row.serviceId, status: row.status, n: row.n, capped: false }));
  const bigger = groups.filter((group) => read.some((row) => row.label === group.label && row.read > COUNT_CAP));
  const branches = bigger.flatMap(perService);
  if (branches.length === 0) return whole;
  const counted = await rowsOf(db, countRow, sql.join(branches, sql` UNION ALL `));
  return [...whole, ...counted.map((row) => ({ ...row, n: Math.min(row.n, COUNT_CAP), capped: row.n > COUNT_CAP }))];
}
