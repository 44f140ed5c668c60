import type { Language } from '../settings/settings';
import type { MessageTranslations, MessageTranslator } from './messageTranslation';
import { whenIdle } from '../app/whenIdle';
import { showLabels, showMessages } from './translate';

type Tree = { readonly [key: string]: unknown };

/** English is the base every lookup falls back to: nothing to overlay, and the messages are English already. */
const ENGLISH: Tree = {};

/** German and Spanish download only when chosen, so the English sign-in page carries no other language. */
const LOADERS: Record<Language, () => Promise<Tree>> = {
  en: () => Promise.resolve(ENGLISH),
  de: () => import('./publicMessages.de').then((module) => module.publicMessagesDe),
  es: () => import('./publicMessages.es').then((module) => module.publicMessagesEs),
};

/**
 * The translations of the catalog's messages (larger: they need the catalog), loaded after the labels so they never
 * delay them.
 */
const MESSAGE_LOADERS: Record<Language, () => Promise<MessageTranslations | undefined>> = {
  en: () => Promise.resolve(undefined),
  de: () => import('./validationMessages.de').then((module) => module.validationMessagesDe),
  es: () => import('./validationMessages.es').then((module) => module.validationMessagesEs),
};

/** English has no translations to load, so it never downloads the catalog (which brings the schemas and zod). */
async function messagesOf(language: Language): Promise<MessageTranslator | undefined> {
  const translations = await MESSAGE_LOADERS[language]();
  if (!translations) return undefined;
  const { translatorOf } = await import('./messageTranslation');
  return translatorOf(translations);
}

let wanted: Language = 'en';
let loading = false;
let labelsLoad: Promise<void> = Promise.resolve();
let messagesLoad: Promise<void> = Promise.resolve();

/**
 * Makes `t` speak a language once its labels are here, then its messages; the last call wins, a call for the language
 * already on its way answers that same load, and a failed download keeps the current one.
 */
export function setLabelLanguage(language: Language): Promise<void> {
  if (language === wanted && loading) return labelsLoad;
  wanted = language;
  loading = true;
  labelsLoad = showLanguage(language).finally(() => {
    if (wanted === language) loading = false;
  });
  return labelsLoad;
}

async function showLanguage(language: Language): Promise<void> {
  try {
    const labels = await LOADERS[language]();
    if (wanted !== language) return;
    showLabels(language, labels);
  } catch {
    // Offline or a stale deployment: the pages stay in the language they have.
    return;
  }
  // The messages after the first paint, never before it: none is shown until a person has typed or sent something.
  messagesLoad = new Promise<void>((resolve) =>
    whenIdle(
      () =>
        void messagesOf(language)
          .then((messages) => wanted === language && showMessages(language, messages))
          .catch(() => undefined)
          .finally(resolve),
    ),
  );
}

/** Settles once the messages of the language last asked for are shown (or failed to download). */
export const messagesLoaded = () => messagesLoad;

/**
 * Settles once a language's labels and messages are shown: react-admin's locale change waits for it, so that no screen
 * of the console is drawn in that language with its messages still English (and kept so, as nothing draws it again).
 */
export const languageLoaded = (language: Language): Promise<void> => setLabelLanguage(language).then(messagesLoaded);
