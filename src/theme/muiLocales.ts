import { deDE, enUS, esES, type Localization } from '@mui/material/locale';
import type { Language } from '../settings/settings';

// MUI's Spanish calls Autocomplete's open button 'Abierto' (the adjective); the button opens the list: 'Abrir'.
const spanish: Localization = {
  components: {
    ...esES.components,
    MuiAutocomplete: { defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' } },
  },
};

/**
 * MUI's own texts (Autocomplete's 'Open' and 'No options', pagination, breadcrumbs) in each language of the console.
 * Imported by the console only: the sign-in page shows none of them, so its download carries no locale.
 */
export const MUI_LOCALES: Record<Language, Localization> = { en: enUS, de: deDE, es: spanish };
