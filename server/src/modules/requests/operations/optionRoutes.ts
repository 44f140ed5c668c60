import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slotRangeQuerySchema } from '../../../../../domain/channelPartner/timeSlots';
import {
  partnerOptionSchema,
  sparePartOptionSchema,
  technicianOptionSchema,
} from '../../../../../domain/requests/operations';
import { requestCaller } from '../caller';
import { errorSchema, requestIdParamsSchema, security } from '../schemas';
import { timeSlotDaySchema } from '../slots';
import { partnerAssigners, technicianAssigners } from './assignRoutes';
import { fitters } from './chargeRoutes';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';
import { partnerOptions, sparePartOptions, technicianOptions, visitSlotOptions } from './options';
import { reschedulers } from './visitRoutes';

const answers = <T extends z.ZodType>(option: T) => ({ 200: z.array(option), 403: errorSchema, 404: errorSchema });

/**
 * The options of the request page's dialogs (our paths, README "Request page"), each scoped as the operation it feeds:
 * GET requests|pickUpRequests/{id}/technicians/options (admin, the request's partner), …/channelPartners/options
 * (admin), requests/{id}/spareParts/options (admin, the request's partner and technician), …/timeSlots/options (who
 * reschedules: the slots a new visit can take).
 */
export async function optionRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, config: settings } = app.ctx;
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.get(
      `${path}/:id/technicians/options`,
      {
        onRequest: technicianAssigners,
        schema: { tags, security, params: requestIdParamsSchema, response: answers(technicianOptionSchema) },
      },
      async (request) => technicianOptions(db, await requestCaller(request), { kind, id: request.params.id }),
    );
    app.get(
      `${path}/:id/channelPartners/options`,
      {
        onRequest: partnerAssigners,
        schema: { tags, security, params: requestIdParamsSchema, response: answers(partnerOptionSchema) },
      },
      async (request) => partnerOptions(db, await requestCaller(request), { kind, id: request.params.id, settings }),
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
      async (request) =>
        visitSlotOptions(db, await requestCaller(request), {
          kind,
          id: request.params.id,
          settings,
          range: request.query,
        }),
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
    async (request) => sparePartOptions(db, await requestCaller(request), { id: request.params.id }),
  );
}
