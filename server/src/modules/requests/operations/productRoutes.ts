import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pickUpProductOptionsSchema,
  pickUpProductsSchema,
  pickUpProductUpdateSchema,
  PRODUCT_LISTERS,
  PRODUCT_WEIGHERS,
} from '../../../../../domain/requests/products';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { requireRoles } from '../../../platform/auth';
import { requestCaller } from '../caller';
import { errorSchema, pickUpTags, requestIdParamsSchema, security } from '../schemas';
import { requestOperators } from './access';
import { answerChange } from './commit';
import { addProducts, productOptions, removeProduct, weighProduct } from './products';

const listers = requireRoles(...PRODUCT_LISTERS);
const weighers = requireRoles(...PRODUCT_WEIGHERS);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const productParamsSchema = requestIdParamsSchema.extend({ productId: z.string().trim().min(1).max(64) });

/** The products of a pick-up request: add, weigh in, remove, and the dialogs' options. */
export async function pickUpProductRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = pickUpTags;
  app.put(
    '/pickUpRequests/:id/products',
    {
      onRequest: listers,
      schema: { tags, security, params: requestIdParamsSchema, body: pickUpProductsSchema, response: responses },
    },
    async (request) => answerChange(ctx, request, addProducts, { ...request.body, id: request.params.id }),
  );
  app.put(
    '/pickUpRequests/:id/product/update',
    {
      onRequest: weighers,
      schema: { tags, security, params: requestIdParamsSchema, body: pickUpProductUpdateSchema, response: responses },
    },
    async (request) => answerChange(ctx, request, weighProduct, { ...request.body, id: request.params.id }),
  );
  app.delete(
    '/pickUpRequests/:id/product/:productId',
    { onRequest: listers, schema: { tags, security, params: productParamsSchema, response: responses } },
    async (request) =>
      answerChange(ctx, request, removeProduct, { id: request.params.id, productId: request.params.productId }),
  );
  app.get(
    '/pickUpRequests/:id/products/options',
    {
      onRequest: requestOperators,
      schema: {
        tags,
        security,
        params: requestIdParamsSchema,
        response: { 200: pickUpProductOptionsSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => productOptions(ctx.db, await requestCaller(request), { id: request.params.id }),
  );
}
