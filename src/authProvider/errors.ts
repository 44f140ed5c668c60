import { translateMessage } from '../i18n/translate';

/** Identity errors are values with a name (e.g. NotAuthorizedException) and a sentence to show. */
export const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
/** The sentence of a failure to show a person, in their language when it is one of the catalog's (domain/messages). */
export const errorMessage = (error: unknown, fallback: string) => translateMessage(error instanceof Error && error.message ? error.message : fallback);
