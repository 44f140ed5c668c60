/** Activity log entry as GET activityLogs/{id} answers it (spec 000 §3), newest first. */
export interface ActivityLogEntry {
  timestamp: string;
  activity: string;
  updatedBy: { userName: string };
  remark: string | null;
}
