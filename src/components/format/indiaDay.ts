/**
 * India's calendar day of an instant, yyyy-MM-dd: booking, appointment and purchase dates are India days (DESIGN
 * "Dates").
 */
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const indiaDay = (instant: Date) => INDIA_DAY.format(instant);

/** Today in India, yyyy-MM-dd. */
export const indiaToday = (now = new Date()) => indiaDay(now);
