import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../../domain/constants';
import { BANK_MESSAGES, bankDetailsSchema } from '../../../../../domain/profile/bank';
import { badRequest } from '../../../platform/errors';
import { dataCipher } from '../../../platform/secrets';
import { isValidIfsc } from '../../ifsc/bank';
import { adminOrSelf, changePartner } from '../access';
import { partnerFile } from '../files';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { firstRow } from '../sql';

/** PATCH channel-partner/{id}/bankDetails: an IFSC the bank directory knows, the partner's own cheque, the account number encrypted. */
export async function bankDetailsRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.patch(
    '/channel-partner/:id/bankDetails',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, body: bankDetailsSchema, response: sectionResponses } },
    async (request) => {
      const bank = request.body;
      if (!isValidIfsc(bank.ifscCode)) throw badRequest(BANK_MESSAGES.ifscInvalid, { ifscCode: BANK_MESSAGES.ifscInvalid });
      // Read before the transaction: the key may have to be created first.
      const cipher = await dataCipher(ctx);
      return changePartner(request, request.params.id, async (tx, partner) => {
        const cheque = await partnerFile(tx, partner.id, bank.cheque!, 'cheque', ALLOWED_DOCUMENT_MIME_TYPES);
        const before = await firstRow(tx, sql`SELECT 1 FROM channel_partner_bank_details WHERE channel_partner_id = ${partner.id}`);
        const number = bank.accountNumber;
        await tx.execute(sql`
          INSERT INTO channel_partner_bank_details (channel_partner_id, ifsc_code, bank_name, branch, city, account_holder_name,
            account_number_encrypted, account_number_last4, account_number_length, account_type, cheque)
          VALUES (${partner.id}, ${bank.ifscCode}, ${bank.name}, ${bank.branch}, ${bank.city}, ${bank.accountHolderName},
            ${cipher.encrypt(number)}, ${number.slice(-4)}, ${number.length}, ${bank.accountType}, ${JSON.stringify(cheque)}::jsonb)
          ON CONFLICT (channel_partner_id) DO UPDATE SET ifsc_code = excluded.ifsc_code, bank_name = excluded.bank_name, branch = excluded.branch,
            city = excluded.city, account_holder_name = excluded.account_holder_name, account_number_encrypted = excluded.account_number_encrypted,
            account_number_last4 = excluded.account_number_last4, account_number_length = excluded.account_number_length,
            account_type = excluded.account_type, cheque = excluded.cheque, last_update = now()`);
        return { activity: before ? BANK_MESSAGES.updated : BANK_MESSAGES.added, remark: `${bank.name}, ${bank.ifscCode}` };
      });
    },
  );
}
