import { activityText } from '../../../../domain/activityEvents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailExistSchema,
  inviteFormSchema,
  resendInviteSchema,
  revokeInviteSchema,
  sendInviteSchema,
} from '../../../../domain/channelPartner/invite';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { currentUser } from '../../platform/auth';
import { callerOf } from '../../platform/parties';
import { bothSpellings, invitationRoutes } from '../onboarding';
import { adminOnly, existingPartner, PARTNER_PARTY } from './access';
import { addPartnerIdentity, deleteInvitation, emailTaken, sendInvitationLink } from './invite';
import { PARTNER_INVITATIONS } from './invitee';
import { channelPartnerSchema, errorSchema, idParamsSchema, messageSchema, security, tags } from './schemas';

const sentSchema = z.object({ id: z.string(), status: z.enum(PARTNER_STATUSES), inviteExpiresAt: z.string() });

/**
 * The invitation's verify, resend and revoke, as the onboarding core serves them; the spec writes resend and revoke
 * with a trailing slash.
 */
export const partnerInvitationRoutes = invitationRoutes(PARTNER_PARTY, PARTNER_INVITATIONS, {
  idBodies: { resend: resendInviteSchema, revoke: revokeInviteSchema },
  slashed: true,
  refusal: messageSchema,
});

/**
 * Invitations: create, send, delete, the e-mail check; and the admin's direct add (verify, resend and revoke: above).
 */
export async function inviteRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/channel-partner/addToCognito',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: sendInviteSchema,
        response: { 201: z.object({ id: z.string(), username: z.string() }), 409: errorSchema },
      },
    },
    async (request, reply) => {
      const partner = await addPartnerIdentity(ctx, request.body, currentUser(request));
      return reply.status(201).send({ id: partner.id, username: partner.userName ?? partner.primaryEmail });
    },
  );

  app.post(
    '/channel-partner/sendInvite',
    {
      onRequest: adminOnly,
      schema: { tags, security, body: sendInviteSchema, response: { 201: sentSchema, 409: errorSchema } },
    },
    async (request, reply) => {
      const by = currentUser(request);
      const partner = await addPartnerIdentity(ctx, request.body, by);
      return reply.status(201).send(await sendInvitationLink(ctx, partner, by, activityText('invitationSent')));
    },
  );

  app.post(
    '/channel-partner',
    {
      onRequest: adminOnly,
      schema: { tags, security, body: inviteFormSchema, response: { 201: channelPartnerSchema, 409: errorSchema } },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const partner = await addPartnerIdentity(ctx, request.body, caller.user, {
        status: 'Incomplete',
        activity: activityText('partnerAdded'),
      });
      await sendInvitationLink(ctx, partner, caller.user, activityText('invitationSent'));
      return reply.status(201).send(await existingPartner(ctx.db, caller, partner.id));
    },
  );

  app.delete(
    '/channel-partner/invite/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: messageSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    (request) => deleteInvitation(ctx, request.params.id, currentUser(request)),
  );

  for (const { url, hide } of bothSpellings('/channel-partner/emailExist/')) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: { hide, tags, security, body: emailExistSchema, response: { 200: z.object({ exists: z.boolean() }) } },
      },
      async (request) => ({
        exists: await emailTaken(ctx, request.body.primaryEmail),
      }),
    );
  }
}
