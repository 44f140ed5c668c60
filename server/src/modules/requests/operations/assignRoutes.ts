import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignChannelPartnerSchema, assignTechnicianSchema } from '../../../../../domain/requests/operations';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { errorSchema, security } from '../schemas';
import { assignChannelPartner, assignTechnician } from './assign';
import { answerChange } from './commit';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';

/** Who assigns the channel partner: an admin. */
export const partnerAssigners = requireRoles(ROLES.admin);
/** Who assigns the technician: the request's partner (its own requests, checked by the rule) or an admin. */
export const technicianAssigners = requireRoles(ROLES.admin, ROLES.channelPartner);

const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** POST requests|pickUpRequests/assign/channelPartner and …/assign/technician. */
export async function assignmentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const settings = ctx.config;
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.post(
      `${path}/assign/channelPartner`,
      {
        onRequest: partnerAssigners,
        schema: { tags, security, body: assignChannelPartnerSchema, response: responses },
      },
      async (request) => answerChange(ctx, request, assignChannelPartner, { ...request.body, kind, settings }),
    );
    app.post(
      `${path}/assign/technician`,
      { onRequest: technicianAssigners, schema: { tags, security, body: assignTechnicianSchema, response: responses } },
      async (request) => answerChange(ctx, request, assignTechnician, { ...request.body, kind }),
    );
  }
}
