import type { MessageCatalog } from '../../domain/messages/catalog';
import { fillMessage } from '../../domain/messages/fill';
import { matchMessage } from '../../domain/messages/match';
import type { Texts } from './texts';

export type MessageTranslations = Texts<MessageCatalog>;

/**
 * The translation of an English message of the schemas, the API or the identity (domain/messages/catalog.ts), with
 * its values put back ('Attempt limit exceeded, please try again in 25 seconds.' -> '… in 25 Sekunden …'); undefined
 * for a text the catalog does not know (a label, a name, text already translated).
 */
export function translateWith(translations: MessageTranslations, text: string): string | undefined {
  const match = matchMessage(text);
  if (!match) return undefined;
  const [group, key] = match.key.split('.');
  const template = (translations as unknown as Record<string, Record<string, string> | undefined>)[group]?.[key];
  return template === undefined ? undefined : fillMessage(template, match.values);
}

/** The catalog messages of a language, for `translateWith`; English has none (its texts are the catalog's). */
export type MessageTranslator = (text: string) => string | undefined;

export const translatorOf =
  (translations: MessageTranslations): MessageTranslator =>
  (text) =>
    translateWith(translations, text);
