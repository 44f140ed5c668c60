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
  verifyInviteSchema,
} from '../../../../domain/channelPartner/invite';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { currentUser } from '../../platform/auth';
import { adminOnly, existingPartner } from './access';
import {
  addPartnerIdentity,
  deleteInvitation,
  emailTaken,
  resendInvitation,
  revokeInvitation,
  sendInvitationLink,
  verifyInvitation,
} from './invite';
import { channelPartnerSchema, errorSchema, idParamsSchema, messageSchema, security, tags } from './schemas';

const sentSchema = z.object({ id: z.string(), status: z.enum(PARTNER_STATUSES), inviteExpiresAt: z.string() });

/** The spec writes some paths with a trailing slash; both spellings answer, the spec's one is documented. */
const bothSpellings = (path: string) => [
  { url: path, hide: false },
  { url: path.replace(/\/$/, ''), hide: true },
];

/** Invitations (spec 000 §7.2): create, send, verify, resend, revoke, delete; and the admin's direct add. */
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
      const by = currentUser(request);
      const partner = await addPartnerIdentity(ctx, request.body, by, {
        status: 'Incomplete',
        activity: activityText('partnerAdded'),
      });
      await sendInvitationLink(ctx, partner, by, activityText('invitationSent'));
      return reply.status(201).send(await existingPartner(request, partner.id));
    },
  );

  // Public: the verify page calls it before the partner has any password (spec 000 §7: no bearer token).
  app.post(
    '/channel-partner/verify',
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
    (request) => verifyInvitation(ctx, request.body),
  );

  for (const { url, hide } of bothSpellings('/channel-partner/resendInvite/')) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: {
          hide,
          tags,
          security,
          body: resendInviteSchema,
          response: { 200: messageSchema, 400: messageSchema, 404: messageSchema },
        },
      },
      (request) => resendInvitation(ctx, request.body.id, currentUser(request)),
    );
  }

  for (const { url, hide } of bothSpellings('/channel-partner/revokeInvite/')) {
    app.post(
      url,
      {
        onRequest: adminOnly,
        schema: {
          hide,
          tags,
          security,
          body: revokeInviteSchema,
          response: { 200: messageSchema, 400: messageSchema, 404: messageSchema },
        },
      },
      (request) => revokeInvitation(ctx, request.body.id, currentUser(request)),
    );
  }

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
