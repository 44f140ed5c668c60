import { createContext, useContext } from 'react';
import { defaultSettings, type Settings } from './settings';

interface SettingsContextValue {
  settings: Settings;
  update: (change: Partial<Settings>) => void;
}

export const SettingsContext = createContext<SettingsContextValue>({
  settings: defaultSettings(),
  update: () => undefined,
});

export const useSettings = () => useContext(SettingsContext);
