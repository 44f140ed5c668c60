import { format } from 'date-fns';
import { indiaDay } from '../../components/format/indiaDay';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day (yyyy-MM-dd) or an instant's India day as 'MMM dd, yyyy' (spec 001 §2: the request tabs' dates). */
export function formatRequestDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = DAY.test(value) && value.length === 10 ? value : indiaDay(new Date(value));
  const match = DAY.exec(day);
  return match ? format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'MMM dd, yyyy') : value;
}
