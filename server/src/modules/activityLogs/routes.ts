import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timelineKeys, timelineKeysShape } from '../../../../domain/timeline';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { requestKindOfId } from '../../../../domain/requests/operations';
import { ownPartner } from '../channelPartners';
import { worksForPartner } from '../technicians';
import { assertReadable, requestHead } from '../requests';
import { callerOf } from '../../platform/parties';

const activityEntrySchema = z.object({
  timestamp: z.string(),
  activity: z.string(),
  updatedBy: z.object({ userName: z.string() }),
  remark: z.string().nullable(),
  /** What the event and the remark are, for the console to show them in the user's language (domain/timeline.ts). */
  ...timelineKeysShape,
});

/**
 * GET activityLogs/{id}: an entity's history, newest first.
 * A channel partner reads only its own history, that of the technicians it onboarded and that of the requests assigned
 * to it; a technician only the history of the requests assigned to them.
 */
export async function activityLogRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  async function partnerOwns(entityId: string, partner: { id: string } | undefined) {
    if (!partner) return false;
    if (entityId === partner.id) return true;
    return worksForPartner(app.ctx.db, entityId, partner.id);
  }

  app.get(
    '/activityLogs/:id',
    {
      onRequest: requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician),
      schema: {
        tags: ['activity'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1) }),
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request) => {
      const { role } = currentUser(request);
      const { id } = request.params;
      const kind = requestKindOfId(id);
      const head = kind ? await requestHead(app.ctx.db, kind, id) : undefined;
      // A request's timeline follows the request's scope (another's: 403); anything else is a profile's history.
      if (head) assertReadable(await callerOf(request), head);
      else if (
        role === ROLES.technician ||
        (role === ROLES.channelPartner && !(await partnerOwns(id, await ownPartner(request))))
      ) {
        throw forbidden('You are not allowed to do this');
      }
      const rows = await database.query<{
        timestamp: Date | string;
        activity: string;
        userName: string | null;
        remark: string | null;
      }>(
        `SELECT timestamp, activity, updated_by_user_name AS "userName", remark FROM activity_logs
         WHERE entity_id = $1 ORDER BY timestamp DESC, id DESC`,
        [request.params.id],
      );
      return rows.map((row) => ({
        timestamp: new Date(row.timestamp).toISOString(),
        activity: row.activity,
        updatedBy: { userName: row.userName ?? '' },
        remark: row.remark,
        ...timelineKeys(row.activity, row.remark),
      }));
    },
  );
}
