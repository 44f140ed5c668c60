import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setLabelLanguage } from '../i18n/labelLanguage';
import { themeOptions } from '../theme/themeOptions';
import { readSettings, writeSettings, type Settings } from './settings';
import { SettingsContext } from './SettingsContext';

/** Settings for the whole app, and the MUI theme they imply for the public pages. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(readSettings);
  const update = useCallback((change: Partial<Settings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...change };
      writeSettings(next);
      return next;
    });
  }, []);
  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.lang = settings.language;
    void setLabelLanguage(settings.language);
  }, [settings.direction, settings.language]);
  const theme = useMemo(
    () => createTheme(themeOptions(settings.theme, settings.direction)),
    [settings.theme, settings.direction],
  );
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return (
    <SettingsContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </SettingsContext.Provider>
  );
}
