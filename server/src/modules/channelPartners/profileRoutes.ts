import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { userSummary } from '../../identity/summary';
import { NOT_YOURS, profileReadRoutes } from '../onboarding';
import {
  adminOnly,
  adminOrPartner,
  adminOrSelf,
  ownPartner,
  PARTNER_NOT_FOUND,
  PARTNER_PARTY,
  partnerOnly,
} from './access';
import { partnerHead, partnerHeadByEmail } from './repository';
import { channelPartnerSchema, idParamsSchema, messageSchema, security, tags } from './schemas';

const NO_IDENTITY_USER = 'User does not exist.';

/** Reading a partner's whole profile (masked): an admin or the partner by id, the partner its own. */
export const partnerReadRoutes = profileReadRoutes(PARTNER_PARTY, {
  byId: { url: '/channel-partner/getById/:id', guard: adminOrSelf },
  own: { guard: partnerOnly },
  response: { 200: channelPartnerSchema, 403: messageSchema, 404: messageSchema },
});

/** A partner's sign-in user, a look-up by e-mail (the reveal of masked numbers is a shared section route). */
export async function profileRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  app.get(
    '/channel-partner/cognito/:id',
    { onRequest: adminOnly, schema: { tags, security, params: idParamsSchema } },
    async (request) => {
      const partner = await partnerHead(db, request.params.id);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      const user = await ctx.identity.getUser('staff', partner.userName ?? partner.primaryEmail);
      if (!user) throw notFound(NO_IDENTITY_USER);
      return userSummary(user);
    },
  );

  // The partner's sign-in looks itself up by e-mail; an admin may look up anyone.
  app.get(
    '/channel-partner/email/:email',
    {
      onRequest: adminOrPartner,
      schema: {
        tags,
        security,
        params: z.object({ email: z.string().trim().toLowerCase().min(1) }),
        response: { 200: z.object({ id: z.string(), name: z.string(), status: z.enum(PARTNER_STATUSES) }) },
      },
    },
    async (request) => {
      if (
        currentUser(request).role === ROLES.channelPartner &&
        (await ownPartner(request))?.primaryEmail !== request.params.email
      )
        throw forbidden(NOT_YOURS);
      const partner = await partnerHeadByEmail(db, request.params.email);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      return { id: partner.id, name: partner.name, status: partner.status };
    },
  );
}
