import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db';
import type { InvitedParty } from './party';

/**
 * Open invitations past their expiry are stored as Expired, with an activity row dated at the expiry. One statement, so
 * any number of processes may run it at once: each expired row is updated once. Reads never run it: they derive the
 * status (./status.ts); the expiry job stores it.
 */
export async function expireInvitationsOf(
  db: Executor,
  party: Pick<InvitedParty, 'table' | 'entityType'>,
): Promise<void> {
  await db.execute(sql`
    WITH expired AS (
      UPDATE ${sql.raw(party.table)} SET status = 'Expired', last_update = now()
      WHERE status = 'Invited' AND invite_expires_at < now()
      RETURNING id, invite_expires_at
    )
    INSERT INTO activity_logs (entity_id, entity_type, activity, remark, updated_by_user_name, timestamp)
    SELECT id, ${party.entityType}, ${activityText('invitationExpired')}, NULL, 'system', invite_expires_at
    FROM expired`);
}

/**
 * The expiry job of some parties: at start and then every `inviteExpiryJobSeconds`, in every API process (the statement
 * is safe to run concurrently). It keeps the stored status and the 'Invitation expired' activity in step with what
 * reads already derive.
 */
export function scheduleInvitationExpiry(
  app: FastifyInstance,
  parties: readonly Pick<InvitedParty, 'table' | 'entityType'>[],
) {
  const seconds = app.ctx.config.inviteExpiryJobSeconds;
  if (!(seconds > 0)) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    for (const party of parties) {
      await expireInvitationsOf(app.ctx.db, party).catch((error: unknown) => {
        app.log.warn({ err: error }, 'storing expired invitations failed; retrying at the next run');
      });
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
