import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { diagnosisSchema } from '../../../../../domain/requests/operations';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { errorSchema, repairTags, requestIdParamsSchema, security } from '../schemas';
import { answerChange } from './commit';
import { recordDiagnosis } from './diagnosis';

/** Who records what was found: the technician assigned, the request's partner, an admin (each within its scope). */
const diagnosers = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);

/** PUT requests/{id}/diagnosis {diagnosis}. */
export async function diagnosisRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.put(
    '/requests/:id/diagnosis',
    {
      onRequest: diagnosers,
      schema: {
        tags: repairTags,
        security,
        params: requestIdParamsSchema,
        body: diagnosisSchema,
        response: { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      answerChange(ctx, request, recordDiagnosis, { id: request.params.id, diagnosis: request.body.diagnosis }),
  );
}
