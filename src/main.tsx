import './config/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConsole } from './app/consoleChunk';
import { needsFirstLogin } from './authProvider/firstLogin';
import { storedSession } from './authProvider/storedSession';
import { loadRuntimeConfig } from './config/runtimeConfig';

const root = createRoot(document.getElementById('root')!);

/** A console address opened with a session: the console and its page download before the first render, so no spinner shows. */
function consoleAhead() {
  if (!window.location.pathname.startsWith('/dashboard')) return undefined;
  const session = storedSession();
  return session && !needsFirstLogin(session.claims) ? loadConsole().catch(() => undefined) : undefined;
}

/** Runtime configuration first; Amplify is configured by the code that signs in or refreshes the session. */
loadRuntimeConfig()
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
        The back office could not load its configuration.{' '}
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>,
    );
  });
