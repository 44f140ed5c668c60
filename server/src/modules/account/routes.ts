import { security } from '../../platform/routeSchemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  preferencesUpdateSchema,
  profileUpdateSchema,
  teamInviteSchema,
  teamMemberParamsSchema,
  teamMemberUpdateSchema,
} from '../../../../domain/account/schemas';
import { LOGIN_MESSAGES } from '../../../../domain/auth';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requirePersonal, requireRoles } from '../../platform/auth';
import { HttpError } from '../../platform/errors';
import { callerOf } from '../../platform/parties';
import { readPreferences, savePreferences } from './preferences';
import { readProfile, updateProfile } from './profile';
import { inviteMember, listTeam, updateMember } from './team';

const signedIn = requireRoles();
const personal = requirePersonal();
const teamKeepers = requireRoles(ROLES.admin, ROLES.channelPartner);
const tags = ['account'];

/** The signed-in user's identity record (a token of a user deleted since is refused like an expired one). */
async function signedInUser(request: FastifyRequest) {
  const { pool, username } = currentUser(request);
  const user = await request.server.ctx.identity.getUser(pool, username);
  if (!user || !user.enabled) throw new HttpError(401, LOGIN_MESSAGES.invalidToken);
  return user;
}

/** Account pages: the user's own settings, notification choices, name and photo, and the team they manage. */
export async function accountRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/users/preferences', { onRequest: signedIn, schema: { tags, security } }, async (request) =>
    readPreferences(db, await signedInUser(request)),
  );

  app.put(
    '/users/preferences',
    { onRequest: personal, schema: { tags, security, body: preferencesUpdateSchema } },
    async (request) => savePreferences(db, await signedInUser(request), request.body),
  );

  app.get('/users/profile', { onRequest: signedIn, schema: { tags, security } }, async (request) =>
    readProfile(app.ctx, await signedInUser(request)),
  );

  app.patch(
    '/users/profile',
    { onRequest: personal, schema: { tags, security, body: profileUpdateSchema } },
    async (request) => updateProfile(app.ctx, await signedInUser(request), request.body),
  );

  app.get('/users/team', { onRequest: teamKeepers, schema: { tags, security } }, async (request) =>
    listTeam(app.ctx, await callerOf(request)),
  );

  app.post(
    '/users/team',
    { onRequest: teamKeepers, schema: { tags, security, body: teamInviteSchema } },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(app.ctx, await callerOf(request), request.body)),
  );

  app.patch(
    '/users/team/:username',
    {
      onRequest: teamKeepers,
      schema: { tags, security, params: teamMemberParamsSchema, body: teamMemberUpdateSchema },
    },
    async (request) =>
      updateMember(app.ctx, await callerOf(request), { username: request.params.username, change: request.body }),
  );
}
