import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyInviteSchema } from '../../../../domain/channelPartner/invite';
import { addDealerSchema, dealerIdSchema } from '../../../../domain/dealers/dealer';
import { currentUser } from '../../platform/auth';
import { resendInvitation, revokeInvitation, verifyInvitation } from '../invitations';
import { adminOnly, existingDealer } from './access';
import { addDealer } from './add';
import { DEALER_INVITATIONS } from './invitee';
import { dealerSchema, errorSchema, messageSchema, security, tags } from './schemas';

/** The dealer's invitation (spec 000 §7.3, issue 15): the admin's add, the public verify, resend and revoke. */
export async function dealerInviteRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/dealer',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: addDealerSchema,
        response: { 201: dealerSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await addDealer(ctx, request.body, currentUser(request));
      return reply.status(201).send(await existingDealer(request, id));
    },
  );

  // Public: the verify page calls it before the dealer has any password (spec 000 §7: no bearer token).
  app.post(
    '/dealer/verify',
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
    (request) => verifyInvitation(ctx, DEALER_INVITATIONS, request.body),
  );

  app.post(
    '/dealer/resendInvite',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: dealerIdSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: messageSchema },
      },
    },
    (request) => resendInvitation(ctx, DEALER_INVITATIONS, request.body.id, currentUser(request)),
  );

  app.post(
    '/dealer/revokeInvite',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: dealerIdSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: messageSchema },
      },
    },
    (request) => revokeInvitation(ctx, DEALER_INVITATIONS, request.body.id, currentUser(request)),
  );
}
