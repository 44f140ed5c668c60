import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_TEMPLATE_ID, PRE_RENDERED_TEMPLATE_ID, ROOT_ID } from '../../src/app/preRendered';
import { RUNTIME_CONFIG_ELEMENT } from '../../src/config/runtimeConfig';
import { storeSession } from './support/storedTokens';

const BUILD_YEAR = '1999';

/**
 * index.html as the build and the server write it: runtime config, the app's code and the pre-rendered page in
 * templates.
 */
function indexHtml(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML =
    `<script id="${RUNTIME_CONFIG_ELEMENT}" ` +
    `type="application/json">` +
    JSON.stringify({ auth: { staff: { userPoolId: 'p', userPoolClientId: 'staff-client' } } }) +
    `</script>
    <template id="${APP_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/app.js"></template>`;
  document.body.innerHTML =
    `<div id="${ROOT_ID}"></div>
    <template id="${PRE_RENDERED_TEMPLATE_ID}" ` +
    `data-year="${BUILD_YEAR}"><main><h1>Login</h1></main><footer>© ` +
    `<!-- -->${BUILD_YEAR}<!-- --> Reloop</footer></template>`;
}

/** Runs index.html's boot script. */
async function boot() {
  vi.resetModules();
  await import('../../src/app/boot');
}

/** The browser's paint timing, reported when the test says the page is painted. */
const paintObservers: PerformanceObserverCallback[] = [];
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    paintObservers.push(this.callback);
  }
  disconnect() {}
}
function painted() {
  const entries = {
    getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []),
  } as unknown as PerformanceObserverEntryList;
  for (const callback of paintObservers.splice(0)) callback(entries, {} as PerformanceObserver);
}
const root = () => document.getElementById(ROOT_ID)!;
/** Whether the app's code is in the page once the tasks queued so far have run. */
async function appCodeAdded() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.head.querySelector('link[rel="modulepreload"][href="/assets/app.js"]') !== null;
}

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  paintObservers.length = 0;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("index.html's boot script", () => {
  it(
    'shows a new visitor the pre-rendered sign-in page, inert, ' +
      "with this year's footer, and adds the app's code once that is painted",
    async () => {
      indexHtml('/login');
      await boot();
      expect(root().querySelector('h1')?.textContent).toBe('Login');
      expect(root()).toHaveAttribute('inert');
      expect(root().querySelector('footer')?.textContent).toBe(`© ${new Date().getFullYear()} Reloop`);
      expect(await appCodeAdded()).toBe(false);
      painted();
      expect(await appCodeAdded()).toBe(true);
    },
  );

  it.each([
    ['another address', '/terms', () => undefined],
    ['a stored session', '/login', () => storeSession('staff-client', { sub: 'u1' })],
    ['another language', '/', () => localStorage.setItem('settings', JSON.stringify({ language: 'de' }))],
    ['the dark theme', '/login', () => localStorage.setItem('settings', JSON.stringify({ theme: 'dark' }))],
    ['right to left', '/login', () => localStorage.setItem('settings', JSON.stringify({ direction: 'rtl' }))],
    [
      'a notice from the previous page',
      '/login',
      () => window.history.replaceState({ usr: { notice: 'Password changed' } }, ''),
    ],
  ])(
    'leaves the page to the app with a spinner meanwhile (issue 31), and adds its code at once, for %s',
    async (_, path, arrange) => {
      indexHtml(path);
      arrange();
      await boot();
      expect(root().querySelector('h1')).toBeNull();
      expect(root().querySelector('[role="progressbar"]')).not.toBeNull();
      expect(root()).not.toHaveAttribute('inert');
      expect(await appCodeAdded()).toBe(true);
    },
  );
});
