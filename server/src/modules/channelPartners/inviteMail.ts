import type { Message } from '../../platform/notify';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The partner's invitation e-mail (the link opens verify-channel-partner/{authChallengeResponse}, spec 000 §2.2). */
export function invitationMail(to: string, name: string, link: string, expiresAt: Date): Message {
  return {
    channel: 'email',
    to,
    subject: 'Your invitation to join Reloop as a channel partner',
    body: [
      `Hello ${name},`,
      '',
      'Reloop has invited you to join as a channel partner. Open this link to set up your account and choose your password:',
      link,
      '',
      `The link works until ${indiaTime.format(expiresAt)} IST.`,
    ].join('\n'),
  };
}

const DECISIONS = {
  Active: (remark: string) =>
    `Your channel partner profile has been approved. You can now sign in and start taking requests.\nRemark: ${remark}`,
  Rejected: (remark: string) => `Your channel partner profile has been rejected.\nRemark: ${remark}`,
  Resubmission: (remark: string) =>
    `Your channel partner profile needs changes. Sign in, update it and submit it again.\nRemark: ${remark}`,
} as const;
export type NotifiedDecision = keyof typeof DECISIONS;
export const isNotifiedDecision = (status: string): status is NotifiedDecision => status in DECISIONS;

/** The e-mail a partner gets when an admin approves, rejects or sends back its profile. */
export function decisionMail(to: string, name: string, status: NotifiedDecision, remark: string): Message {
  return {
    channel: 'email',
    to,
    topic: 'profileDecision',
    subject: `Reloop profile review: ${status}`,
    body: `Hello ${name},\n\n${DECISIONS[status](remark)}`,
  };
}
