import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DELETION_STATUSES, type DeletionRequestRow } from '../../../../domain/customers/deletion';
import { column, type Executor, rowOf } from '../../platform/db';

export const DELETION_REQUEST_ENTITY = 'deletionRequest';

const deletionRequestRow = z.object({
  id: z.string(),
  customerId: z.string(),
  userName: z.string(),
  customerName: z.string(),
  status: z.enum(DELETION_STATUSES),
  remark: z.string().nullable(),
  createdAt: column.instant,
  lastUpdate: column.instant,
});

/** One deletion request as the list answers it; `lock` holds it for the rest of the transaction. */
export async function readDeletionRequest(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DeletionRequestRow | undefined> {
  return rowOf(
    db,
    deletionRequestRow,
    sql`SELECT id, customer_id AS "customerId", user_name AS "userName", customer_name AS "customerName", status,
        remark,
        created_at AS "createdAt", last_update AS "lastUpdate"
      FROM user_deletion_requests WHERE id = ${id}${options.lock ? sql` FOR UPDATE` : sql``}`,
  );
}
