import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discountSchema, sparePartLineSchema } from '../../../../../domain/requests/charges';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { errorSchema, repairTags, requestIdParamsSchema, security } from '../schemas';
import { applyDiscount, fitSparePart, removeSparePart } from './charges';
import { answerChange } from './commit';

/** Who fits spare parts: the technician assigned, the request's partner, an admin (each within its scope). */
export const fitters = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);
const admins = requireRoles(ROLES.admin);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const sparePartParamsSchema = requestIdParamsSchema.extend({ sparePartId: z.string().trim().min(1).max(64) });

/** PUT requests/{id}/discount, PUT requests/{id}/sparePart, DELETE requests/{id}/sparePart/{sparePartId}. */
export async function chargeRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = repairTags;
  app.put(
    '/requests/:id/discount',
    {
      onRequest: admins,
      schema: { tags, security, params: requestIdParamsSchema, body: discountSchema, response: responses },
    },
    async (request) => answerChange(ctx, request, applyDiscount, { ...request.body, id: request.params.id }),
  );
  app.put(
    '/requests/:id/sparePart',
    {
      onRequest: fitters,
      schema: { tags, security, params: requestIdParamsSchema, body: sparePartLineSchema, response: responses },
    },
    async (request) => answerChange(ctx, request, fitSparePart, { ...request.body, id: request.params.id }),
  );
  app.delete(
    '/requests/:id/sparePart/:sparePartId',
    { onRequest: fitters, schema: { tags, security, params: sparePartParamsSchema, response: responses } },
    async (request) =>
      answerChange(ctx, request, removeSparePart, { id: request.params.id, sparePartId: request.params.sparePartId }),
  );
}
