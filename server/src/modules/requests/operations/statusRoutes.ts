import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickUpStatusChangeSchema, repairStatusChangeSchema } from '../../../../../domain/requests/operations';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { errorSchema, pickUpTags, repairTags, requestIdParamsSchema, security } from '../schemas';
import { requestOperators } from './access';
import { answerChange } from './commit';
import { changeStatus } from './status';

const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** PUT requests/{id}/status and PUT pickUpRequests/{id}/status. */
export async function statusRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.put(
    '/requests/:id/status',
    {
      onRequest: requestOperators,
      schema: {
        tags: repairTags,
        security,
        params: requestIdParamsSchema,
        body: repairStatusChangeSchema,
        response: responses,
      },
    },
    async (request) =>
      answerChange(ctx, request, changeStatus, { ...request.body, kind: 'repair', id: request.params.id }),
  );

  app.put(
    '/pickUpRequests/:id/status',
    {
      onRequest: requestOperators,
      schema: {
        tags: pickUpTags,
        security,
        params: requestIdParamsSchema,
        body: pickUpStatusChangeSchema,
        response: responses,
      },
    },
    async (request) =>
      answerChange(ctx, request, changeStatus, { ...request.body, kind: 'pickUp', id: request.params.id }),
  );
}
