import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { visitSchema } from '../../../../../domain/requests/visits';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { errorSchema, repairTags, security } from '../schemas';
import { answerChange } from './commit';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';
import { reschedule, revisit } from './visits';

/** Who reschedules: staff and the request's partner (never a technician or a dealer). */
export const reschedulers = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner);
/** Who books a revisit (DESIGN.md: Resolved, Completed → Scheduled by admin, partner). */
const revisitors = requireRoles(ROLES.admin, ROLES.channelPartner);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** PATCH requests/reschedule and requests/revisit, PATCH pickUpRequests/reschedule. */
export async function visitRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const settings = ctx.config;
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.patch(
      `${path}/reschedule`,
      { onRequest: reschedulers, schema: { tags, security, body: visitSchema, response: responses } },
      async (request) => answerChange(ctx, request, reschedule, { ...request.body, kind, settings }),
    );
  }
  app.patch(
    '/requests/revisit',
    { onRequest: revisitors, schema: { tags: repairTags, security, body: visitSchema, response: responses } },
    async (request) => answerChange(ctx, request, revisit, { ...request.body, settings }),
  );
}
