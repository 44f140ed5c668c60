import type { Page, Request } from 'playwright-core';

/**
 * Moving around a console already loaded, as its own links do, for the walks over every route: a full load of the app
 * per route, then Playwright's networkidle (half a second of silence), cost a walk about 1.5 s a route; this costs a
 * quarter of that, so the walks check more in the time a CI run has.
 */

const watched = new WeakMap<Page, { live: Set<Request>; changed: number }>();

/** Starts counting the page's requests in flight (call it before the page loads anything). */
export function watchRequests(page: Page) {
  const state = { live: new Set<Request>(), changed: Date.now() };
  watched.set(page, state);
  page.on('request', (request) => {
    state.live.add(request);
    state.changed = Date.now();
  });
  const done = (request: Request) => {
    state.live.delete(request);
    state.changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no request of a watched page has been in flight for `quietMs`; networkidle for a page not watched. */
export async function networkRested(page: Page, quietMs = 150, timeoutMs = 30_000) {
  const state = watched.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  while (state.live.size > 0 || Date.now() - state.changed < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`the network never rested: ${[...state.live].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens a console address: in the app already loaded through the history (react-router follows popstate), else by
 * loading it. Returns once the page it left is gone: each heading it showed replaced, or kept and renamed (a route
 * showing the same component and title as the last one waits two seconds at most).
 */
export async function openInConsole(page: Page, path: string) {
  if (!new URL(page.url()).pathname.startsWith('/dashboard')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', heading.textContent ?? '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('h1[data-left]')].every(
          (heading) => heading.getAttribute('data-left') !== heading.textContent,
        ),
      undefined,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);
}

/**
 * Settled: a non-empty h1 shown, the API calls answered (an edit page names its record once it has it) and nothing
 * still loading (react-admin and MUI show a progressbar while they load).
 */
export async function settled(page: Page, { network = true } = {}) {
  await page.locator('h1').filter({ hasText: /\S/ }).first().waitFor();
  if (network) await networkRested(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].every(
      (element) => !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    ),
  );
}
