import type { I18nProvider } from 'ra-core';
import type { Language } from '../settings/settings';
import { languageLoaded } from './labelLanguage';
import { translateMessage } from './translate';

/**
 * The console's i18nProvider, translating too the English messages of the schemas, the API and the identity that reach
 * `translate` as they are: react-admin's ValidationError and notifications pass a message through it, and polyglot,
 * which knows no such key, answers it unchanged. A locale change settles once that language's message translations are
 * shown: react-admin draws the console again in the new locale only then.
 */
export function withMessageCatalog(provider: I18nProvider): I18nProvider {
  // The catalog's translations in the language shown (labelLanguage.ts loads them after the first paint).
  const catalogText = (text: string) => {
    const translated = translateMessage(text);
    return translated === text ? undefined : translated;
  };
  return {
    ...provider,
    // The labels switch with the messages, not before them: polyglot's change is immediate, and a screen drawn in
    // between would be drawn again (react-admin remounts the console after the change), losing what a person typed
    // meanwhile.
    changeLocale: async (locale, options) => {
      await languageLoaded(locale as Language);
      await provider.changeLocale(locale, options);
    },
    translate: (key, options) => {
      // A key never holds a space: such a "key" is a sentence, shown as it is unless the catalog translates it.
      if (/\s/.test(key)) return catalogText(key) ?? provider.translate(key, { _: key, ...options });
      const text = provider.translate(key, options);
      return text === key || text === options?._ ? (catalogText(key) ?? text) : text;
    },
  };
}
