import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../../domain/constants';
import type { FileEntityType } from '../../../../../domain/files';
import { CHARGE_MESSAGES, requestDocumentSchema } from '../../../../../domain/requests/charges';
import { conflict, notFound } from '../../../platform/errors';
import { hasRow, isUuid, rowOf, type Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { ownerFile } from '../../profileSections';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { changeRequest, type ChangedRequest } from './change';

/**
 * A document filed on a request: a file uploaded for this very request (entity type 'request' or 'pickUpRequest' and
 * its id; checked by content there) of a document type (PDF, PNG, JPEG), with its type; the same file twice is a 409.
 */
export function addDocument(
  tx: Transaction,
  caller: Caller,
  { kind, id, ...body }: z.output<typeof requestDocumentSchema> & { kind: RequestKindName; id: string },
): Promise<ChangedRequest> {
  return changeRequest(tx, caller, { kind, id }, async (tx) => {
    const file = await ownerFile(
      tx,
      REQUEST_KINDS[kind].entityType as FileEntityType,
      id,
      body.file,
      'file',
      ALLOWED_DOCUMENT_MIME_TYPES,
    );
    const twice = await hasRow(
      tx,
      sql`SELECT 1 FROM request_documents WHERE request_id = ${id} AND request_kind = ${kind}
          AND file->>'key' = ${file.key}`,
    );
    if (twice) throw conflict(CHARGE_MESSAGES.documentTwice, { file: CHARGE_MESSAGES.documentTwice });
    await tx.execute(sql`INSERT INTO request_documents (request_id, request_kind, doc_type, file, uploaded_by)
        VALUES (${id}, ${kind}, ${body.docType}, ${JSON.stringify(file)}::jsonb, ${caller.user.username})`);
    return {
      activity: activityText('documentUploaded'),
      remark: activityRemark('requestDocument', { docType: body.docType, fileName: file.name }),
    };
  });
}

const deleteDocumentRow = z.object({ docType: z.string() });

/** A document leaves the request (the stored file stays, as profiles keep theirs); an unknown one is a 404. */
export function deleteDocument(
  tx: Transaction,
  caller: Caller,
  { kind, id, documentId }: { kind: RequestKindName; id: string; documentId: string },
): Promise<ChangedRequest> {
  return changeRequest(tx, caller, { kind, id }, async (tx) => {
    const deleted = isUuid(documentId)
      ? await rowOf(
          tx,
          deleteDocumentRow,
          sql`DELETE FROM request_documents WHERE id = ${documentId} AND request_id = ${id} AND request_kind = ${kind}
              RETURNING doc_type AS "docType"`,
        )
      : undefined;
    if (!deleted) throw notFound(CHARGE_MESSAGES.documentNotFound);
    return { activity: activityText('documentDeleted'), remark: deleted.docType };
  });
}
