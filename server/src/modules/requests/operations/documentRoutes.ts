import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDocumentSchema } from '../../../../../domain/requests/charges';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { errorSchema, requestIdParamsSchema, security } from '../schemas';
import { answerChange } from './commit';
import { addDocument, deleteDocument } from './documents';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';

/**
 * Who files a request's documents: the technician assigned, the request's partner, an admin (each within its scope).
 */
const documentKeepers = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const documentParamsSchema = requestIdParamsSchema.extend({ documentId: z.string().trim().min(1).max(64) });

/** PUT requests/{id}/document, DELETE requests/{id}/document/{documentId} and the pick-up ones. */
export async function requestDocumentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.put(
      `${path}/:id/document`,
      {
        onRequest: documentKeepers,
        schema: { tags, security, params: requestIdParamsSchema, body: requestDocumentSchema, response: responses },
      },
      async (request) => answerChange(ctx, request, addDocument, { ...request.body, kind, id: request.params.id }),
    );
    app.delete(
      `${path}/:id/document/:documentId`,
      { onRequest: documentKeepers, schema: { tags, security, params: documentParamsSchema, response: responses } },
      async (request) =>
        answerChange(ctx, request, deleteDocument, {
          kind,
          id: request.params.id,
          documentId: request.params.documentId,
        }),
    );
  }
}
