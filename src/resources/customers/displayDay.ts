import { format } from 'date-fns';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A calendar day (yyyy-MM-dd) or an instant's India day as 'MMM dd, yyyy' (spec 001 §2: the request tabs' dates). */
export function formatRequestDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = DAY.test(value) && value.length === 10 ? value : INDIA_DAY.format(new Date(value));
  const match = DAY.exec(day);
  return match ? format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'MMM dd, yyyy') : value;
}

/** Today in India as yyyy-MM-dd: the latest purchase date a product may have. */
export const indiaToday = (now = new Date()) => INDIA_DAY.format(now);
