import type { DealerDecision } from '../../../../domain/dealers/statuses';
import type { Message } from '../../platform/notify';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The dealer's invitation e-mail (the link opens verify-dealer/{authChallengeResponse}, spec 000 §2.2). */
export function dealerInvitationMail(to: string, name: string, link: string, expiresAt: Date): Message {
  return {
    channel: 'email',
    to,
    subject: 'Your invitation to join Reloop as a dealer',
    body: [
      `Hello ${name},`,
      '',
      'Reloop has invited you to join as a dealer. Open this link to set up your account and choose your password:',
      link,
      '',
      `The link works until ${indiaTime.format(expiresAt)} IST.`,
    ].join('\n'),
  };
}

const DECISIONS: Record<DealerDecision, (remark: string) => string> = {
  Active: (remark) => `Your dealer account is active. You can now sign in and book requests.\nRemark: ${remark}`,
  Inactive: (remark) => `Your dealer account has been made inactive. Contact Reloop to activate it.\nRemark: ${remark}`,
  Pending: (remark) =>
    `Your dealer profile is under review again. You can book requests once Reloop has approved it.\nRemark: ${remark}`,
};

/** The e-mail a dealer gets when an admin changes its status. */
export function dealerStatusMail(to: string, name: string, status: DealerDecision, remark: string): Message {
  return {
    channel: 'email',
    to,
    topic: 'profileDecision',
    subject: `Reloop dealer account: ${status}`,
    body: `Hello ${name},\n\n${DECISIONS[status](remark)}`,
  };
}
