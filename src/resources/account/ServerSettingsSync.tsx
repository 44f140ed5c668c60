import { useLocaleState } from 'ra-core';
import { useEffect, useRef } from 'react';
import type { UserSettings } from '../../../domain/account/constants';
import { useSettings } from '../../settings/SettingsContext';
import { usePreferences, useSavePreferences } from './api';

const sameSettings = (a: UserSettings, b: UserSettings) =>
  a.language === b.language && a.theme === b.theme && a.direction === b.direction && a.pinSidebar === b.pinSidebar;

/**
 * Keeps the local settings and the user's settings on the server as one: when the console opens, the
 * server's win and are written to local storage (a user without any yet, or who changed one before the server answered,
 * gets the browser's saved); from then on every change, wherever it is made (settings page, sidebar pin), is saved to
 * both.
 */
export function ServerSettingsSync() {
  const { settings, update } = useSettings();
  const [locale, setLocale] = useLocaleState();
  const { data } = usePreferences();
  const save = useSavePreferences();
  // What the server holds: undefined until it has answered, null when it has nothing yet.
  const server = useRef<UserSettings | null | undefined>(undefined);
  // The settings as the console opened with them: a change made before the server answers is the user's latest word.
  const opened = useRef(settings);

  const local: UserSettings = {
    language: settings.language,
    theme: settings.theme,
    direction: settings.direction,
    pinSidebar: settings.pinSidebar,
  };
  const saveLocal = () => {
    server.current = local;
    // A failed save keeps the local copy; the next change tries again.
    save({ settings: local }).catch(() => (server.current = null));
  };

  useEffect(() => {
    if (!data || server.current !== undefined) return;
    if (!data.settings || !sameSettings(opened.current, local)) return saveLocal();
    server.current = data.settings;
    update(data.settings);
    if (data.settings.language !== locale) setLocale(data.settings.language);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's first answer decides.
  }, [data]);

  useEffect(() => {
    if (server.current === undefined || (server.current && sameSettings(server.current, local))) return;
    saveLocal();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of the local settings is what saves.
  }, [settings]);
  return null;
}
