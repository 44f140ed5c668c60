import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../domain/constants';
import {
  documentSchema,
  isMandatoryType,
  isSensitiveDocument,
  isUniqueType,
  KYC_MESSAGES,
} from '../../../../domain/profile/kyc';
import { MANDATORY_DOCUMENT_TYPES, type ProfileScope } from '../../../../domain/profile/scope';
import { conflict, notFound } from '../../platform/errors';
import { dataCipher } from '../../platform/secrets';
import { isUuid, rowsOf, rowOf } from '../../platform/db';
import { ownerFile } from './files';
import { sectionWrite } from './options';
import type { OwnerHead, SectionOwner } from './owner';
import { idParamsSchema } from './schemas';

/** 'aadhar card' is stored as 'Aadhar Card': mandatory types keep their canonical names. */
const canonicalType = (scope: ProfileScope, docType: string) =>
  MANDATORY_DOCUMENT_TYPES[scope].find((type) => type.toLowerCase() === docType.trim().toLowerCase()) ?? docType.trim();

const heldDocumentRow = z.object({ id: z.string(), docType: z.string() });
const docTypeRow = z.object({ docType: z.string() });

/**
 * KYC documents: a mandatory type of the owner's scope (GST only for partners) sent again replaces the
 * one held, an optional type must differ from every type held; Aadhar numbers are stored encrypted; the file must be
 * one uploaded for this owner.
 */
export const documentRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function documents(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;
    const { tables } = owner;
    const table = sql.raw(tables.documents);
    const ownerColumn = sql.raw(tables.ownerColumn);

    app.patch(
      `${owner.path}/:id/document`,
      sectionWrite(owner, { params: idParamsSchema, body: documentSchema }),
      async (request) => {
        const cipher = await dataCipher(ctx);
        return owner.change(request, request.params.id, async (tx, profile) => {
          const docType = canonicalType(tables.scope, request.body.docType);
          const mandatory = isMandatoryType(tables.scope, docType);
          const held = await rowsOf(
            tx,
            heldDocumentRow,
            sql`SELECT id, doc_type AS "docType" FROM ${table} WHERE ${ownerColumn} = ${profile.id}`,
          );
          if (!mandatory && !isUniqueType(docType, held))
            throw conflict(KYC_MESSAGES.typeUnique, { docType: KYC_MESSAGES.typeUnique });
          const file = await ownerFile(
            tx,
            owner.entityType,
            profile.id,
            request.body.file!,
            'file',
            ALLOWED_DOCUMENT_MIME_TYPES,
          );
          const number = request.body.docNumber;
          const sensitive = isSensitiveDocument(docType);
          const values = sql`${sensitive ? null : number}, ${sensitive ? cipher.encrypt(number) : null},
              ${sensitive ? number.slice(-4) : null},
          ${sensitive ? number.length : null}::int, ${JSON.stringify(file)}::jsonb, ${mandatory}`;
          const replaced = held.find((doc) => doc.docType.toLowerCase() === docType.toLowerCase());
          if (replaced) {
            await tx.execute(sql`UPDATE ${table}
                SET (doc_number, doc_number_encrypted, doc_number_last4, doc_number_length, file, mandatory)
            = (${values}), last_update = now() WHERE id = ${replaced.id}`);
          } else {
            await tx.execute(sql`INSERT INTO ${table} (${ownerColumn}, doc_type, doc_number, doc_number_encrypted,
                doc_number_last4,
            doc_number_length, file, mandatory) VALUES (${profile.id}, ${docType}, ${values})`);
          }
          return { activity: activityText('documentUploaded'), remark: docType };
        });
      },
    );

    app.delete(
      `${owner.path}/:id/document/:documentId`,
      sectionWrite(owner, { params: idParamsSchema.extend({ documentId: z.string().trim() }) }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const { documentId } = request.params;
          const deleted = isUuid(documentId)
            ? await rowOf(
                tx,
                docTypeRow,
                sql`DELETE FROM ${table} WHERE ${ownerColumn} = ${profile.id} AND id = ${documentId}
                    RETURNING doc_type AS "docType"`,
              )
            : undefined;
          if (!deleted) throw notFound(KYC_MESSAGES.notFound);
          return { activity: activityText('documentDeleted'), remark: deleted.docType };
        }),
    );
  };
