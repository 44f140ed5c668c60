import { errorSchema, security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ESCALATION_MESSAGES } from '../../../../domain/escalations/constants';
import {
  escalationAnswerSchema,
  escalationCommentSchema,
  escalationFiltersDataSchema,
  escalationIdParamsSchema,
  escalationRecordSchema,
  escalationRowSchema,
  escalationStatusSchema,
  raiseEscalationSchema,
  updateEscalationSchema,
} from '../../../../domain/escalations/schemas';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { escalationFiltersData, escalationList } from './list';
import { readEscalation } from './records';
import { addEscalationComment, answerEnquiry, moveEscalation, raiseEscalation, updateEscalation } from './service';

const tags = ['escalations'];
/** The escalations screens are the admin's only. */
const escalationStaff = requireRoles(ROLES.admin);
const recordResponses = {
  200: escalationRecordSchema,
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/**
 * Escalations: customer complaints against a request and enquiries with or without one, with an SLA deadline
 * per priority, an assignee, status moves, comments and the history (the activity log of the escalation's id). Every
 * write answers the escalation as it now stands.
 */
export async function escalationRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { database } = ctx;
  const current = async (id: string) => {
    const found = await readEscalation(ctx.db, id);
    if (!found) throw notFound(ESCALATION_MESSAGES.notFound);
    return found;
  };
  /** A write, then the escalation as it now stands. */
  const written = async (id: string, write: Promise<void>) => {
    await write;
    return current(id);
  };

  app.post(
    '/escalations',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        body: raiseEscalationSchema,
        response: { ...recordResponses, 201: escalationRecordSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = await raiseEscalation(
        ctx,
        { ...body, requestId: body.requestId ?? null, userName: body.userName ?? null },
        currentUser(request),
      );
      return reply.status(201).send(await current(id));
    },
  );

  app.post(
    '/escalations/getByPaginationAndFilter',
    {
      onRequest: escalationStaff,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(escalationRowSchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => answerList(database, escalationList, request.body),
  );

  app.post(
    '/escalations/export',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => streamListExport(reply, database, escalationList, request.body),
  );

  app.get(
    '/escalations/filters/data',
    {
      onRequest: escalationStaff,
      schema: { tags, security, response: { 200: escalationFiltersDataSchema, 403: errorSchema } },
    },
    async () => escalationFiltersData(database, ctx.config.escalationSlaHours),
  );

  app.get(
    '/escalations/:id',
    {
      onRequest: escalationStaff,
      schema: { tags, security, params: escalationIdParamsSchema, response: recordResponses },
    },
    async (request) => current(request.params.id),
  );

  app.patch(
    '/escalations/:id',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        params: escalationIdParamsSchema,
        body: updateEscalationSchema,
        response: recordResponses,
      },
    },
    async (request) =>
      written(request.params.id, updateEscalation(ctx, request.params.id, request.body, currentUser(request))),
  );

  app.put(
    '/escalations/:id/status',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        params: escalationIdParamsSchema,
        body: escalationStatusSchema,
        response: recordResponses,
      },
    },
    async (request) =>
      written(request.params.id, moveEscalation(ctx, request.params.id, request.body, currentUser(request))),
  );

  app.post(
    '/escalations/:id/comments',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        params: escalationIdParamsSchema,
        body: escalationCommentSchema,
        response: { ...recordResponses, 201: escalationRecordSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await written(
            request.params.id,
            addEscalationComment(ctx, request.params.id, request.body.comment, currentUser(request)),
          ),
        ),
  );

  app.put(
    '/escalations/:id/answer',
    {
      onRequest: escalationStaff,
      schema: {
        tags,
        security,
        params: escalationIdParamsSchema,
        body: escalationAnswerSchema,
        response: recordResponses,
      },
    },
    async (request) =>
      written(request.params.id, answerEnquiry(ctx, request.params.id, request.body.answer, currentUser(request))),
  );
}
