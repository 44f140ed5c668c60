import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '../../../../domain/roles';
import { TECHNICIAN_PARTNER_EDITABLE_STATUSES } from '../../../../domain/technicians/statuses';
import type { Technician } from '../../../../domain/technicians/profile';
import { STATUS_MESSAGES } from '../../../../domain/channelPartner/statuses';
import { currentUser, declareAccess, requireRoles, type RouteGuard } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { ownPartner } from '../channelPartners';
import { changeOwner, type OwnerRecords, type OwnerWriteRule, type SectionChange } from '../profileSections';
import type { Transaction } from '../../platform/db';
import { ownTechnicianId } from './own';
import { readTechnician, TECHNICIAN_ENTITY, technicianHead, type TechnicianHead } from './repository';

export const TECHNICIAN_NOT_FOUND = 'Technician not found';
export const NOT_YOURS = 'You are not allowed to do this';

export const adminOnly = requireRoles(ROLES.admin);
/** Technicians are onboarded by admins and by their own channel partner (spec 001 §2). */
export const adminOrPartner = requireRoles(ROLES.admin, ROLES.channelPartner);

/** An admin, or the channel partner the technician belongs to (a technician unknown to the caller is left to a 404). */
export async function assertOwnsTechnician(request: FastifyRequest, technicianId: string | undefined) {
  if (currentUser(request).role === ROLES.admin) return;
  const own = await ownPartner(request);
  if (!own) throw forbidden(NOT_YOURS);
  const technician = technicianId ? await technicianHead(request.server.ctx.db, technicianId) : undefined;
  if (technician && technician.channelPartnerId !== own.id) throw forbidden(NOT_YOURS);
}

/** onRequest: an admin, or the channel partner whose technician the route's `:id` is (checked before the body is validated). */
export const adminOrOwningPartner = declareAccess(
  { ...adminOrPartner.access, ownerParam: 'id', ownerKind: 'technician' },
  async function adminOrOwningPartner(request, reply) {
    await adminOrPartner.call(request.server, request, reply);
    await assertOwnsTechnician(request, (request.params as { id?: string }).id);
  },
);

/**
 * onRequest of the routes a technician reaches too: one of `roles`, a channel partner only for its own technicians and
 * a technician only for itself (the route's `:id`); other roles admitted see any technician.
 */
export function technicianAccess(...roles: Role[]): RouteGuard {
  const guard = requireRoles(...roles);
  return declareAccess(
    { ...guard.access, ownerParam: 'id', ownerKind: 'technician' },
    async function technicianAccessGuard(request, reply) {
      await guard.call(request.server, request, reply);
      const id = (request.params as { id?: string }).id;
      const { role } = currentUser(request);
      if (role === ROLES.channelPartner) await assertOwnsTechnician(request, id);
      else if (role === ROLES.technician && (await ownTechnicianId(request)) !== id) throw forbidden(NOT_YOURS);
    },
  );
}

/** GET technician/{id}: an admin, the technician's own partner, the technician itself. */
export const technicianReaders = technicianAccess(ROLES.admin, ROLES.channelPartner, ROLES.technician);

/** The technician of the route, or 404. */
export async function existingTechnician(request: FastifyRequest, id: string): Promise<Technician> {
  const technician = await readTechnician(request.server.ctx.db, id);
  if (!technician) throw notFound(TECHNICIAN_NOT_FOUND);
  return technician;
}

/** What a write leaves in the activity history. */
export type TechnicianChange = SectionChange;

export type TechnicianWriteRule = OwnerWriteRule<TechnicianHead>;

/** Profile sections: an admin edits any profile but a revoked one; the partner while filling it or once approved. */
export const technicianEditable: TechnicianWriteRule = (technician, user) => {
  const allowed =
    user.role === ROLES.admin
      ? technician.status !== 'Revoked'
      : TECHNICIAN_PARTNER_EDITABLE_STATUSES.includes(technician.status);
  if (!allowed) throw conflict(STATUS_MESSAGES.notEditable);
};

const TECHNICIAN_RECORDS: OwnerRecords<TechnicianHead, Technician> = {
  table: 'technicians',
  entityType: TECHNICIAN_ENTITY,
  notFound: TECHNICIAN_NOT_FOUND,
  lockedHead: (tx, id) => technicianHead(tx, id, { lock: true }),
  read: readTechnician,
};

/** One write to a technician (changeOwner): the row locked, the rule checked, the activity recorded; answers the profile. */
export const changeTechnician = (
  request: FastifyRequest,
  id: string,
  change: (tx: Transaction, technician: TechnicianHead) => Promise<TechnicianChange>,
  rule: TechnicianWriteRule = technicianEditable,
): Promise<Technician> =>
  changeOwner(request.server.ctx.db, currentUser(request), TECHNICIAN_RECORDS, id, change, rule);
