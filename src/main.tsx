import './config/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRuntimeConfig } from './config/runtimeConfig';

const root = createRoot(document.getElementById('root')!);

/** Runtime configuration first; Amplify is configured by the code that signs in or reads the session. */
loadRuntimeConfig()
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
