import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../../domain/constants';
import type { FileEntityType } from '../../../../../domain/files';
import { CHARGE_MESSAGES, requestDocumentSchema } from '../../../../../domain/requests/charges';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { currentUser, requireRoles } from '../../../platform/auth';
import { conflict, notFound } from '../../../platform/errors';
import { firstRow, isUuid } from '../../../platform/db';
import { ownerFile } from '../../profileSections';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { errorSchema, requestIdParamsSchema, security } from '../schemas';
import { changeRequest } from './access';
import { KIND_PATHS, REQUEST_KIND_NAMES } from './kindPaths';

/** Who files a request's documents: the technician assigned, the request's partner, an admin (each within its scope). */
const documentKeepers = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const documentParamsSchema = requestIdParamsSchema.extend({ documentId: z.string().trim().min(1).max(64) });

/**
 * PUT requests/{id}/document, PUT pickUpRequests/{id}/document: a file uploaded for this very request (entity type
 * 'request' or 'pickUpRequest' and its id; checked by content there) of a document type (PDF, PNG, JPEG), with its type.
 */
function addDocument(
  request: FastifyRequest,
  kind: RequestKindName,
  id: string,
  body: z.output<typeof requestDocumentSchema>,
) {
  return changeRequest(request, kind, id, async (tx) => {
    const file = await ownerFile(
      tx,
      REQUEST_KINDS[kind].entityType as FileEntityType,
      id,
      body.file,
      'file',
      ALLOWED_DOCUMENT_MIME_TYPES,
    );
    const twice = await firstRow(
      tx,
      sql`SELECT 1 FROM request_documents WHERE request_id = ${id} AND request_kind = ${kind} AND file->>'key' = ${file.key}`,
    );
    if (twice) throw conflict(CHARGE_MESSAGES.documentTwice, { file: CHARGE_MESSAGES.documentTwice });
    await tx.execute(sql`INSERT INTO request_documents (request_id, request_kind, doc_type, file, uploaded_by)
        VALUES (${id}, ${kind}, ${body.docType}, ${JSON.stringify(file)}::jsonb, ${currentUser(request).username})`);
    return {
      activity: activityText('documentUploaded'),
      remark: activityRemark('requestDocument', { docType: body.docType, fileName: file.name }),
    };
  });
}

/** DELETE requests/{id}/document/{documentId} and the pick-up one: the document leaves the request (the stored file stays, as profiles keep theirs). */
function deleteDocument(request: FastifyRequest, kind: RequestKindName, id: string, documentId: string) {
  return changeRequest(request, kind, id, async (tx) => {
    const deleted = isUuid(documentId)
      ? await firstRow<{ docType: string }>(
          tx,
          sql`DELETE FROM request_documents WHERE id = ${documentId} AND request_id = ${id} AND request_kind = ${kind} RETURNING doc_type AS "docType"`,
        )
      : undefined;
    if (!deleted) throw notFound(CHARGE_MESSAGES.documentNotFound);
    return { activity: activityText('documentDeleted'), remark: deleted.docType };
  });
}

/** PUT requests/{id}/document, DELETE requests/{id}/document/{documentId} and the pick-up ones (spec 001 §7). */
export async function requestDocumentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.put(
      `${path}/:id/document`,
      {
        onRequest: documentKeepers,
        schema: { tags, security, params: requestIdParamsSchema, body: requestDocumentSchema, response: responses },
      },
      (request) => addDocument(request, kind, request.params.id, request.body),
    );
    app.delete(
      `${path}/:id/document/:documentId`,
      { onRequest: documentKeepers, schema: { tags, security, params: documentParamsSchema, response: responses } },
      (request) => deleteDocument(request, kind, request.params.id, request.params.documentId),
    );
  }
}
