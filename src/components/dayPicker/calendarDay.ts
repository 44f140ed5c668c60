/**
 * The boundary between the API's calendar days (yyyy-MM-dd, India time, never instants) and the
 * date pickers' Date values. A picker Date is the local midnight of that day, so the day survives
 * the round trip whatever the browser's time zone.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-MM-dd → the picker's Date; empty → null; anything else → an invalid Date. */
export function toPickerDate(day: unknown): Date | null {
  if (day == null || day === '') return null;
  const match = typeof day === 'string' ? DAY.exec(day) : null;
  if (!match) return new Date(Number.NaN);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  value.setFullYear(year); // years below 100 are not 19xx
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date
    ? value
    : new Date(Number.NaN);
}

/** The picker's Date → yyyy-MM-dd; null → ''; an invalid Date → null. */
export function toCalendarDay(value: Date | null | undefined): string | null {
  if (value == null) return '';
  if (Number.isNaN(value.getTime())) return null;
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A bound (minDate/maxDate) from the other end of a from/till pair, when it is a real day. */
export function boundDate(day: unknown): Date | undefined {
  const value = toPickerDate(day);
  return value && !Number.isNaN(value.getTime()) ? value : undefined;
}
