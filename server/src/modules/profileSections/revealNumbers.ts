import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANK_MESSAGES } from '../../../../domain/profile/bank';
import { KYC_MESSAGES } from '../../../../domain/profile/kyc';
import { notFound } from '../../platform/errors';
import { dataCipher } from '../../platform/secrets';
import { isUuid, rowOf } from '../../platform/db';
import { security } from './options';
import type { OwnerHead, SectionOwner } from './owner';
import { idParamsSchema, messageSchema } from './schemas';

const documentNumberRow = z.object({ clear: z.string().nullable(), encrypted: z.string().nullable() });
const encryptedBankRow = z.object({ encrypted: z.string() });

/**
 * The admin's reveal of the numbers a profile answers masked: an Aadhar (or other encrypted) document number, the bank
 * account number.
 */
export const revealNumberRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function revealNumbers(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;
    const { tables } = owner;
    const ownerColumn = sql.raw(tables.ownerColumn);
    const reveal = <Params extends z.ZodType, Answer extends z.ZodType>(params: Params, answer: Answer) => ({
      onRequest: owner.adminOnly,
      schema: { tags: owner.tags, security, params, response: { 200: answer, 404: messageSchema } },
    });

    app.get(
      `${owner.path}/:id/document/:documentId/number`,
      reveal(idParamsSchema.extend({ documentId: z.string() }), z.object({ docNumber: z.string() })),
      async (request) => {
        const { id, documentId } = request.params;
        const doc = isUuid(documentId)
          ? await rowOf(
              ctx.db,
              documentNumberRow,
              sql`SELECT doc_number AS clear, doc_number_encrypted AS encrypted FROM ${sql.raw(tables.documents)}
                  WHERE ${ownerColumn} = ${id} AND id = ${documentId}`,
            )
          : undefined;
        if (!doc) throw notFound(KYC_MESSAGES.notFound);
        return { docNumber: doc.encrypted ? (await dataCipher(ctx)).decrypt(doc.encrypted) : (doc.clear ?? '') };
      },
    );

    app.get(
      `${owner.path}/:id/bankDetails/accountNumber`,
      reveal(idParamsSchema, z.object({ accountNumber: z.string() })),
      async (request) => {
        const { id } = request.params;
        const bank = await rowOf(
          ctx.db,
          encryptedBankRow,
          sql`SELECT account_number_encrypted AS encrypted FROM ${sql.raw(tables.bankDetails)}
              WHERE ${ownerColumn} = ${id}`,
        );
        if (!bank) throw notFound(BANK_MESSAGES.notFound);
        return { accountNumber: (await dataCipher(ctx)).decrypt(bank.encrypted) };
      },
    );
  };
