import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDealerSchema } from '../../../../domain/dealers/dealer';
import { callerOf } from '../../platform/parties';
import { adminOnly, existingDealer } from './access';
import { addDealer } from './add';
import { dealerSchema, errorSchema, security, tags } from './schemas';

const addSchema = {
  tags,
  security,
  body: addDealerSchema,
  response: { 201: dealerSchema, 400: errorSchema, 409: errorSchema },
};

/** POST dealer: the admin's add, which sends the invitation. */
export async function dealerInviteRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/dealer', { onRequest: adminOnly, schema: addSchema }, async (request, reply) => {
    const caller = await callerOf(request);
    const id = await addDealer(ctx, request.body, caller.user);
    return reply.status(201).send(await existingDealer(ctx.db, caller, id));
  });
}
