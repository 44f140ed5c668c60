import type { I18nProvider } from 'ra-core';
import { translateMessage } from './translate';

/**
 * The console's i18nProvider, translating too the English messages of the schemas, the API and the identity that reach
 * `translate` as they are: react-admin's ValidationError and notifications pass a message through it, and polyglot,
 * which knows no such key, answers it unchanged.
 */
export function withMessageCatalog(provider: I18nProvider): I18nProvider {
  // The catalog's translations in the language shown (labelLanguage.ts loads them after the first paint).
  const catalogText = (text: string) => {
    const translated = translateMessage(text);
    return translated === text ? undefined : translated;
  };
  return {
    ...provider,
    translate: (key, options) => {
      // A key never holds a space: such a "key" is a sentence, shown as it is unless the catalog translates it.
      if (/\s/.test(key)) return catalogText(key) ?? provider.translate(key, { _: key, ...options });
      const text = provider.translate(key, options);
      return text === key || text === options?._ ? (catalogText(key) ?? text) : text;
    },
  };
}
