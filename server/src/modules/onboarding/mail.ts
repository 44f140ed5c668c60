import type { Message } from '../../platform/notify';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * A party's invitation e-mail, in its words (`as`: 'a channel partner', 'a dealer'); the link opens its verify page.
 */
export const invitationMail =
  (as: string) =>
  (to: string, name: string, link: string, expiresAt: Date): Message => ({
    channel: 'email',
    to,
    subject: `Your invitation to join Reloop as ${as}`,
    body: [
      `Hello ${name},`,
      '',
      `Reloop has invited you to join as ${as}. Open this link to set up your account and choose your password:`,
      link,
      '',
      `The link works until ${indiaTime.format(expiresAt)} IST.`,
    ].join('\n'),
  });

/** The e-mail a party gets when an admin decides on its profile: `subject` and the status, then the decision's text. */
export const decisionMail =
  <Status extends string>(subject: string, texts: Record<Status, (remark: string) => string>) =>
  (to: string, name: string, status: Status, remark: string): Message => ({
    channel: 'email',
    to,
    topic: 'profileDecision',
    subject: `${subject}: ${status}`,
    body: `Hello ${name},\n\n${texts[status](remark)}`,
  });
