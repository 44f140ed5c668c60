import type { ActivityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '../../../../domain/roles';
import { TECHNICIAN_PARTNER_EDITABLE_STATUSES } from '../../../../domain/technicians/statuses';
import type { Technician } from '../../../../domain/technicians/profile';
import { STATUS_MESSAGES } from '../../../../domain/channelPartner/statuses';
import { recordActivity } from '../../platform/activityLog';
import { currentUser, declareAccess, requireRoles, type AuthUser, type RouteGuard } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { ownPartner } from '../channelPartners';
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
export const adminOrOwningPartner = declareAccess({ ...adminOrPartner.access, ownerParam: 'id', ownerKind: 'technician' }, async function adminOrOwningPartner(request, reply) {
  await adminOrPartner.call(request.server, request, reply);
  await assertOwnsTechnician(request, (request.params as { id?: string }).id);
});

/**
 * onRequest of the routes a technician reaches too: one of `roles`, a channel partner only for its own technicians and
 * a technician only for itself (the route's `:id`); other roles admitted see any technician.
 */
export function technicianAccess(...roles: Role[]): RouteGuard {
  const guard = requireRoles(...roles);
  return declareAccess({ ...guard.access, ownerParam: 'id', ownerKind: 'technician' }, async function technicianAccessGuard(request, reply) {
    await guard.call(request.server, request, reply);
    const id = (request.params as { id?: string }).id;
    const { role } = currentUser(request);
    if (role === ROLES.channelPartner) await assertOwnsTechnician(request, id);
    else if (role === ROLES.technician && (await ownTechnicianId(request)) !== id) throw forbidden(NOT_YOURS);
  });
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
export interface TechnicianChange {
  activity: ActivityText;
  remark?: string | null;
}

export type TechnicianWriteRule = (technician: TechnicianHead, user: AuthUser) => void;

/** Profile sections: an admin edits any profile but a revoked one; the partner while filling it or once approved. */
export const technicianEditable: TechnicianWriteRule = (technician, user) => {
  const allowed = user.role === ROLES.admin ? technician.status !== 'Revoked' : TECHNICIAN_PARTNER_EDITABLE_STATUSES.includes(technician.status);
  if (!allowed) throw conflict(STATUS_MESSAGES.notEditable);
};

/**
 * One write to a technician: in a transaction that locks the technician row, checks the rule, applies the change and
 * records the activity; a refusal thrown by the change rolls everything back. Answers the whole updated profile.
 */
export async function changeTechnician(
  request: FastifyRequest,
  id: string,
  change: (tx: Transaction, technician: TechnicianHead) => Promise<TechnicianChange>,
  rule: TechnicianWriteRule = technicianEditable,
): Promise<Technician> {
  const { db } = request.server.ctx;
  const user = currentUser(request);
  await db.transaction(async (tx) => {
    const technician = await technicianHead(tx, id, { lock: true });
    if (!technician) throw notFound(TECHNICIAN_NOT_FOUND);
    rule(technician, user);
    const done = await change(tx, technician);
    await tx.execute(sql`UPDATE technicians SET last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, { entityId: id, entityType: TECHNICIAN_ENTITY, activity: done.activity, remark: done.remark, by: user });
  });
  return existingTechnician(request, id);
}
