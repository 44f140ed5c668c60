import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { currentUser, type AuthUser } from '../../platform/auth';
import { z } from 'zod';
import { rowOf } from '../../platform/db';

const technicianStatusRow = z.object({ id: z.string(), status: z.string() });

/**
 * The technician record of a technician's sign-in: by its custom:id attribute, else by its mobile (as
 * users/profile.ts).
 */
async function ownTechnician(
  ctx: Pick<AppContext, 'db' | 'identity'>,
  user: AuthUser,
): Promise<{ id: string; status: string } | undefined> {
  const customId = (await ctx.identity.getUser(user.pool, user.username))?.attributes['custom:id'];
  const mobile = user.username.startsWith(MOBILE_PREFIX) ? user.username.slice(MOBILE_PREFIX.length) : user.username;
  return rowOf(
    ctx.db,
    technicianStatusRow,
    customId
      ? sql`SELECT id, status FROM technicians WHERE id = ${customId}`
      : sql`SELECT id, status FROM technicians WHERE mobile = ${mobile} LIMIT 1`,
  );
}

/** The finder the app wires into its context (platform/parties.ts): a technician's own record, none for other roles. */
export const technicianOfCaller = (request: FastifyRequest) => {
  const user = currentUser(request);
  return user.role === ROLES.technician ? ownTechnician(request.server.ctx, user) : Promise.resolve(undefined);
};
