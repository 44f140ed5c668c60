import { ROLES, type Role } from '../../../../domain/roles';
import { TECHNICIAN_PARTNER_EDITABLE_STATUSES } from '../../../../domain/technicians/statuses';
import type { Technician } from '../../../../domain/technicians/profile';
import { STATUS_MESSAGES } from '../../../../domain/channelPartner/statuses';
import { requireRoles, type RouteGuard } from '../../platform/auth';
import type { Executor } from '../../platform/db';
import { conflict, forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/parties';
import { NOT_YOURS, onboardingParty, ownerGuard, partyRecords, readProfile, requestChange } from '../onboarding';
import type { OwnerWriteRule } from '../profileSections';
import { readTechnician, TECHNICIAN_ENTITY, technicianHead, type TechnicianHead } from './repository';
import { tags } from './schemas';

export const TECHNICIAN_NOT_FOUND = 'Technician not found';
export { NOT_YOURS };

export const adminOnly = requireRoles(ROLES.admin);
/** Technicians are onboarded by admins and by their own channel partner. */
export const adminOrPartner = requireRoles(ROLES.admin, ROLES.channelPartner);

/** An admin, or the channel partner the technician belongs to (a technician unknown to the caller is left to a 404). */
export async function assertOwnsTechnician(db: Executor, caller: Caller, technicianId: string | undefined) {
  if (caller.user.role === ROLES.admin) return;
  if (!caller.party) throw forbidden(NOT_YOURS);
  const technician = technicianId ? await technicianHead(db, technicianId) : undefined;
  if (technician && technician.channelPartnerId !== caller.party.id) throw forbidden(NOT_YOURS);
}

/** A channel partner only for its own technicians, a technician only for itself; an admin (and other roles) any. */
async function assertReachesTechnician(db: Executor, caller: Caller, technicianId: string | undefined) {
  const { role } = caller.user;
  if (role === ROLES.channelPartner) await assertOwnsTechnician(db, caller, technicianId);
  else if (role === ROLES.technician && caller.party?.id !== technicianId) throw forbidden(NOT_YOURS);
}

export type TechnicianWriteRule = OwnerWriteRule<TechnicianHead>;

/** Profile sections: an admin edits any profile but a revoked one; the partner while filling it or once approved. */
export const technicianEditable: TechnicianWriteRule = (technician, user) => {
  const allowed =
    user.role === ROLES.admin
      ? technician.status !== 'Revoked'
      : TECHNICIAN_PARTNER_EDITABLE_STATUSES.includes(technician.status);
  if (!allowed) throw conflict(STATUS_MESSAGES.notEditable);
};

const lockedTechnician = (tx: Executor, id: string) => technicianHead(tx, id, { lock: true });

/** Technicians as the onboarding core takes them: a technician belongs to its channel partner. */
export const TECHNICIAN_PARTY = onboardingParty<TechnicianHead, Technician>('/technician', tags, {
  records: partyRecords('technicians', TECHNICIAN_ENTITY, TECHNICIAN_NOT_FOUND, lockedTechnician, readTechnician),
  editable: technicianEditable,
  owner: { kind: 'technician', mayAct: assertReachesTechnician },
});

/** The technician of `id` as `caller` may read it (its partner, itself, an admin), or 404 when there is none. */
export const existingTechnician = (db: Executor, caller: Caller, id: string): Promise<Technician> =>
  readProfile(db, caller, TECHNICIAN_PARTY, id);

/**
 * onRequest: an admin, or the channel partner whose technician the route's `:id` is (checked before the body is
 * validated).
 */
export const adminOrOwningPartner = ownerGuard(TECHNICIAN_PARTY, [ROLES.admin, ROLES.channelPartner]);

/**
 * onRequest of the routes a technician reaches too: one of `roles`, a channel partner only for its own technicians and
 * a technician only for itself (the route's `:id`); other roles admitted see any technician.
 */
export const technicianAccess = (...roles: Role[]): RouteGuard => ownerGuard(TECHNICIAN_PARTY, roles);

/** GET technician/{id}: an admin, the technician's own partner, the technician itself. */
export const technicianReaders = technicianAccess(ROLES.admin, ROLES.channelPartner, ROLES.technician);

/**
 * One write to a technician (changeOwner): the row locked, the rule checked, the activity recorded; answers the
 * profile.
 */
export const changeTechnician = requestChange(TECHNICIAN_PARTY);
