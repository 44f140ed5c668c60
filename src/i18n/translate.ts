import { useSyncExternalStore } from 'react';
import type { Language } from '../settings/settings';
import type { MessageTranslator } from './messageTranslation';
import { publicMessages } from './publicMessages';

type Tree = { readonly [key: string]: unknown };

let current: { language: Language; labels: Tree; messages?: MessageTranslator } = { language: 'en', labels: {} };

const listeners = new Set<() => void>();

const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/**
 * A label of the public pages and shared parts by the same keys as the console's i18nProvider, in the current language
 * (English where it has no text), with polyglot-style `%{name}` values; given an English message of the schemas, the
 * API or the identity instead of a key, its translation (translateMessage).
 */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const found = lookup(current.labels, key) ?? lookup(publicMessages, key);
  if (typeof found !== 'string') return translateMessage(key);
  return found
    .split('||||')[0]
    .trim()
    .replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** An English message of domain/messages/catalog.ts in the current language; any other text as it is. */
export const translateMessage = (text: string): string => current.messages?.(text) ?? text;

const changed = () => listeners.forEach((listener) => listener());

/**
 * Switches `t` to a language's labels (see labelLanguage.ts, which downloads them); its messages follow (showMessages).
 */
export function showLabels(language: Language, labels: Tree) {
  if (current.labels === labels) return;
  current = { language, labels, messages: language === current.language ? current.messages : undefined };
  changed();
}

/** Gives `t` and translateMessage the translations of the catalog's messages in the language shown. */
export function showMessages(language: Language, messages: MessageTranslator | undefined) {
  if (language !== current.language || current.messages === messages) return;
  current = { ...current, messages };
  changed();
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
