import { storedSession } from '../authProvider/storedSession';
import { RUNTIME_CONFIG_ELEMENT, getRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { readSettings, themeModeOf } from '../settings/settings';
import { showBootSpinner } from './bootSpinner';
import { APP_CODE_TEMPLATE_ID, PRE_RENDERED_ATTRIBUTE, PRE_RENDERED_TEMPLATE_ID, ROOT_ID } from './preRendered';

/**
 * index.html's one classic script (built apart by scripts/vite/prerenderLogin.ts; the Content-Security-Policy allows no
 * inline script). Before the first paint it shows the pre-rendered sign-in page when the app would render exactly that
 * page; anyone else (another address, a stored session or notice, another language, theme or direction, the template
 * variant) sees the app as before. Then it adds the app's code (index.html keeps it in a template): at once, or once
 * the pre-rendered page is painted, so that nothing but the page itself comes before its first paint.
 */
function rendersAsPreRendered(): boolean {
  if (!/^\/(login\/?)?$/.test(window.location.pathname)) return false;
  const config = document.getElementById(RUNTIME_CONFIG_ELEMENT)?.textContent;
  if (!config) return false;
  setRuntimeConfig(JSON.parse(config));
  if (getRuntimeConfig().loginVariant === 'template' || storedSession()) return false;
  if ((window.history.state as { usr?: unknown } | null)?.usr) return false;
  const settings = readSettings();
  return settings.language === 'en' && settings.direction === 'ltr' && themeModeOf(settings.theme) === 'light';
}

/** Moves the pre-rendered page into the root, inert until React has hydrated it; whether it did. */
function revealPreRendered(): boolean {
  const template = document.getElementById(PRE_RENDERED_TEMPLATE_ID);
  const root = document.getElementById(ROOT_ID);
  if (!(template instanceof HTMLTemplateElement) || !root || !rendersAsPreRendered()) return false;
  const page = template.content.cloneNode(true) as DocumentFragment;
  // The footer's year is the build's; React renders this year's, and hydration needs the same text.
  const year = String(new Date().getFullYear());
  const footer = page.querySelector('footer');
  if (footer)
    for (const node of footer.childNodes)
      if (node.nodeType === Node.TEXT_NODE && node.textContent === template.dataset.year) node.textContent = year;
  root.setAttribute(PRE_RENDERED_ATTRIBUTE, '');
  root.setAttribute('inert', '');
  root.append(page);
  template.remove();
  return true;
}

/**
 * The app's entry script and modulepreload links (a cloned template's script runs once it is in the document), one
 * per task: starting some thirty downloads at once would hold the main thread for a long task of its own.
 */
function startApp() {
  const code = document.getElementById(APP_CODE_TEMPLATE_ID);
  if (!(code instanceof HTMLTemplateElement)) return;
  for (const node of Array.from((code.content.cloneNode(true) as DocumentFragment).children))
    setTimeout(() => document.head.append(node), 0);
}

/**
 * Once the page's first contentful paint is on screen; at once where that is never reported (a hidden tab paints
 * nothing).
 */
function afterFirstPaint(work: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    work();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
        })
      : undefined;
  if (!observer || document.visibilityState === 'hidden') return start();
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
}

let shown = false;
try {
  shown = revealPreRendered();
} catch {
  // Unreadable settings or config: the app renders the page itself, as it would without the pre-rendered one.
}
if (shown) afterFirstPaint(startApp);
else {
  try {
    const settings = readSettings();
    const root = document.getElementById(ROOT_ID);
    if (root) showBootSpinner(root, settings.language, themeModeOf(settings.theme) === 'dark');
  } catch {
    // Unreadable settings: the app shows its own spinner once its code is there.
  }
  startApp();
}
