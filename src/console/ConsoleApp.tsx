import { memoryStore } from 'ra-core';
import { Admin } from 'react-admin';
import { useMemo } from 'react';
import { authProvider } from '../authProvider';
import { ForbiddenPage } from '../app/public/ForbiddenPage';
import { NotFoundPage } from '../app/public/NotFoundPage';
import { preloadMasterViews } from '../resources/masters/lazyViews';
import { consoleDataProvider } from '../dataProvider';
import { API_RESOURCES } from '../resources';
import { createI18nProvider } from '../i18n/i18nProvider';
import { useSettings } from '../settings/SettingsContext';
import { MUI_LOCALES } from '../theme/muiLocales';
import { themeOptions } from '../theme/themeOptions';
import { consoleRoutes, DashboardRoute } from './consoleRoutes';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { DashboardPage } from './pages';

import { ConsoleNotification } from './layout/ConsoleNotification';

export { preloadPageAt } from './pages';

const dataProvider = consoleDataProvider(API_RESOURCES);

/**
 * The dashboard and the master screens download while the console starts: opening one neither waits nor flashes a
 * spinner. Nothing waits for them but a test file, which must not end with a download still under way.
 */
export const backgroundPreloads = Promise.all([DashboardPage.preload(), preloadMasterViews()]).catch(() => undefined);

/**
 * The react-admin console under /dashboard; its own settings live in the app's 'settings' key, not react-admin's store.
 */
export default function ConsoleApp() {
  const { settings } = useSettings();
  // The provider is created once; later language changes go through react-admin's setLocale.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first language only seeds it.
  const i18nProvider = useMemo(() => createI18nProvider(settings.language), []);
  const store = useMemo(() => memoryStore(), []);
  const theme = useMemo(
    () => themeOptions(settings.theme, settings.direction, MUI_LOCALES[settings.language]),
    [settings.theme, settings.direction, settings.language],
  );
  return (
    <Admin
      basename="/dashboard"
      title="Reloop"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={ConsoleLayout}
      dashboard={DashboardRoute}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
      notification={ConsoleNotification}
      loginPage={false}
      theme={theme}
      darkTheme={theme}
      requireAuth
      disableTelemetry
    >
      {consoleRoutes()}
    </Admin>
  );
}
