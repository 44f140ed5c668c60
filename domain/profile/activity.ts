import type { ActivityEventKey } from '../activityEvents';
import type { ActivityRemarkKey } from '../activityRemarks';

/** Activity log entry as GET activityLogs/{id} answers it, newest first, with the event its text is. */
export interface ActivityLogEntry {
  timestamp: string;
  activity: string;
  /** The event of domain/activityEvents the text is, and its values; null for a text of no known event. */
  key?: ActivityEventKey | null;
  values?: Record<string, string>;
  updatedBy: { userName: string };
  remark: string | null;
  /** The remark the server wrote (domain/activityRemarks) and its values; null for a person's remark. */
  remarkKey?: ActivityRemarkKey | null;
  remarkValues?: Record<string, string>;
}
