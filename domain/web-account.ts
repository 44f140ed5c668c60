import { z } from './zod';
import { EMAIL_MAX } from './constants';

/** Account forms of the web sign-in pages; their messages are ours. */
const email = z
  .string()
  .min(1, { message: 'Email is required', abort: true })
  .max(EMAIL_MAX)
  .email('Must be a valid email');
const newPassword = z
  .string()
  .min(1, { message: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(255);
const matching = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: 'Passwords must match', path: ['confirmPassword'] };

export const passwordRecoverySchema = z.object({ email });

export const passwordResetSchema = z
  .object({
    email,
    code: z.string().trim().min(1, 'Code is required'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine(matching, mismatch);

export const verifyCodeSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  code: z.string().trim().min(1, 'Code is required'),
});

/** First login after an invitation: the current (generated) password is asked again. */
export const firstLoginSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current Password is required'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine(matching, mismatch);

/** A new-password challenge during sign-in: the session already proves the old password. */
export const newPasswordChallengeSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine(matching, mismatch);
