import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { firstRow } from '../../platform/db';

/** The technician record of the signed-in technician: by its custom:id attribute, else by its mobile (as users/profile.ts). */
export async function ownTechnician(request: FastifyRequest): Promise<{ id: string; status: string } | undefined> {
  const user = currentUser(request);
  const { db, identity } = request.server.ctx;
  const customId = (await identity.getUser(user.pool, user.username))?.attributes['custom:id'];
  const mobile = user.username.startsWith(MOBILE_PREFIX) ? user.username.slice(MOBILE_PREFIX.length) : user.username;
  return firstRow<{ id: string; status: string }>(
    db,
    customId
      ? sql`SELECT id, status FROM technicians WHERE id = ${customId}`
      : sql`SELECT id, status FROM technicians WHERE mobile = ${mobile} LIMIT 1`,
  );
}

export const ownTechnicianId = async (request: FastifyRequest): Promise<string | undefined> =>
  (await ownTechnician(request))?.id;

/** The finder the app wires into its context (platform/parties.ts): a technician's own record, none for other roles. */
export const technicianOfCaller = (request: FastifyRequest) =>
  currentUser(request).role === ROLES.technician ? ownTechnician(request) : Promise.resolve(undefined);
