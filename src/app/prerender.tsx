import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';

const AtLogin = ({ children }: { children?: ReactNode }) => <StaticRouter location="/login">{children}</StaticRouter>;

/** A style element emotion writes beside the markup that uses it: its cache key and style names, then the rules. */
const STYLE_ELEMENT = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;

/**
 * The page's styles in one element where the first one was, rather than one per component: the same rules in the same
 * order, and emotion takes the names of every element it finds (`css name1 name2...`) when it moves them into <head>.
 */
function oneStyleElement(html: string): string {
  const names: string[] = [];
  const rules: string[] = [];
  const PLACE = '<!--styles-->';
  const markup = html.replace(STYLE_ELEMENT, (_, styleNames: string, css: string) => {
    names.push(styleNames);
    rules.push(css);
    return names.length === 1 ? PLACE : '';
  });
  return markup.replace(PLACE, () => `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`);
}

/** A new visitor's storage: empty. */
const emptyStorage: Pick<Storage, 'getItem'> = { getItem: () => null };

/**
 * The sign-in page as the app first renders it for a new visitor (English, light, no session), for index.html (run in
 * Node at build time by scripts/vite/prerenderLogin.ts). Emotion writes each style beside the markup that uses it; in
 * the browser it moves them into <head> before React hydrates the same tree (src/main.tsx).
 */
export function prerenderLogin(): string {
  const globals = globalThis as { localStorage?: unknown };
  const own = globals.localStorage;
  if (own === undefined) globals.localStorage = emptyStorage;
  try {
    return oneStyleElement(
      renderToString(
        <StrictMode>
          <App router={AtLogin} />
        </StrictMode>,
      ),
    );
  } finally {
    if (own === undefined) delete globals.localStorage;
  }
}
