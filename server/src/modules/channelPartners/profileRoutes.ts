import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { userSummary } from '../../identity/summary';
import {
  adminOnly,
  adminOrPartner,
  adminOrSelf,
  existingPartner,
  ownPartner,
  PARTNER_NOT_FOUND,
  partnerOnly,
} from './access';
import { partnerHead, partnerHeadByEmail } from './repository';
import { channelPartnerSchema, idParamsSchema, messageSchema, security, tags } from './schemas';

const NO_IDENTITY_USER = 'User does not exist.';

/** Reading a partner: the whole profile (masked), its sign-in user, a look-up by e-mail (the reveal of masked numbers is a shared section route). */
export async function profileRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const found = { 200: channelPartnerSchema, 403: messageSchema, 404: messageSchema };

  app.get(
    '/channel-partner/getById/:id',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, response: found } },
    (request) => existingPartner(request, request.params.id),
  );

  app.get(
    '/channel-partner/profile',
    { onRequest: partnerOnly, schema: { tags, security, response: found } },
    async (request) => {
      const own = await ownPartner(request);
      if (!own) throw notFound(PARTNER_NOT_FOUND);
      return existingPartner(request, own.id);
    },
  );

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

  // The partner's sign-in looks itself up by e-mail (spec 000 §6); an admin may look up anyone.
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
        throw forbidden('You are not allowed to do this');
      const partner = await partnerHeadByEmail(db, request.params.email);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      return { id: partner.id, name: partner.name, status: partner.status };
    },
  );
}
