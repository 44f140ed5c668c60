/**
 * Finds a customer's identifiers in free text as people write them, for the erasure of Delete (the DPDP Act 2023): the
 * redaction replaces each with ERASED_TEXT. What counts as written forms:
 *
 * - a mobile: its ten digits with or without +91, 91, 0091 or 0 before them, spaced, hyphenated, dotted or bracketed in
 *   any grouping ('+91 68801 82100', '06880182100', '+91-6880-182-100'), never inside a longer run of digits;
 * - the e-mail in any case;
 * - the name: the full name (any spacing), and each part of it alone as a whole word, in any case, when it has at least
 *   MIN_NAME_PART letters ('Om' alone is too common a word to erase; 'Om Prakash' is erased whole);
 * - a product's serial number and an address line (line 1, line 2, landmark) in any case as whole words, when at least
 *   MIN_LITERAL characters long (a short one would erase unrelated words and numbers).
 *
 * A false positive (the customer's first name used for someone else, a word equal to their name) only ever erases a
 * word in the customer's own records: the erasure reads no one else's.
 */

export const ERASED_TEXT = '[erased]';
const MIN_NAME_PART = 3;
const MIN_LITERAL = 4;

export interface PersonalIdentifiers {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten-digit mobiles as stored. */
  mobiles: readonly string[];
  serialNumbers: readonly string[];
  addressLines: readonly string[];
}

export interface PersonalDataMatcher {
  /** The text with every identifier replaced by ERASED_TEXT. */
  redact(text: string): string;
  /** A JSON value with every string in it redacted (keys kept), e.g. a stored file's name. */
  redactJson(value: unknown): unknown;
  /** Whether the text is one of the customer's addresses (a mobile in any form, the e-mail): a message sent to them. */
  isContact(text: string): boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Runs of white space in a phrase match any white space. */
const phrase = (text: string) => text.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
/** Not touching a letter or digit on either side (Unicode: Devanagari and accented names too). */
const wholeWord = (pattern: string) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;

const SEPARATOR = '[\\s.\\-()/]{0,3}';
// '+91', '+ 91', '0091', '(+91)', '91' or the trunk '0'; never starting with white space, which stays in the text.
const COUNTRY_PREFIX = `(?:\\(?(?:(?:\\+|00)\\s*)?91\\)?${SEPARATOR}|0${SEPARATOR})?`;

/** A ten-digit mobile in any grouping, with or without its country or trunk prefix. */
function mobilePattern(mobile: string): string {
  return `(?<!\\d)${COUNTRY_PREFIX}${[...mobile].join(SEPARATOR)}(?!\\d)`;
}

export function personalDataMatcher(identifiers: PersonalIdentifiers): PersonalDataMatcher {
  const mobiles = [
    ...new Set(identifiers.mobiles.map((mobile) => mobile.replace(/\D/g, '')).filter((mobile) => mobile.length === 10)),
  ].map(mobilePattern);
  const email = identifiers.email.trim() ? [escapeRegExp(identifiers.email.trim())] : [];
  const literals = [...identifiers.serialNumbers, ...identifiers.addressLines]
    .filter((text) => text.trim().length >= MIN_LITERAL)
    .map((text) => wholeWord(phrase(text)));
  const fullName = `${identifiers.firstName} ${identifiers.lastName}`.trim();
  const nameParts = fullName.split(/[\s-]+/).filter((part) => [...part].length >= MIN_NAME_PART);
  const names = [...(fullName ? [phrase(fullName)] : []), ...nameParts.map(escapeRegExp)].map(wholeWord);
  // At one position the first alternative wins: the e-mail before the name parts it contains, longer texts before
  // shorter.
  const alternatives = [...email, ...mobiles, ...literals.sort((a, b) => b.length - a.length), ...names];
  const everything = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'giu') : undefined;
  const contact =
    [...email, ...mobiles].length > 0
      ? new RegExp(`^\\s*(?:${[...email, ...mobiles].join('|')})\\s*$`, 'iu')
      : undefined;

  const redact = (text: string) => (everything ? text.replace(everything, ERASED_TEXT) : text);
  const redactJson = (value: unknown): unknown => {
    if (typeof value === 'string') return redact(value);
    if (Array.isArray(value)) return value.map(redactJson);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactJson(inner)]));
    return value;
  };
  return { redact, redactJson, isContact: (text) => contact?.test(text) ?? false };
}
