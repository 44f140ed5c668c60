import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../../domain/constants';
import { documentSchema, isMandatoryType, isUniqueType, KYC_MESSAGES } from '../../../../../domain/profile/kyc';
import { MANDATORY_DOCUMENT_TYPES } from '../../../../../domain/profile/scope';
import { conflict, notFound } from '../../../platform/errors';
import { dataCipher } from '../../../platform/secrets';
import { adminOrSelf, changePartner } from '../access';
import { partnerFile } from '../files';
import { isSensitiveDocument } from '../repository';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { firstRow, isUuid, rows } from '../sql';

const SCOPE = 'channelPartner';

/** 'aadhar card' is stored as 'Aadhar Card': mandatory types keep their canonical names. */
const canonicalType = (docType: string) => MANDATORY_DOCUMENT_TYPES[SCOPE].find((type) => type.toLowerCase() === docType.trim().toLowerCase()) ?? docType.trim();

/**
 * KYC documents (spec 000 §5.4): a mandatory type sent again replaces the one held, an optional type must differ
 * from every type held; Aadhar numbers are stored encrypted; the file must be one the partner uploaded.
 */
export async function documentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.patch(
    '/channel-partner/:id/document',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, body: documentSchema, response: sectionResponses } },
    async (request) => {
      const cipher = await dataCipher(ctx);
      return changePartner(request, request.params.id, async (tx, partner) => {
        const docType = canonicalType(request.body.docType);
        const mandatory = isMandatoryType(SCOPE, docType);
        const held = await rows<{ id: string; docType: string }>(tx, sql`SELECT id, doc_type AS "docType" FROM channel_partner_documents WHERE channel_partner_id = ${partner.id}`);
        if (!mandatory && !isUniqueType(docType, held)) throw conflict(KYC_MESSAGES.typeUnique, { docType: KYC_MESSAGES.typeUnique });
        const file = await partnerFile(tx, partner.id, request.body.file!, 'file', ALLOWED_DOCUMENT_MIME_TYPES);
        const number = request.body.docNumber;
        const sensitive = isSensitiveDocument(docType);
        const values = sql`${sensitive ? null : number}, ${sensitive ? cipher.encrypt(number) : null}, ${sensitive ? number.slice(-4) : null},
          ${sensitive ? number.length : null}::int, ${JSON.stringify(file)}::jsonb, ${mandatory}`;
        const replaced = held.find((doc) => doc.docType.toLowerCase() === docType.toLowerCase());
        if (replaced) {
          await tx.execute(sql`UPDATE channel_partner_documents SET (doc_number, doc_number_encrypted, doc_number_last4, doc_number_length, file, mandatory)
            = (${values}), last_update = now() WHERE id = ${replaced.id}`);
        } else {
          await tx.execute(sql`INSERT INTO channel_partner_documents (channel_partner_id, doc_type, doc_number, doc_number_encrypted, doc_number_last4,
            doc_number_length, file, mandatory) VALUES (${partner.id}, ${docType}, ${values})`);
        }
        return { activity: KYC_MESSAGES.uploaded, remark: docType };
      });
    },
  );

  app.delete(
    '/channel-partner/:id/document/:documentId',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema.extend({ documentId: z.string().trim() }), response: sectionResponses } },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const { documentId } = request.params;
        const deleted = isUuid(documentId)
          ? await firstRow<{ docType: string }>(
              tx,
              sql`DELETE FROM channel_partner_documents WHERE channel_partner_id = ${partner.id} AND id = ${documentId} RETURNING doc_type AS "docType"`,
            )
          : undefined;
        if (!deleted) throw notFound(KYC_MESSAGES.notFound);
        return { activity: KYC_MESSAGES.deleted, remark: deleted.docType };
      }),
  );
}
