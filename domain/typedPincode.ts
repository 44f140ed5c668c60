import { z } from './zod';
import { PINCODE_MAX, PINCODE_MIN } from './constants';

/**
 * A six-digit pincode typed as text (spaces allowed, as in '560 001') or given as a number, read as a number
 * 100000..999999; each form words its own messages.
 */
export const typedPincode = (messages: { required: string; invalid: string }) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/\s/g, ''))) : value,
    z
      .number({ message: messages.required })
      .int(messages.invalid)
      .min(PINCODE_MIN, messages.invalid)
      .max(PINCODE_MAX, messages.invalid),
  );
