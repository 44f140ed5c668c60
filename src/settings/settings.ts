/** Local settings of spec 000 §3, kept in localStorage under 'settings'. */
export type Language = 'en' | 'de' | 'es';
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface Settings {
  direction: Direction;
  language: Language;
  pinSidebar: boolean;
  theme: ThemeMode;
}

export const SETTINGS_KEY = 'settings';
export const LANGUAGES: readonly Language[] = ['en', 'de', 'es'];

const prefersDark = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;

/** Defaults of spec 000 §9: ltr, en, pinned sidebar, light theme unless the system prefers dark. */
export const defaultSettings = (): Settings => ({ direction: 'ltr', language: 'en', pinSidebar: true, theme: prefersDark() ? 'dark' : 'light' });

export function readSettings(): Settings {
  const defaults = defaultSettings();
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return {
      direction: saved.direction === 'rtl' ? 'rtl' : defaults.direction,
      language: LANGUAGES.includes(saved.language as Language) ? (saved.language as Language) : defaults.language,
      pinSidebar: typeof saved.pinSidebar === 'boolean' ? saved.pinSidebar : defaults.pinSidebar,
      theme: saved.theme === 'dark' || saved.theme === 'light' ? saved.theme : defaults.theme,
    };
  } catch {
    return defaults;
  }
}

export function writeSettings(settings: Settings) {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
