import type { ChannelPartnerRow } from '../../../domain/channelPartner/profile';
import type { PartnerStatus } from '../../../domain/channelPartner/status';

/** What a row of the invited tab offers (spec 000 §4 invite actions, plus Resend Link of §8). */
interface InviteRowActions {
  /** Open leads to the approval page once the partner has submitted, else to onboarding. */
  open: 'approve' | 'onboard';
  revoke: boolean;
  /** A disabled 'Revoked' label in place of Revoke. */
  revoked: boolean;
  delete: boolean;
  /** A disabled 'Deleted' label in place of Delete. */
  deleted: boolean;
  resend: boolean;
}

const SUBMITTED: readonly PartnerStatus[] = ['Pending', 'Resubmission', 'Rejected'];
const OPEN_INVITE: readonly PartnerStatus[] = ['Invited', 'Expired'];
const CLOSED_INVITE: readonly PartnerStatus[] = ['Revoked', 'Expired'];
const RESENDABLE: readonly PartnerStatus[] = ['Invited', 'Expired', 'Revoked'];

export function inviteRowActions({ status, deleted }: Pick<ChannelPartnerRow, 'status' | 'deleted'>): InviteRowActions {
  return {
    open: SUBMITTED.includes(status) ? 'approve' : 'onboard',
    revoke: !deleted && OPEN_INVITE.includes(status),
    revoked: status === 'Revoked',
    delete: !deleted && CLOSED_INVITE.includes(status),
    deleted: Boolean(deleted),
    resend: !deleted && RESENDABLE.includes(status),
  };
}
