import { randomInt } from 'node:crypto';
import { INVITE_PASSWORD_LENGTH } from '../../../../domain/constants';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];

/**
 * A generated password of INVITE_PASSWORD_LENGTH characters that meets Cognito's default policy:
 * at least one upper-case letter, lower-case letter, digit and symbol, in random positions.
 */
export function temporaryPassword(length = INVITE_PASSWORD_LENGTH): string {
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < length) characters.push(pick(ALL));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}
