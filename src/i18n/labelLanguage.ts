import type { Language } from '../settings/settings';
import type { MessageTranslations, MessageTranslator } from './messageTranslation';
import { showLabels } from './translate';

type Tree = { readonly [key: string]: unknown };

interface LanguagePack {
  labels: Tree;
  messages?: MessageTranslator;
}

/** English is the base every lookup falls back to: nothing to overlay, and the messages are English already. */
const ENGLISH: LanguagePack = { labels: {} };

/** A language's labels with its translations of the catalog's messages. */
const pack = async (labels: Promise<Tree>, messages: Promise<MessageTranslations>): Promise<LanguagePack> => {
  const [loaded, translations, { translatorOf }] = await Promise.all([labels, messages, import('./messageTranslation')]);
  return { labels: loaded, messages: translatorOf(translations) };
};

/** German and Spanish download only when chosen, so the English sign-in page carries no other language. */
const LOADERS: Record<Language, () => Promise<LanguagePack>> = {
  en: () => Promise.resolve(ENGLISH),
  de: () =>
    pack(
      import('./publicMessages.de').then((module) => module.publicMessagesDe),
      import('./validationMessages.de').then((module) => module.validationMessagesDe),
    ),
  es: () =>
    pack(
      import('./publicMessages.es').then((module) => module.publicMessagesEs),
      import('./validationMessages.es').then((module) => module.validationMessagesEs),
    ),
};

let wanted: Language = 'en';

/** Makes `t` speak a language once its labels are here; the last call wins, and a failed download keeps the current one. */
export async function setLabelLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    const { labels, messages } = await LOADERS[language]();
    if (wanted === language) showLabels(language, labels, messages);
  } catch {
    // Offline or a stale deployment: the pages stay in the language they have.
  }
}
