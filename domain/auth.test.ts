import { describe, expect, it } from 'vitest';
import { adminLoginSchema, technicianMobileSchema, technicianOtpSchema } from './auth';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('admin login', () => {
  it('requires e-mail and password with the spec messages', () => {
    expect(messages(adminLoginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects an invalid e-mail', () => {
    expect(messages(adminLoginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: 'Must be a valid email',
    });
  });
  it('limits both fields to 255 characters', () => {
    const long = `${'a'.repeat(250)}@x.com`;
    expect(adminLoginSchema.safeParse({ email: long, password: 'p'.repeat(256) }).success).toBe(false);
    expect(adminLoginSchema.safeParse({ email: 'admin@reloop.test', password: 'Admin@1234' }).success).toBe(true);
  });
});

describe('technician login', () => {
  it('requires a mobile number of exactly 10 characters', () => {
    expect(messages(technicianMobileSchema.safeParse({ mobile: '' }))).toEqual({ mobile: 'Mobile Number is required' });
    expect(technicianMobileSchema.safeParse({ mobile: '98765' }).success).toBe(false);
    expect(technicianMobileSchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
  });
  it('requires a 6-character OTP', () => {
    expect(messages(technicianOtpSchema.safeParse({ otp: '' }))).toEqual({ otp: 'OTP is required' });
    expect(technicianOtpSchema.safeParse({ otp: '12345' }).success).toBe(false);
    expect(technicianOtpSchema.safeParse({ otp: '123456' }).success).toBe(true);
  });
});
