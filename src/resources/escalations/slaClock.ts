/** How an escalation stands against its SLA deadline at `now`: done ones by when they were resolved. */
interface SlaStanding {
  breached: boolean;
  /** Whole minutes to the deadline (left) or past it (overdue); undefined once the escalation is done. */
  minutes?: number;
  overdue: boolean;
}

const FINISHED = new Set(['Resolved', 'Closed']);

export function slaStanding(row: { status: string; dueAt: string; breached: boolean }, now: Date): SlaStanding {
  if (FINISHED.has(row.status)) return { breached: row.breached, overdue: false };
  const minutes = Math.floor((new Date(row.dueAt).getTime() - now.getTime()) / 60_000);
  return { breached: row.breached || minutes < 0, minutes: Math.abs(minutes), overdue: minutes < 0 };
}

/** Minutes as days, hours and minutes, largest two units: { days: 1, hours: 4 } or { hours: 3, minutes: 20 }. */
export function durationParts(minutes: number): { days: number; hours: number } | { hours: number; minutes: number } {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days > 0 ? { days, hours } : { hours, minutes: minutes % 60 };
}
