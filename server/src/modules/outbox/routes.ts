import { desc, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { outboxQuerySchema } from '../../../../domain/outbox';
import { ROLES } from '../../../../domain/roles';
import { outbox } from '../../db/schema';
import { requireRoles } from '../../platform/auth';

const admin = requireRoles(ROLES.admin);

/** Every message and how its delivery stands (Pending, Sent, Failed with the reason), newest first. */
export async function outboxRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/outbox',
    { preHandler: admin, schema: { tags: ['outbox'], security: [{ bearer: [] }], querystring: outboxQuerySchema } },
    async (request) => {
      const { to, limit } = request.query;
      // A ten-digit mobile also finds messages sent to its +91 form.
      const recipient = to
        ? or(sql`lower(${outbox.recipient}) = ${to.toLowerCase()}`, sql`${outbox.recipient} = ${MOBILE_PREFIX + to}`)
        : undefined;
      const rows = await db
        .select()
        .from(outbox)
        .where(recipient)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
