/**
 * The sign-in page pre-rendered at build time (scripts/vite/prerenderLogin.ts) lives in index.html as a <template>;
 * ./boot.ts moves it into the root before the first paint when it is what this visitor will see. The page
 * then shows at once, takes no input until React has hydrated it, and React hydrates it instead of rendering anew.
 */
export const ROOT_ID = 'root';
export const PRE_RENDERED_TEMPLATE_ID = 'pre-rendered-login';
/** The app's entry script and modulepreload links, which ./boot.ts adds to the page. */
export const APP_CODE_TEMPLATE_ID = 'app-code';
/** On the root while it holds the pre-rendered page. */
export const PRE_RENDERED_ATTRIBUTE = 'data-pre-rendered';

export const isPreRendered = (container: HTMLElement) => container.hasAttribute(PRE_RENDERED_ATTRIBUTE);

/** The pre-rendered page is React's now: it takes input (an early click or keystroke would have been lost). */
export function acceptInput() {
  document.getElementById(ROOT_ID)?.removeAttribute('inert');
}
