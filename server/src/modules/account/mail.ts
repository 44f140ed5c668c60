import type { Message } from '../../platform/notify';

interface Invitee {
  email: string;
  name: string;
  password: string;
  role: string;
  /** Set for a channel partner's staff user. */
  partnerName?: string;
}

/** The team invitation (always sent): where to sign in and the temporary password, to be replaced at first sign-in. */
export function teamInvitationMail(publicUrl: string, invitee: Invitee): Message {
  const what = invitee.partnerName ? `to work for ${invitee.partnerName} on Reloop` : `to Reloop as ${invitee.role}`;
  return {
    channel: 'email',
    to: invitee.email,
    subject: 'Your invitation to Reloop',
    body: [
      `Hello ${invitee.name},`,
      '',
      `You have been invited ${what}. Sign in at ${publicUrl}/login with:`,
      `E-mail: ${invitee.email}`,
      `Temporary password: ${invitee.password}`,
      '',
      'You will choose your own password when you first sign in.',
    ].join('\n'),
  };
}
