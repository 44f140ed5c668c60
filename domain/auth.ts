import { z } from './zod';
import { EMAIL_MAX, MOBILE_LENGTH, OTP_LENGTH } from './constants';

/** Admin / Partner sign-in. */
export const adminLoginSchema = z.object({
  email: z.string().min(1, { message: 'Email is required', abort: true }).max(EMAIL_MAX).email('Must be a valid email'),
  password: z.string().min(1, { message: 'Password is required', abort: true }).max(255),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** Technician sign-in. */
export const technicianMobileSchema = z.object({
  mobile: z
    .string()
    .min(1, { message: 'Mobile Number is required', abort: true })
    .length(MOBILE_LENGTH, `Mobile Number must be exactly ${MOBILE_LENGTH} characters`),
});
export const technicianOtpSchema = z.object({
  otp: z
    .string()
    .min(1, { message: 'OTP is required', abort: true })
    .length(OTP_LENGTH, `OTP must be exactly ${OTP_LENGTH} characters`),
});

export { LOGIN_MESSAGES, TECHNICIAN_MESSAGES } from './authMessages';
