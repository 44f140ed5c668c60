import type { Language } from '../settings/settings';

/**
 * 'Loading…' in each language: the boot script's spinner (src/app/bootSpinner.ts) shows it before any labels have
 * loaded.
 */
export const LOADING_LABELS: Readonly<Record<Language, string>> = {
  en: 'Loading…',
  de: 'Wird geladen…',
  es: 'Cargando…',
};
