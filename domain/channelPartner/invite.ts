import { z } from '../zod';
import { EMAIL_MAX, FIRM_TYPES, NAME_MAX } from '../constants';
import { EMAIL_PATTERN, LETTERS_AND_SPACES, MOBILE_PATTERN } from '../patterns';

/** Messages of the invitation. */
export const INVITE_MESSAGES = {
  nameRequired: 'Name is required',
  nameLetters: 'Only alphabets and spaces are Allowed',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  emailInUse: 'This email is already in use',
  mobileRequired: 'Mobile Number is required',
  mobileInvalid: 'Phone Number is not valid',
  firmRequired: 'Type of firm is required',
  sent: 'Invitation sent',
  linkSent: 'Link sent successfully!',
  resendFailed: 'Something went wrong',
  revoked: 'Revoked the invitation for this Channel Partner',
  deleted: 'Invitation deleted',
  invalidLink: 'This link is invalid',
  notLatestLink:
    'This link is not the latest one sent to this e-mail. Open the link in the ' +
    'most recent invitation e-mail from Reloop, or ask Reloop to send a new one.',
  expiredLink: 'This link has expired. Ask Reloop to send a new one.',
  revokedLink: 'Revoked the invitation for this Channel Partner',
  usedLink: 'This link has already been used. Sign in with your password.',
  notRevocable: 'Only an open invitation can be revoked',
  notResendable: 'A link can be sent only while the invitation is open, expired or revoked',
  notDeletable: 'Only a revoked or expired invitation can be deleted',
} as const;

export const partnerName = z
  .string({ message: INVITE_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: INVITE_MESSAGES.nameRequired, abort: true })
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
  .regex(LETTERS_AND_SPACES, INVITE_MESSAGES.nameLetters);

export const primaryEmail = z
  .string({ message: INVITE_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: INVITE_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .regex(EMAIL_PATTERN, INVITE_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const primaryMobile = z
  .string({ message: INVITE_MESSAGES.mobileRequired })
  .trim()
  .min(1, { message: INVITE_MESSAGES.mobileRequired, abort: true })
  .regex(MOBILE_PATTERN, INVITE_MESSAGES.mobileInvalid);

export const typeOfFirm = z.enum(FIRM_TYPES, { message: INVITE_MESSAGES.firmRequired });

/** channel-partners/addNew: what the admin types. */
export const inviteFormSchema = z.object({ name: partnerName, primaryEmail, primaryMobile, typeOfFirm });
export type InviteForm = z.input<typeof inviteFormSchema>;

/**
 * POST channel-partner/sendInvite and addToCognito: the partner fields plus the generated
 * password, username, group, auth challenge and client id. The server generates the password
 * and the challenge itself and ignores any sent; username is the e-mail and the group is always Channel-Partner.
 */
export const sendInviteSchema = inviteFormSchema.extend({
  id: z.string().trim().min(1).optional(),
  password: z.string().optional(),
  username: z.string().optional(),
  group: z.string().optional(),
  authChallenge: z.string().optional(),
  clientId: z.string().optional(),
});

/** POST channel-partner/verify: {username, authChallenge}, the link's token split on '&'. */
export const verifyInviteSchema = z.object({
  username: z.string({ message: INVITE_MESSAGES.invalidLink }).trim().min(1, INVITE_MESSAGES.invalidLink),
  authChallenge: z.string({ message: INVITE_MESSAGES.invalidLink }).trim().min(1, INVITE_MESSAGES.invalidLink),
});

/** The verify answer: a fresh one-time password for the first-login flow (the partner then sets their own). */
export interface VerifyInviteAnswer {
  username: string;
  temporaryPassword: string;
  name: string;
}

/** Splits the link's `{authChallengeResponse}` ('username&authChallenge'). */
export function splitChallengeResponse(token: string): { username: string; authChallenge: string } {
  const decoded = decodeURIComponent(token);
  const at = decoded.lastIndexOf('&');
  return at < 0
    ? { username: '', authChallenge: '' }
    : { username: decoded.slice(0, at), authChallenge: decoded.slice(at + 1) };
}

/** POST channel-partner/revokeInvite/: {username, id}. */
export const revokeInviteSchema = z.object({
  username: z.string().trim().optional(),
  id: z.string().trim().min(1, 'Id is required'),
});

/** POST channel-partner/resendInvite/: invite payload (name, e-mail, id). */
export const resendInviteSchema = z.object({
  id: z.string().trim().min(1, 'Id is required'),
  name: z.string().trim().optional(),
  primaryEmail: z.string().trim().optional(),
});

/** POST channel-partner/emailExist/: {primaryEmail}. */
export const emailExistSchema = z.object({ primaryEmail });
