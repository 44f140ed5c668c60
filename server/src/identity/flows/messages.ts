import { OTP_VALIDITY_SECONDS } from '../../../../domain/constants';

/** Texts of the messages the identity sends through the notifier. */
export const signInCodeMessage = (code: string) =>
  `Your Reloop sign-in code is ${code}. It expires in ${OTP_VALIDITY_SECONDS / 60} minutes.`;

export const PASSWORD_RESET_VALIDITY_SECONDS = 3600;
export const passwordResetMessage = (code: string) => ({
  subject: 'Your Reloop password reset code',
  body:
    `Your Reloop password reset code is ${code}. It expires ` +
    `in 1 hour. If you did not ask for it, ignore this message.`,
});

export const SIGN_UP_CODE_VALIDITY_SECONDS = 24 * 3600;
export const signUpCodeMessage = (code: string) => ({
  subject: 'Your Reloop verification code',
  body: `Your Reloop verification code is ${code}. It expires in 24 hours.`,
});

/** How long a NEW_PASSWORD_REQUIRED session lasts (Cognito's default authentication session). */
export const CHALLENGE_SESSION_SECONDS = 180;
