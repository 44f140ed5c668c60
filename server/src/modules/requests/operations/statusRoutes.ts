import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickUpStatusChangeSchema, repairStatusChangeSchema } from '../../../../../domain/requests/operations';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { requestCaller } from '../caller';
import { errorSchema, pickUpTags, repairTags, requestIdParamsSchema, security } from '../schemas';
import { requestOperators } from './access';
import { commitChange } from './commit';
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
      commitChange(ctx, await requestCaller(request), request.log, (tx, caller) =>
        changeStatus(tx, caller, { ...request.body, kind: 'repair', id: request.params.id }),
      ),
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
      commitChange(ctx, await requestCaller(request), request.log, (tx, caller) =>
        changeStatus(tx, caller, { ...request.body, kind: 'pickUp', id: request.params.id }),
      ),
  );
}
