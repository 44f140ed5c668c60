import type { Language } from '../settings/settings';
import { showLabels } from './translate';

type Tree = { readonly [key: string]: unknown };

/** English is the base every lookup falls back to: nothing to overlay. */
const ENGLISH: Tree = {};

/** German and Spanish download only when chosen, so the English sign-in page carries no other language. */
const LOADERS: Record<Language, () => Promise<Tree>> = {
  en: () => Promise.resolve(ENGLISH),
  de: () => import('./publicMessages.de').then((module) => module.publicMessagesDe),
  es: () => import('./publicMessages.es').then((module) => module.publicMessagesEs),
};

let wanted: Language = 'en';

/** Makes `t` speak a language once its labels are here; the last call wins, and a failed download keeps the current one. */
export async function setLabelLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    const labels = await LOADERS[language]();
    if (wanted === language) showLabels(language, labels);
  } catch {
    // Offline or a stale deployment: the pages stay in the language they have.
  }
}
