import type { DealerDecision } from '../../../../domain/dealers/statuses';
import { decisionMail, invitationMail } from '../onboarding';

/** The dealer's invitation e-mail (the link opens verify-dealer/{authChallengeResponse}). */
export const dealerInvitationMail = invitationMail('a dealer');

const DECISIONS: Record<DealerDecision, (remark: string) => string> = {
  Active: (remark) => `Your dealer account is active. You can now sign in and book requests.\nRemark: ${remark}`,
  Inactive: (remark) => `Your dealer account has been made inactive. Contact Reloop to activate it.\nRemark: ${remark}`,
  Pending: (remark) =>
    `Your dealer profile is under review again. You can book requests once Reloop has approved it.\nRemark: ${remark}`,
};

/** The e-mail a dealer gets when an admin changes its status. */
export const dealerStatusMail = decisionMail('Reloop dealer account', DECISIONS);
