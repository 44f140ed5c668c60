import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from '../../../../domain/constants';
import { BANK_MESSAGES, bankDetailsSchema } from '../../../../domain/profile/bank';
import { badRequest } from '../../platform/errors';
import { dataCipher } from '../../platform/secrets';
import { hasRow } from '../../platform/db';
import { isValidIfsc } from '../ifsc';
import { ownerFile } from './files';
import { sectionWrite } from './options';
import type { OwnerHead, SectionOwner } from './owner';
import { idParamsSchema } from './schemas';

/**
 * PATCH <owner>/{id}/bankDetails: an IFSC the bank directory knows, a cheque uploaded for this owner, the account
 * number encrypted.
 */
export const bankDetailsRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function bankDetails(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;
    const table = sql.raw(owner.tables.bankDetails);
    const ownerColumn = sql.raw(owner.tables.ownerColumn);

    app.patch(
      `${owner.path}/:id/bankDetails`,
      sectionWrite(owner, { params: idParamsSchema, body: bankDetailsSchema }),
      async (request) => {
        const bank = request.body;
        if (!isValidIfsc(bank.ifscCode))
          throw badRequest(BANK_MESSAGES.ifscInvalid, { ifscCode: BANK_MESSAGES.ifscInvalid });
        // Read before the transaction: the key may have to be created first.
        const cipher = await dataCipher(ctx);
        return owner.change(request, request.params.id, async (tx, profile) => {
          const cheque = await ownerFile(
            tx,
            owner.entityType,
            profile.id,
            bank.cheque!,
            'cheque',
            ALLOWED_DOCUMENT_MIME_TYPES,
          );
          const before = await hasRow(tx, sql`SELECT 1 FROM ${table} WHERE ${ownerColumn} = ${profile.id}`);
          const number = bank.accountNumber;
          await tx.execute(sql`
          INSERT INTO ${table} (${ownerColumn}, ifsc_code, bank_name, branch, city, account_holder_name,
            account_number_encrypted, account_number_last4, account_number_length, account_type, cheque)
          VALUES (${profile.id}, ${bank.ifscCode}, ${bank.name}, ${bank.branch}, ${bank.city},
            ${bank.accountHolderName},
            ${cipher.encrypt(number)}, ${number.slice(-4)}, ${number.length}, ${bank.accountType},
              ${JSON.stringify(cheque)}::jsonb)
          ON CONFLICT (${ownerColumn}) DO UPDATE
            SET ifsc_code = excluded.ifsc_code, bank_name = excluded.bank_name, branch = excluded.branch,
            city = excluded.city, account_holder_name = excluded.account_holder_name,
              account_number_encrypted = excluded.account_number_encrypted,
            account_number_last4 = excluded.account_number_last4,
              account_number_length = excluded.account_number_length,
            account_type = excluded.account_type, cheque = excluded.cheque, last_update = now()`);
          return {
            activity: before ? activityText('bankDetailsUpdated') : activityText('bankDetailsAdded'),
            remark: `${bank.name}, ${bank.ifscCode}`,
          };
        });
      },
    );
  };
