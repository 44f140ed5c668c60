/** Timestamps are UTC instants shown in India time (DESIGN: dates). */
const formatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function formatTimestamp(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
}
