import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import type { z } from 'zod';
import { MISSING_ITEMS, missingItems, missingLabels } from '../../../../domain/channelPartner/missingItems';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import {
  EDITABLE_STATUSES,
  STATUS_MESSAGES,
  type PartnerStatus,
  type statusUpdateSchema,
} from '../../../../domain/channelPartner/status';
import { badRequest, conflict } from '../../platform/errors';
import type { WriteRule } from './access';

export type StatusUpdate = z.output<typeof statusUpdateSchema>;

/** Refuses a profile that misses any approval condition (MISSING_ITEMS), naming each missing item. */
export function assertComplete(profile: ChannelPartner) {
  const missing = missingItems(profile);
  if (missing.length === 0) return;
  throw badRequest(
    STATUS_MESSAGES.missing(missingLabels(missing)),
    Object.fromEntries(missing.map((item) => [item, MISSING_ITEMS[item]])),
  );
}

/** Submit: only a profile being filled or sent back. */
export const submittable: WriteRule = (partner) => {
  if (!EDITABLE_STATUSES.includes(partner.status)) throw conflict(STATUS_MESSAGES.notSubmittable);
};

interface Transition {
  activity: ActivityText;
  /** The approval needs the profile complete. */
  needsCompleteProfile: boolean;
}

/**
 * The admin's decisions: a pending profile becomes Active (approved with a contract), Rejected or
 * Resubmission; an approved partner moves between Active and Inactive, and only then may its contract change.
 */
export function statusTransition(from: PartnerStatus, update: StatusUpdate): Transition {
  const to = update.status;
  const approved = from === 'Active' || from === 'Inactive';
  if (to === 'Rejected' || to === 'Resubmission') {
    if (from !== 'Pending') throw conflict(STATUS_MESSAGES.notPending);
    return {
      activity: to === 'Rejected' ? activityText('profileRejected') : activityText('profileSentBack'),
      needsCompleteProfile: false,
    };
  }
  if (to === 'Active') {
    if (from === 'Pending') return { activity: activityText('profileApproved'), needsCompleteProfile: true };
    if (!approved) throw conflict(STATUS_MESSAGES.notPending);
    return {
      activity: from === 'Active' ? activityText('contractUpdated') : activityText('partnerActivated'),
      needsCompleteProfile: false,
    };
  }
  if (!approved)
    throw conflict(
      'contractDetails' in update && update.contractDetails
        ? STATUS_MESSAGES.contractNotEditable
        : STATUS_MESSAGES.notActive,
    );
  return {
    activity: from === 'Inactive' ? activityText('contractUpdated') : activityText('partnerDeactivated'),
    needsCompleteProfile: false,
  };
}
