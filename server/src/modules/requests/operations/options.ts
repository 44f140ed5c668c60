import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slotRangeQuerySchema } from '../../../../../domain/channelPartner/timeSlots';
import {
  ASSIGNABLE_STATUSES,
  partnerOptionSchema,
  sparePartOptionSchema,
  technicianOptionSchema,
} from '../../../../../domain/requests/operations';
import type { RequestKindName } from '../../requestKinds';
import { errorSchema, requestIdParamsSchema, security } from '../schemas';
import { timeSlotDaySchema } from '../slots';
import { operableHead, type RequestHead } from './access';
import { partnerAssigners, technicianAssigners } from './assign';
import { fitters } from './charges';
import { assignablePartners, assignableTechnicians } from './eligibility';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';
import { fittingSpareParts } from './spareParts';
import { reschedulers } from './visits';
import { visitAvailability } from './visitSlots';

const answers = <T extends z.ZodType>(option: T) => ({ 200: z.array(option), 403: errorSchema, 404: errorSchema });

/** A request past assignment (resolved, completed, cancelled) takes nobody, so its dialogs offer nobody. */
const assignableNow = (kind: RequestKindName, head: RequestHead) =>
  (ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(head.status);

/** What assign/technician accepts for the request now (eligibility.ts): the Active technicians of its partner with the slot free. */
async function technicianOptions(request: FastifyRequest, kind: RequestKindName, id: string) {
  const head = await operableHead(request, kind, id);
  if (!assignableNow(kind, head)) return [];
  return (await assignableTechnicians(request.server.ctx.db, kind, head)).map(({ id, name }) => ({ id, name }));
}

/** What assign/channelPartner accepts for the request now: other serving partners open that day with the slot free. */
async function partnerOptions(request: FastifyRequest, kind: RequestKindName, id: string) {
  const head = await operableHead(request, kind, id);
  if (!assignableNow(kind, head)) return [];
  const { db, config } = request.server.ctx;
  return (await assignablePartners(db, config, kind, head)).map(({ id, name }) => ({ id, name }));
}

/**
 * The options of the request page's dialogs (our paths, README "Request page"), each scoped as the operation it feeds:
 * GET requests|pickUpRequests/{id}/technicians/options (admin, the request's partner), …/channelPartners/options
 * (admin), requests/{id}/spareParts/options (admin, the request's partner and technician), …/timeSlots/options (who
 * reschedules: the slots a new visit can take).
 */
export async function optionRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.get(
      `${path}/:id/technicians/options`,
      {
        onRequest: technicianAssigners,
        schema: { tags, security, params: requestIdParamsSchema, response: answers(technicianOptionSchema) },
      },
      (request) => technicianOptions(request, kind, request.params.id),
    );
    app.get(
      `${path}/:id/channelPartners/options`,
      {
        onRequest: partnerAssigners,
        schema: { tags, security, params: requestIdParamsSchema, response: answers(partnerOptionSchema) },
      },
      (request) => partnerOptions(request, kind, request.params.id),
    );
    app.get(
      `${path}/:id/timeSlots/options`,
      {
        onRequest: reschedulers,
        schema: {
          tags,
          security,
          params: requestIdParamsSchema,
          querystring: slotRangeQuerySchema,
          response: { ...answers(timeSlotDaySchema), 400: errorSchema },
        },
      },
      async (request) => {
        const head = await operableHead(request, kind, request.params.id);
        return visitAvailability(request.server.ctx.db, request.server.ctx.config, head, request.query);
      },
    );
  }
  app.get(
    '/requests/:id/spareParts/options',
    {
      onRequest: fitters,
      schema: {
        tags: KIND_PATHS.repair.tags,
        security,
        params: requestIdParamsSchema,
        response: answers(sparePartOptionSchema),
      },
    },
    async (request) => {
      const head = await operableHead(request, 'repair', request.params.id);
      return fittingSpareParts(request.server.ctx.db, head.id);
    },
  );
}
