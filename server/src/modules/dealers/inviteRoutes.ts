import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDealerSchema, dealerIdSchema } from '../../../../domain/dealers/dealer';
import { callerOf } from '../../platform/parties';
import { invitationRoutes } from '../onboarding';
import { adminOnly, existingDealer } from './access';
import { addDealer } from './add';
import { DEALER_INVITATIONS } from './invitee';
import { dealerSchema, errorSchema, security, tags } from './schemas';

/** The dealer's invitation: the public verify, resend and revoke, as the onboarding core serves them. */
export const dealerInvitationRoutes = invitationRoutes({
  path: '/dealer',
  tags,
  invitations: DEALER_INVITATIONS,
  adminOnly,
  idBodies: { resend: dealerIdSchema, revoke: dealerIdSchema },
  slashed: false,
  refusal: errorSchema,
});

/** POST dealer: the admin's add, which sends the invitation. */
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
      const caller = await callerOf(request);
      const id = await addDealer(ctx, request.body, caller.user);
      return reply.status(201).send(await existingDealer(ctx.db, caller, id));
    },
  );
}
