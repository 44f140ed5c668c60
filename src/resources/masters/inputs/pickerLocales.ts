import { deDE, esES } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enIN } from 'date-fns/locale/en-IN';
import { es } from 'date-fns/locale/es';
import type { Language } from '../../../settings/settings';

type PickerTexts = (typeof deDE)['components']['MuiLocalizationProvider']['defaultProps']['localeText'];

/**
 * The calendar (first weekday, month and weekday names) and MUI X's own texts ('Choose date', the TT/MM/JJJJ
 * placeholder) in each console language; the day is still typed and shown dd/MM/yyyy. Part of the lazily loaded picker.
 */
export const PICKER_LOCALES: Record<Language, { calendar: Locale; texts?: PickerTexts }> = {
  en: { calendar: enIN },
  de: { calendar: de, texts: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  es: { calendar: es, texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
};

export const pickerLocaleOf = (language: string) => PICKER_LOCALES[language as Language] ?? PICKER_LOCALES.en;
