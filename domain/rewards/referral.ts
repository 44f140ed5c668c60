import { z } from '../zod';

export const REFERRAL_MESSAGES = {
  format: 'Referral code must be 4 to 16 letters or digits',
  unknown: 'No customer, technician or partner has this referral code',
  own: 'A customer cannot refer themselves',
} as const;

/** Referral codes are upper case letters and digits (customers' 8, partners' RL + 8 hex, demo ones DEMO + 4 digits). */
const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** Normalises what a person typed: spaces dropped, upper case. */
const normaliseReferralCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** A referral code as typed on the customer's creation: optional (blank is none), checked as upper case. */
export const referralCodeEntrySchema = z
  .string()
  .transform(normaliseReferralCode)
  .refine((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), REFERRAL_MESSAGES.format)
  // Blank is none: nothing is sent.
  .transform((code) => code || undefined)
  .optional();

/**
 * Referral credit rule (docs/rules/customers.md): the referrer and the new customer each get the master's Referral
 * points once, when the new customer's first request is completed; `completedBefore` counts the customer's requests
 * completed before this one.
 */
export const referralDue = (referred: boolean, completedBefore: number) => referred && completedBefore === 0;
