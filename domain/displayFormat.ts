/** Timestamps are UTC instants shown in India time as dd/MM/yyyy HH:mm (DESIGN: dates). */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatTimestamp(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** A calendar day yyyy-MM-dd shown dd/MM/yyyy; never shifted by a time zone. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
