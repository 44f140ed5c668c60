import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { Console } from '../../src/app/consoleChunk';

// findBy*/waitFor wait up to 5 s: on a loaded 2-core machine the first render of a lazily imported screen can take
// longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Typing a sign-in starts downloading the console (as in a browser): a file ends only once that import has, or the
// import would outlive the file's environment (an unhandled 'environment was torn down' error on a loaded machine).
// The console's own background downloads (the dashboard and master screens) are waited for too.
afterAll(async () => {
  const started = Console.started();
  if (!started) return;
  await started.catch(() => undefined);
  await (
    await import('../../src/console/ConsoleApp')
  ).backgroundPreloads;
}, 60_000);

// jsdom has no layout: media queries never match (desktop view, light scheme).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
