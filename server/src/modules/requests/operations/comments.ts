import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENTS_MAX_PAGE_SIZE,
  commentSchema,
  commentsFilterSchema,
  commentsRequestId,
  requestCommentSchema,
  requestKindOfId,
  type RequestComment,
} from '../../../../../domain/requests/operations';
import { currentUser } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { answerList, defineListResource, listSerializer, pagedSchema } from '../../../platform/listEngine';
import { firstRow } from '../../../platform/db';
import { requestReaders } from '../caller';
import { REQUEST_KINDS } from '../../requestKinds';
import { errorSchema, security } from '../schemas';
import { assertOperable, assertReadable, requestHead, requestOperators, type RequestHead } from './access';

const tags = ['comments'];

/** A request's comments, newest first: request_comments_request_idx (request, created, id) answers the page. */
const COMMENT_LIST = defineListResource<RequestComment>({
  source: 'request_comments c',
  properties: {
    id: { column: 'c.id::text', type: 'text' },
    requestId: { column: 'c.request_id', type: 'text' },
    comment: { column: 'c.comment', type: 'text' },
    createdAt: { column: 'c.created_at', type: 'timestamp' },
    createdBy: {
      column: 'c.by_user_name',
      type: 'text',
      select: `json_build_object('userName', c.by_user_name, 'role', c.by_role)`,
    },
  },
  defaultSortBy: 'createdAt',
  key: 'c.id',
  maxPageSize: COMMENTS_MAX_PAGE_SIZE,
});

/** The request a comment call names, by its id's prefix (REQ a repair, the others pick-ups); 404 when there is none. */
async function commentedRequest(request: FastifyRequest, id: string): Promise<RequestHead> {
  const kind = requestKindOfId(id);
  const head = kind && (await requestHead(request.server.ctx.db, kind, id));
  if (!head) throw notFound(REQUEST_KINDS[kind ?? 'repair'].notFound);
  return head;
}

/** POST comments and POST comments/getByPaginationAndFilter (spec 001 §7): who wrote what and when, on one request. */
export async function commentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Whoever may act on the request comments on it; a dealer only reads.
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
    async (request, reply) => {
      const head = await commentedRequest(request, request.body.requestId);
      await assertOperable(request, head);
      const user = currentUser(request);
      const comment = await firstRow<RequestComment>(
        ctx.db,
        sql`INSERT INTO request_comments (request_id, request_kind, comment, by_id, by_user_name, by_role)
            VALUES (${head.id}, ${head.kind}, ${request.body.comment}, ${user.sub}, ${user.username}, ${user.role ?? ''})
            RETURNING id::text, request_id AS "requestId", comment, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
              json_build_object('userName', by_user_name, 'role', by_role) AS "createdBy"`,
      );
      return reply.status(201).send(comment!);
    },
  );

  // Read by whoever may read the request: a dealer the comments of the requests it booked.
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
      const head = await commentedRequest(request, commentsRequestId(request.body.filters)!);
      await assertReadable(request, head);
      return answerList(ctx.database, COMMENT_LIST, request.body, [
        { property: 'requestId', operator: 'equal', value: head.id },
      ]);
    },
  );
}
