/**
 * How the console shows a value named in a timeline event or remark: a fixed choice (a status, a document type, a
 * payment mode) through its label, a weekday's English name (DAY_NAMES) by the day's label, a calendar day (yyyy-MM-dd)
 * in the user's date format, a message of the catalog translated; any other value (a name, an id, an amount) as it is.
 * Apart from domain/activityEvents.ts, whose messages come with their schemas (and zod), so the console's first
 * download need not carry them.
 */
type ActivityValueKind = { labels: string } | 'weekday' | 'calendarDay' | 'message';

/** The fixed choices' labels are `<labels>.<value>`, the keys their lists and filters use too. */
const STATUSES = { labels: 'statuses' };

export const ACTIVITY_VALUE_KINDS: Readonly<Record<string, ActivityValueKind>> = {
  status: STATUSES,
  priority: STATUSES,
  category: STATUSES,
  docType: STATUSES,
  paymentMethod: STATUSES,
  method: STATUSES,
  disposalMethod: STATUSES,
  purpose: { labels: 'payments.purposes' },
  day: 'weekday',
  date: 'calendarDay',
  reason: 'message',
};
