import { deDE, esES } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { DATE_LOCALES } from '../format/formatCalendarDay';
import type { Language } from '../../settings/settings';

type PickerTexts = (typeof deDE)['components']['MuiLocalizationProvider']['defaultProps']['localeText'];

/**
 * The calendar (first weekday, month and weekday names) and MUI X's own texts ('Choose date', the TT/MM/JJJJ
 * placeholder) in each console language; the day is still typed and shown dd/MM/yyyy. Part of the lazily loaded picker.
 */
const PICKER_LOCALES: Record<Language, { calendar: Locale; texts?: PickerTexts }> = {
  en: { calendar: DATE_LOCALES.en },
  de: { calendar: DATE_LOCALES.de, texts: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  es: { calendar: DATE_LOCALES.es, texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
};

export const pickerLocaleOf = (language: string) => PICKER_LOCALES[language as Language] ?? PICKER_LOCALES.en;
