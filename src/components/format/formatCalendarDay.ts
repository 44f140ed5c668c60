import { format, type Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enIN } from 'date-fns/locale/en-IN';
import { es } from 'date-fns/locale/es';
import { useLocaleState } from 'ra-core';
import { useCallback } from 'react';
import type { Language } from '../../settings/settings';

/** date-fns' locale of each console language: month and weekday names, the first day of the week (DESIGN "dates"). */
export const DATE_LOCALES: Record<Language, Locale> = { en: enIN, de, es };

const dateLocaleOf = (language: string) => DATE_LOCALES[language as Language] ?? enIN;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (yyyy-MM-dd) in a date-fns `pattern` with the language's names ('EEE' Mo., 'dd MMM' 28 Nov.), never
 * shifted by a time zone.
 */
export function formatCalendarDay(day: string, pattern: string, language: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  return format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), pattern, {
    locale: dateLocaleOf(language),
  });
}

/** `formatCalendarDay` in the console's current language. */
export function useCalendarDayFormat() {
  const [language] = useLocaleState();
  return useCallback((day: string, pattern: string) => formatCalendarDay(day, pattern, language), [language]);
}
