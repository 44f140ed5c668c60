import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyInviteSchema } from '../../../../domain/channelPartner/invite';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { resendInvitation, revokeInvitation, verifyInvitation, type InvitedParty } from '../invitations';
import type { OnboardingHead, OnboardingParty } from './party';
import { errorSchema, messageSchema, security } from './schemas';

/** Paths written with a trailing slash answer without it too; the slashed one is the documented one. */
export const bothSpellings = (path: string) => [
  { url: path, hide: false },
  { url: path.replace(/\/$/, ''), hide: true },
];

/** How a party that is invited by e-mail takes its invitation's routes, declared as data. */
interface InvitationRoutes {
  /** The bodies of resend and revoke: the invitee's id. */
  idBodies: { resend: z.ZodType<{ id: string }>; revoke: z.ZodType<{ id: string }> };
  /** The paths of resend and revoke end in '/' (and answer without it too). */
  slashed: boolean;
  /** The answer of a refused resend or revoke, as documented. */
  refusal: typeof messageSchema | typeof errorSchema;
}

/**
 * The invitation's own steps: the public verify (the verify page calls it before the invitee has any password, so it
 * takes no bearer token), and the admin's resend and revoke.
 */
export function invitationRoutes(
  party: Pick<OnboardingParty<OnboardingHead, unknown>, 'path' | 'tags'>,
  invitations: InvitedParty,
  routes: InvitationRoutes,
) {
  const { tags } = party;
  const adminOnly = requireRoles(ROLES.admin);
  const urls = (name: string) =>
    routes.slashed ? bothSpellings(`${party.path}/${name}/`) : [{ url: `${party.path}/${name}`, hide: false }];
  const steps = [
    { name: 'resendInvite', body: routes.idBodies.resend, run: resendInvitation },
    { name: 'revokeInvite', body: routes.idBodies.revoke, run: revokeInvitation },
  ];
  return async function invitationRoutesOf(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;

    app.post(
      `${party.path}/verify`,
      {
        config: { public: true },
        schema: {
          tags,
          body: verifyInviteSchema,
          response: {
            200: z.object({ username: z.string(), temporaryPassword: z.string(), name: z.string() }),
            400: errorSchema,
          },
        },
      },
      (request) => verifyInvitation(ctx, invitations, request.body),
    );

    for (const step of steps)
      for (const { url, hide } of urls(step.name))
        app.post(
          url,
          {
            onRequest: adminOnly,
            schema: {
              ...(routes.slashed && { hide }),
              tags,
              security,
              body: step.body,
              response: { 200: messageSchema, 400: routes.refusal, 404: messageSchema },
            },
          },
          (request) => step.run(ctx, invitations, (request.body as { id: string }).id, currentUser(request)),
        );
  };
}
