import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../../domain/roles';
import { requireRoles } from '../../platform/auth';

const activityEntrySchema = z.object({
  timestamp: z.string(),
  activity: z.string(),
  updatedBy: z.object({ userName: z.string() }),
  remark: z.string().nullable(),
});

/**
 * GET activityLogs/{id} (spec 000 §7.2): an entity's history, newest first.
 * Channel partners may read it too; tying an entity id to its owning partner is left to the modules that own those entities.
 */
export async function activityLogRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get(
    '/activityLogs/:id',
    {
      onRequest: requireRoles(ROLES.admin, ROLES.channelPartner),
      schema: { tags: ['activity'], security: [{ bearer: [] }], params: z.object({ id: z.string().min(1) }), response: { 200: z.array(activityEntrySchema) } },
    },
    async (request) => {
      const rows = await database.query<{ timestamp: Date | string; activity: string; userName: string | null; remark: string | null }>(
        `SELECT timestamp, activity, updated_by_user_name AS "userName", remark FROM activity_logs
         WHERE entity_id = $1 ORDER BY timestamp DESC, id DESC`,
        [request.params.id],
      );
      return rows.map((row) => ({
        timestamp: new Date(row.timestamp).toISOString(),
        activity: row.activity,
        updatedBy: { userName: row.userName ?? '' },
        remark: row.remark,
      }));
    },
  );
}
