import type { ActivityEventKey } from '../activityEvents';

/** Activity log entry as GET activityLogs/{id} answers it (spec 000 §3), newest first, with the event its text is. */
export interface ActivityLogEntry {
  timestamp: string;
  activity: string;
  /** The event of domain/activityEvents the text is, and its values; null for a text of no known event. */
  key?: ActivityEventKey | null;
  values?: Record<string, string>;
  updatedBy: { userName: string };
  remark: string | null;
}
