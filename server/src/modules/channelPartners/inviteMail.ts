import { decisionMail as decisionMailOf, invitationMail as invitationMailOf } from '../onboarding';

/** The partner's invitation e-mail (the link opens verify-channel-partner/{authChallengeResponse}). */
export const invitationMail = invitationMailOf('a channel partner');

const DECISIONS = {
  Active: (remark: string) =>
    `Your channel partner profile has been approved. You can now sign in and start taking requests.\nRemark: ${remark}`,
  Rejected: (remark: string) => `Your channel partner profile has been rejected.\nRemark: ${remark}`,
  Resubmission: (remark: string) =>
    `Your channel partner profile needs changes. Sign in, update it and submit it again.\nRemark: ${remark}`,
} as const;
type NotifiedDecision = keyof typeof DECISIONS;
export const isNotifiedDecision = (status: string): status is NotifiedDecision => status in DECISIONS;

/** The e-mail a partner gets when an admin approves, rejects or sends back its profile. */
export const decisionMail = decisionMailOf<NotifiedDecision>('Reloop profile review', DECISIONS);
