import {
  LANGUAGES as SETTING_LANGUAGES,
  THEMES,
  type Direction,
  type Language,
  type ThemeChoice,
} from '../../domain/account/constants';

export type { Direction, Language, ThemeChoice };
/** Local settings of spec 000 §3, kept in localStorage under 'settings' (and per user on the server, account/). */
type ThemeMode = 'light' | 'dark';

export interface Settings {
  direction: Direction;
  language: Language;
  pinSidebar: boolean;
  /** `system` follows the device's preference. */
  theme: ThemeChoice;
}

export const SETTINGS_KEY = 'settings';
export const LANGUAGES: readonly Language[] = SETTING_LANGUAGES;

const prefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;

/** Defaults of spec 000 §9: ltr, en, pinned sidebar, light theme unless the system prefers dark. */
export const defaultSettings = (): Settings => ({
  direction: 'ltr',
  language: 'en',
  pinSidebar: true,
  theme: prefersDark() ? 'dark' : 'light',
});

/** The light or dark a theme choice shows now. */
export const themeModeOf = (choice: ThemeChoice): ThemeMode =>
  choice === 'system' ? (prefersDark() ? 'dark' : 'light') : choice;

export function readSettings(): Settings {
  const defaults = defaultSettings();
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return {
      direction: saved.direction === 'rtl' ? 'rtl' : defaults.direction,
      language: LANGUAGES.includes(saved.language as Language) ? (saved.language as Language) : defaults.language,
      pinSidebar: typeof saved.pinSidebar === 'boolean' ? saved.pinSidebar : defaults.pinSidebar,
      theme: THEMES.includes(saved.theme as ThemeChoice) ? (saved.theme as ThemeChoice) : defaults.theme,
    };
  } catch {
    return defaults;
  }
}

export function writeSettings(settings: Settings) {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
