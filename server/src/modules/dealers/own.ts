import { sql } from 'drizzle-orm';
import { ROLES } from '../../../../domain/roles';
import { currentUser, oncePerRequest } from '../../platform/auth';
import { z } from 'zod';
import { rowOf } from '../../platform/db';

const dealerHeadRow = z.object({ id: z.string(), status: z.string() });
type DealerHead = z.infer<typeof dealerHeadRow>;

/**
 * The dealer record of the signed-in dealer, by its e-mail (as users/profile.ts finds it): the username, else the
 * e-mail attribute.
 */
export const ownDealer = oncePerRequest(async (request): Promise<DealerHead | undefined> => {
  const user = currentUser(request);
  if (user.role !== ROLES.dealer) return undefined;
  const { db, identity } = request.server.ctx;
  // Pools that sign in by e-mail alias put an opaque username in the token: the e-mail is an attribute then.
  const email = user.username.includes('@')
    ? user.username
    : (await identity.getUser(user.pool, user.username))?.attributes.email;
  return email
    ? rowOf(db, dealerHeadRow, sql`SELECT id, status FROM dealers WHERE lower(email) = ${email.toLowerCase()} LIMIT 1`)
    : undefined;
});
