import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLOSED_STATUSES,
  diagnosisSchema,
  REQUEST_OPERATION_MESSAGES,
} from '../../../../../domain/requests/operations';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { conflict } from '../../../platform/errors';
import { errorSchema, repairTags, requestIdParamsSchema, security } from '../schemas';
import { changeRequest } from './access';

/** Who records what was found: the technician assigned, the request's partner, an admin (each within its scope). */
const diagnosers = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);

/** PUT requests/{id}/diagnosis {diagnosis} (spec 001 §7): kept on the request, and in its timeline with the text. */
export async function diagnosisRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
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
    (request) =>
      changeRequest(
        request,
        'repair',
        request.params.id,
        async (tx, head) => {
          await tx.execute(sql`UPDATE requests SET diagnosis = ${request.body.diagnosis} WHERE id = ${head.id}`);
          return { activity: activityText('diagnosisUpdated'), remark: request.body.diagnosis };
        },
        (head) => {
          if (CLOSED_STATUSES.includes(head.status)) throw conflict(REQUEST_OPERATION_MESSAGES.closed);
        },
      ),
  );
}
