import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStore } from '../../platform/files';
import { z } from 'zod';
import { type Executor, rowsOf } from '../../platform/db';

/** Queues the removal of stored files in the caller's transaction: a rollback forgets it with the rest. */
export async function queueFileDeletions(tx: Executor, keys: readonly string[]) {
  for (const key of keys)
    await tx.execute(sql`INSERT INTO pending_file_deletions (key) VALUES (${key}) ON CONFLICT DO NOTHING`);
}

const sweepFileDeletionsRow = z.object({ key: z.string() });

/**
 * Removes the queued files from the store, after the commit; a key leaves the queue only once its file is gone, so a
 * failure is retried by the next sweep (any process may run it). Answers how many files were removed.
 */
export async function sweepFileDeletions(
  db: Database,
  files: FileStore,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  limit = 500,
): Promise<number> {
  const queued = await rowsOf(
    db,
    sweepFileDeletionsRow,
    sql`SELECT key FROM pending_file_deletions ORDER BY created_at, key LIMIT ${limit}`,
  );
  let removed = 0;
  for (const { key } of queued) {
    try {
      await files.delete(key);
      await db.execute(sql`DELETE FROM pending_file_deletions WHERE key = ${key}`);
      removed += 1;
    } catch (error) {
      log?.warn({ err: error, key }, 'queued file not deleted; the next sweep retries it');
    }
  }
  return removed;
}
