import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterRequestSchema } from '../../../../domain/filters';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  raisePickUpRequestSchema,
  raiseRepairRequestSchema,
} from '../../../../domain/requests/raise';
import { requestRecordSchema, requestRowSchema } from '../../../../domain/requests/records';
import type { Role } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { bookRequest } from './book';
import { bookers, callerOf } from '../../platform/parties';
import { requestCaller, requestReaders, requestScopeOf } from './caller';
import { scheduleRequestCountFolding } from './counts';
import { REQUEST_KINDS } from '../requestKinds';
import { REQUEST_LISTS, requestScopeFilters } from './list';
import { NOT_YOURS, requestHead } from './operations/access';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './operations/kindPaths';
import { requestOperationRoutes } from './operations/routes';
import type { Booker, Submission } from './plan';
import { readRequest } from './read';
import { requestReportRoutes } from './reports/routes';
import { timeSlotRoutes } from './timeSlotRoutes';
import { errorSchema, pickUpTags, repairTags, requestIdParamsSchema, security } from './schemas';

/** The header a replayed booking answers with (the same key from the same user: the first submission's request). */
const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

const bookingHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });
const bookingResponses = {
  201: requestRecordSchema,
  400: errorSchema,
  403: errorSchema,
  409: errorSchema,
  422: errorSchema,
};

/**
 * Requests: booking a repair or a pick-up
 * (admin, customer care, an Active dealer), reading one, and the lists, each scoped to what the caller may see.
 */
export async function requestRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await app.register(requestOperationRoutes);
  await app.register(requestReportRoutes);
  await app.register(timeSlotRoutes);
  scheduleRequestCountFolding(app);

  async function answerBooking(request: FastifyRequest, reply: FastifyReply, submission: Submission) {
    const user = currentUser(request);
    const booker: Booker = {
      sub: user.sub,
      username: user.username,
      role: user.role as Role,
      dealerId: (await callerOf(request)).party?.id ?? null,
    };
    const key = (request.headers as Record<string, string | undefined>)[IDEMPOTENCY_KEY_HEADER];
    const booked = await bookRequest(ctx, booker, submission, key, request.log);
    if (booked.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return reply.status(201).send(booked.record);
  }

  app.post(
    '/user/requests',
    {
      onRequest: bookers,
      schema: {
        tags: repairTags,
        security,
        headers: bookingHeadersSchema,
        body: raiseRepairRequestSchema,
        response: bookingResponses,
      },
    },
    (request, reply) => answerBooking(request, reply, { kind: 'repair', body: request.body }),
  );

  app.post(
    '/pickUpRequests',
    {
      onRequest: bookers,
      schema: {
        tags: pickUpTags,
        security,
        headers: bookingHeadersSchema,
        body: raisePickUpRequestSchema,
        response: bookingResponses,
      },
    },
    (request, reply) => answerBooking(request, reply, { kind: 'pickUp', body: request.body }),
  );

  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];

    app.get(
      `${path}/:id`,
      {
        onRequest: requestReaders,
        schema: {
          tags,
          security,
          params: requestIdParamsSchema,
          response: { 200: requestRecordSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const scope = requestScopeOf(await requestCaller(request));
        const record = await readRequest(ctx.db, kind, request.params.id, scope);
        if (record) return record;
        // Another party's request is refused as the operations refuse it (README: 403), an unknown one is not found.
        if (scope && (await requestHead(ctx.db, kind, request.params.id))) throw forbidden(NOT_YOURS);
        throw notFound(REQUEST_KINDS[kind].notFound);
      },
    );

    app.post(
      `${path}/getByPaginationAndFilter`,
      {
        onRequest: requestReaders,
        serializerCompiler: listSerializer,
        schema: {
          tags,
          security,
          body: filterRequestSchema,
          response: { 200: pagedSchema(requestRowSchema), 400: errorSchema },
        },
      },
      async (request) =>
        answerList(
          ctx.database,
          REQUEST_LISTS[kind],
          request.body,
          requestScopeFilters(requestScopeOf(await requestCaller(request))),
        ),
    );
  }
}
