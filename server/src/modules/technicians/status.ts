import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../../../domain/technicians/messages';
import type { Technician } from '../../../../domain/technicians/profile';
import {
  mayMoveTechnician,
  TECHNICIAN_MISSING_ITEMS,
  technicianMissingItems,
  type TechnicianDecision,
  type TechnicianStatus,
} from '../../../../domain/technicians/statuses';
import type { Role } from '../../../../domain/roles';
import { badRequest, conflict } from '../../platform/errors';
import type { TechnicianWriteRule } from './access';

/**
 * Refuses a profile that misses an approval condition (TECHNICIAN_MISSING_ITEMS), each missing item as a field message
 * of the banner.
 */
export function assertTechnicianComplete(profile: Technician) {
  const missing = technicianMissingItems(profile);
  if (missing.length === 0) return;
  throw badRequest(
    M.profileIncomplete,
    Object.fromEntries(missing.map((item) => [item, TECHNICIAN_MISSING_ITEMS[item]])),
  );
}

/** Submit: only a profile being filled or sent back (TECHNICIAN_SUBMIT_MOVE). */
export const submittable: TechnicianWriteRule = (technician, user) => {
  if (!user.role || !mayMoveTechnician(technician.status, 'Pending', user.role)) throw conflict(M.notSubmittable);
};

const DECISION_ACTIVITIES: Record<TechnicianDecision, ActivityText> = {
  Active: activityText('profileApproved'),
  Rejected: activityText('profileRejected'),
  Resubmission: activityText('profileSentBack'),
};

/** The activity of an admin's decision on a pending profile (TECHNICIAN_APPROVAL_MOVES); any other is a 409. */
export function decisionActivity(from: TechnicianStatus, to: TechnicianDecision, role: Role | undefined): ActivityText {
  if (!role || !mayMoveTechnician(from, to, role)) throw conflict(M.notPending);
  return DECISION_ACTIVITIES[to];
}
