import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { CONTRACT_STATUSES, EDITABLE_STATUSES, type PartnerStatus } from '../../../domain/channelPartner/statuses';
import { ROLES, type Role } from '../../../domain/roles';
import type { ProfileMode } from '../../console/routeTable';

/** Statuses in which a partner edits their own sections (the API refuses the others: Pending, Rejected, Revoked...). */
const PARTNER_SECTION_STATUSES: readonly PartnerStatus[] = [...EDITABLE_STATUSES, ...CONTRACT_STATUSES];
/** An admin fills a profile on the partner's behalf in any status but a closed one. */
const ADMIN_CLOSED_STATUSES: readonly PartnerStatus[] = ['Rejected', 'Revoked'];

export interface ProfileAccess {
  isPartner: boolean;
  /** Section Add/Edit/Delete controls. */
  canEditSections: boolean;
  /** Submit (and, for admins, Cancel) in the footer: Incomplete or Resubmission profiles. */
  canSubmit: boolean;
  canCancel: boolean;
  /** The approval panel: a Pending profile, never for a channel partner. */
  canApprove: boolean;
  /** Contract edit: Active or Inactive, on the verified and management pages, never for a channel partner. */
  canEditContract: boolean;
  showActivity: boolean;
  /** 'Resend Link' while the invitation link is outstanding, on the approve page. */
  canResendLink: boolean;
  /** Admins reviewing may reveal full document numbers. */
  canRevealNumbers: boolean;
}

/** What the viewer may do on this profile. */
export function profileAccess(
  role: Role | undefined,
  mode: ProfileMode,
  partner: Pick<ChannelPartner, 'status' | 'authChallengePending'>,
): ProfileAccess {
  const isPartner = role === ROLES.channelPartner || mode === 'own';
  const isAdmin = !isPartner && role === ROLES.admin;
  const { status } = partner;
  return {
    isPartner,
    canEditSections: isPartner
      ? PARTNER_SECTION_STATUSES.includes(status)
      : isAdmin && !ADMIN_CLOSED_STATUSES.includes(status),
    canSubmit: (isPartner || isAdmin) && EDITABLE_STATUSES.includes(status),
    canCancel: isAdmin && EDITABLE_STATUSES.includes(status),
    canApprove: isAdmin && status === 'Pending',
    canEditContract: isAdmin && CONTRACT_STATUSES.includes(status) && (mode === 'verified' || mode === 'management'),
    showActivity: isAdmin,
    canResendLink: isAdmin && mode === 'approve' && partner.authChallengePending,
    canRevealNumbers: isAdmin,
  };
}

/** Where an admin goes after Cancel: the list tab the profile belongs to. */
export const cancelTarget = (status: PartnerStatus) =>
  status === 'Resubmission' ? '/channel-partners/main/invited' : '/channel-partners/main/incomplete';
export const INVITED_LIST = '/channel-partners/main/invited';
export const VERIFIED_LIST = '/channel-partners/main/verified';
