import { security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_MESSAGES, TECHNICIAN_MESSAGES } from '../../../../domain/auth';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import { technicianOtpParamsSchema, userByOptionsQuerySchema, type UserDetails } from '../../../../domain/users';
import type { PasswordCheck } from '../../identity/admin';
import { currentUser, requireRoles } from '../../platform/auth';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { technicianByMobile } from '../technicians';
import { userDetails } from './profile';
import { userSummary } from '../../identity/summary';

const signedIn = requireRoles();
const admin = requireRoles(ROLES.admin);
const tags = ['users'];

const nullableText = z.string().nullable();

/**
 * GET users/getUserDetails (domain/users.ts UserDetails): the session user with the record of its role.
 */
const userDetailsSchema = z.object({
  id: z.string(),
  username: z.string(),
  attributes: z.record(z.string(), z.string()),
  groups: z.array(z.string()),
  scope: nullableText,
  organization: nullableText,
  profile: z.object({
    cpId: nullableText.optional(),
    cpName: nullableText.optional(),
    technicianId: nullableText.optional(),
    dealerId: nullableText.optional(),
    dealerStatus: nullableText.optional(),
  }),
}) satisfies z.ZodType<UserDetails>;

/** The session user, the technician-number check before a one-time code, and the admin's user look-up. */
export async function userRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, identity } = app.ctx;

  app.get(
    '/users/getUserDetails',
    { preHandler: signedIn, schema: { tags, security, response: { 200: userDetailsSchema } } },
    async (request) => {
      const { pool, username } = currentUser(request);
      const user = await identity.getUser(pool, username);
      if (!user || !user.enabled) throw new HttpError(401, LOGIN_MESSAGES.invalidToken);
      return userDetails(db, user);
    },
  );

  // Public: the login page asks it before requesting a code, with no token yet. A technician signs in once an admin
  // has approved the profile (Active); until then the number is known but refused with a message saying why.
  app.get(
    '/users/technician/otp/:mobile',
    { config: { public: true }, schema: { tags, params: technicianOtpParamsSchema } },
    async (request) => {
      const { mobile } = request.params;
      const technician = await technicianByMobile(db, mobile);
      if (technician && technician.status !== 'Active') throw forbidden(TECHNICIAN_MESSAGES.notApproved);
      const user = await identity.getUser('technician', `${MOBILE_PREFIX}${mobile}`);
      if (!user) throw notFound(TECHNICIAN_MESSAGES.unknownMobile);
      if (!user.enabled)
        throw technician ? forbidden(TECHNICIAN_MESSAGES.notApproved) : notFound(TECHNICIAN_MESSAGES.unknownMobile);
      return { exists: true };
    },
  );

  app.get(
    '/master/user/getByOptions',
    { preHandler: admin, schema: { tags, security, querystring: userByOptionsQuerySchema } },
    async (request) => {
      const { email, id, password } = request.query;
      const users = await identity.findUsers({ email, sub: id });
      if (password === undefined) return users.map(userSummary);
      // Checked one by one under sign-in's lock-out; an unknown e-mail counts too, as an unknown username does at
      // sign-in.
      const candidates = users.length > 0 ? users : email ? [{ pool: 'staff' as const, username: email }] : [];
      const checks: PasswordCheck[] = [];
      for (const user of candidates)
        checks.push(await identity.checkPassword(user.pool, user.username, password, request.ip));
      if (checks.includes('locked')) throw new HttpError(429, LOGIN_MESSAGES.passwordAttemptsExceeded);
      const matching = users.filter((_, i) => checks[i] === 'right');
      if (matching.length === 0) throw new HttpError(401, LOGIN_MESSAGES.checkCredentials);
      return matching.map(userSummary);
    },
  );
}
