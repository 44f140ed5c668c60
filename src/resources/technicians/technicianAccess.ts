import { ROLES, type Role } from '../../../domain/roles';
import type { Technician } from '../../../domain/technicians/profile';
import {
  mayMoveTechnician,
  TECHNICIAN_DECISIONS,
  TECHNICIAN_PARTNER_EDITABLE_STATUSES,
  type TechnicianStatus,
} from '../../../domain/technicians/statuses';
import { listOfStatus, technicianPaths } from './technicianPaths';

/** An admin fills a profile in any status but a closed one (the API refuses a revoked one). */
const ADMIN_CLOSED_STATUSES: readonly TechnicianStatus[] = ['Rejected', 'Revoked'];

interface TechnicianAccess {
  isPartner: boolean;
  /** Basic details, photo and section Add/Edit/Delete controls. */
  canEditSections: boolean;
  /** The footer's Cancel and Submit: Incomplete or Resubmission profiles, for an admin or the technician's partner. */
  canSubmit: boolean;
  /** The approval panel: a Pending profile, for admins only (never a channel partner). */
  canApprove: boolean;
  showActivity: boolean;
  /** Admins reviewing may reveal full document and account numbers. */
  canRevealNumbers: boolean;
}

/**
 * What the viewer may do on a technician's profile, whichever address opened it: the status
 * and the role decide, as the API does.
 */
export function technicianAccess(role: Role | undefined, technician: Pick<Technician, 'status'>): TechnicianAccess {
  const isPartner = role === ROLES.channelPartner;
  const isAdmin = role === ROLES.admin;
  const { status } = technician;
  return {
    isPartner,
    canEditSections: isPartner
      ? TECHNICIAN_PARTNER_EDITABLE_STATUSES.includes(status)
      : isAdmin && !ADMIN_CLOSED_STATUSES.includes(status),
    canSubmit: !!role && mayMoveTechnician(status, 'Pending', role),
    canApprove: !!role && TECHNICIAN_DECISIONS.some((decision) => mayMoveTechnician(status, decision, role)),
    showActivity: isAdmin || isPartner,
    canRevealNumbers: isAdmin,
  };
}

/** Cancel leads to the list the profile belongs to: incomplete for Incomplete, pending otherwise. */
export const technicianCancelTarget = (status: TechnicianStatus) => `/${technicianPaths.list(listOfStatus(status))}`;
export const TECHNICIAN_PENDING_LIST = `/${technicianPaths.list('pending')}`;
export const TECHNICIAN_VERIFIED_LIST = `/${technicianPaths.list('verified')}`;
