import { sql } from 'drizzle-orm';
import type { DeletionRequestRow } from '../../../../domain/customers/deletion';
import { type Executor, firstRow, iso } from '../../platform/db';

export const DELETION_REQUEST_ENTITY = 'deletionRequest';

interface StoredRow extends Omit<DeletionRequestRow, 'createdAt' | 'lastUpdate'> {
  createdAt: unknown;
  lastUpdate: unknown;
}

/** One deletion request as the list answers it; `lock` holds it for the rest of the transaction. */
export async function readDeletionRequest(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DeletionRequestRow | undefined> {
  const row = await firstRow<StoredRow>(
    db,
    sql`SELECT id, customer_id AS "customerId", user_name AS "userName", customer_name AS "customerName", status, remark,
        created_at AS "createdAt", last_update AS "lastUpdate"
      FROM user_deletion_requests WHERE id = ${id}${options.lock ? sql` FOR UPDATE` : sql``}`,
  );
  return row && { ...row, createdAt: iso(row.createdAt), lastUpdate: iso(row.lastUpdate) };
}
