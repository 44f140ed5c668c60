import { useSyncExternalStore } from 'react';
import type { Language } from '../settings/settings';
import { publicMessages } from './publicMessages';

type Tree = { readonly [key: string]: unknown };

let current: { language: Language; labels: Tree } = { language: 'en', labels: {} };

const listeners = new Set<() => void>();

const lookup = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/**
 * A label of the public pages and shared parts by the same keys as the console's i18nProvider, in the current language
 * (English where it has no text), with polyglot-style `%{name}` values.
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const found = lookup(current.labels, key) ?? lookup(publicMessages, key);
  const text = typeof found === 'string' ? found.split('||||')[0].trim() : key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Switches `t` to a language's labels (see labelLanguage.ts, which downloads them). */
export function showLabels(language: Language, labels: Tree) {
  if (current.labels === labels) return;
  current = { language, labels };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentLabels = () => current;

/** `t` for a component: it renders again when the language changes. */
export function useLabels() {
  useSyncExternalStore(subscribe, currentLabels, currentLabels);
  return t;
}
