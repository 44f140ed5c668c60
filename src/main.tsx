import './config/zodWithoutEval';
import './theme/inter.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsole } from './app/consoleChunk';
import { needsFirstLogin } from './authProvider/firstLogin';
import { storedSession } from './authProvider/storedSession';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { setLabelLanguage } from './i18n/labelLanguage';
import { t } from './i18n/translate';
import { readSettings } from './settings/settings';

const root = createRoot(document.getElementById('root')!);

/** A console address opened with a session: the console and its page download before the first render, so no spinner shows. */
function consoleAhead() {
  if (!window.location.pathname.startsWith('/dashboard')) return undefined;
  const session = storedSession();
  return session && !needsFirstLogin(session.claims) ? loadConsole().catch(() => undefined) : undefined;
}

/** Runtime configuration and the stored language's labels first; Amplify is configured by the code that signs in or refreshes the session. */
Promise.all([loadRuntimeConfig(), setLabelLanguage(readSettings().language)])
  .then(consoleAhead)
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
        {t('app.configFailed')}{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </p>,
    );
  });
