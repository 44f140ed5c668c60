import { formatCalendarDay } from '../../components/format/formatCalendarDay';
import { indiaDay } from '../../components/format/indiaDay';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The request tabs' date pattern (spec 001 §2: 'MMM dd, yyyy' in English), in the word order of each language. */
const PATTERNS: Record<string, string> = { en: 'MMM dd, yyyy', de: 'dd. MMM yyyy', es: 'dd MMM yyyy' };

/** A calendar day (yyyy-MM-dd) or an instant's India day, with the month named in the console's language. */
export function formatRequestDay(value: string | null | undefined, language = 'en'): string {
  if (!value) return '';
  const day = DAY.test(value) ? value : indiaDay(new Date(value));
  return formatCalendarDay(day, PATTERNS[language] ?? PATTERNS.en, language);
}
