import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentSchema,
  commentsFilterSchema,
  commentsRequestId,
  requestCommentSchema,
} from '../../../../../domain/requests/operations';
import { answerList, listSerializer, pagedSchema } from '../../../platform/listEngine';
import { requestCaller, requestReaders } from '../caller';
import { errorSchema, security } from '../schemas';
import { requestOperators } from './access';
import { addComment, COMMENT_LIST, commentsReadable } from './comments';

const tags = ['comments'];

/** POST comments and POST comments/getByPaginationAndFilter: who wrote what and when, on one request. */
export async function commentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/comments',
    {
      onRequest: requestOperators,
      schema: {
        tags,
        security,
        body: commentSchema,
        response: { 201: requestCommentSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment(ctx.db, await requestCaller(request), request.body)),
  );

  app.post(
    '/comments/getByPaginationAndFilter',
    {
      onRequest: requestReaders,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: commentsFilterSchema,
        response: { 200: pagedSchema(requestCommentSchema), 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const requestId = commentsRequestId(request.body.filters)!;
      const head = await commentsReadable(ctx.db, await requestCaller(request), { requestId });
      return answerList(ctx.database, COMMENT_LIST, request.body, [
        { property: 'requestId', operator: 'equal', value: head.id },
      ]);
    },
  );
}
