import './config/zodWithoutEval';
import './theme/inter.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsole } from './app/consoleChunk';
import { acceptInput, isPreRendered, ROOT_ID } from './app/preRendered';
import { needsFirstLogin } from './authProvider/firstLogin';
import { storedSession } from './authProvider/storedSession';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { setLabelLanguage } from './i18n/labelLanguage';
import { t } from './i18n/translate';
import { readSettings } from './settings/settings';

const container = document.getElementById(ROOT_ID)!;

/**
 * A console address opened with a session: the console and its page download before the first render, so no spinner
 * shows.
 */
function consoleAhead() {
  if (!window.location.pathname.startsWith('/dashboard')) return undefined;
  const session = storedSession();
  return session && !needsFirstLogin(session.claims) ? loadConsole().catch(() => undefined) : undefined;
}

/**
 * Runtime configuration and the stored language's labels first; Amplify is configured by the code that signs in or
 * refreshes the session.
 */
Promise.all([loadRuntimeConfig(), setLabelLanguage(readSettings().language)])
  .then(consoleAhead)
  .then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (isPreRendered(container)) {
      // The sign-in page is on screen already (src/app/preRendered.ts): React adopts it in a task of its own after the
      // code's evaluation, yielding to the browser every few milliseconds (a transition) rather than holding it
      // throughout.
      setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
    } else {
      createRoot(container).render(app);
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    acceptInput();
    createRoot(container).render(
      <p style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
        {t('app.configFailed')}{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </p>,
    );
  });
