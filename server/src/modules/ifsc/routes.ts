import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { bankName, isValidIfsc } from './bank';

const INVALID_IFSC = 'Invalid IFSC Code';

const ifscParamsSchema = z.object({ code: z.string().trim().toUpperCase() });
const ifscDetailsSchema = z.object({ BANK: z.string(), BRANCH: z.string(), CITY: z.string(), IFSC: z.string() });

/** GET ifsc/{code}: validated by Razorpay's list; branch and city from the imported IFSC table. */
export async function ifscRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get(
    '/ifsc/:code',
    {
      onRequest: requireRoles(),
      schema: {
        tags: ['bank'],
        security: [{ bearer: [] }],
        params: ifscParamsSchema,
        response: { 200: ifscDetailsSchema, 404: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const code = request.params.code;
      if (!isValidIfsc(code)) throw notFound(INVALID_IFSC);
      const [branch] = await database.query<{ bank: string; branch: string; city: string }>(
        'SELECT bank, branch, city FROM ifsc_branches WHERE ifsc = $1',
        [code],
      );
      return {
        BANK: bankName(code) ?? branch?.bank ?? '',
        BRANCH: branch?.branch ?? '',
        CITY: branch?.city ?? '',
        IFSC: code,
      };
    },
  );
}
