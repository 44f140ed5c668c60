import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

/** A fresh referral code; the unique index decides whether it is free (the caller tries again when it is not). */
export function referralCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
