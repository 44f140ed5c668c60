import type { ActivityText } from '../../../domain/activityEvents';
import type { Database } from '../db/client';
import { activityLogs } from '../db/schema';
import type { AuthUser } from './auth';

interface ActivityEntry {
  entityId: string;
  entityType: string;
  /** An event of domain/activityEvents.ts, so every timeline row can be shown in the reader's language. */
  activity: ActivityText;
  remark?: string | null;
  by?: Pick<AuthUser, 'sub' | 'username'> | null;
}

/** Writes the who/when/what/remark row every state change leaves behind. */
export async function recordActivity(db: Database, entry: ActivityEntry) {
  await db.insert(activityLogs).values({
    entityId: entry.entityId,
    entityType: entry.entityType,
    activity: entry.activity,
    remark: entry.remark ?? null,
    updatedById: entry.by?.sub ?? null,
    updatedByUserName: entry.by?.username ?? 'system',
  });
}
