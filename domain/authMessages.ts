/**
 * The sign-in messages of both login tabs and of the sign-in calls, apart from the schemas so the console reads them
 * without zod.
 */
export const TECHNICIAN_MESSAGES = {
  unknownMobile: 'Mobile Number does not exist',
  invalidOtp: 'Invalid OTP, try again',
  /** The number belongs to a technician whose profile an admin has not approved (Active) yet. */
  notApproved: 'Your profile is not approved yet',
} as const;

export const LOGIN_MESSAGES = {
  checkCredentials: 'Please check your email and password',
  internal: 'Internal server error',
  userExists: 'User already exists',
  invalidToken: 'Invalid authorization token',
  expiredToken: 'Expired token',
  invalidSignature: 'Invalid signature',
  refreshExpired: 'Refresh Token has expired',
  /** The identity's own words when an account or a client address is locked after wrong passwords. */
  passwordAttemptsExceeded: 'Password attempts exceeded',
  /** What the console shows for them: Cognito's text says nothing of when, the lock-out's longest duration does. */
  passwordLockedUntil: 'Password attempts exceeded: sign-in is locked until %{time} at the latest',
} as const;
