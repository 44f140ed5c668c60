import type { FastifyInstance } from 'fastify';
import { expireInvitations } from './repository';

/**
 * The expiry job: at start and then every `inviteExpiryJobSeconds`, in every API process (the statement is safe to run
 * concurrently). It keeps the stored status and the 'Invitation expired' activity in step with what reads already derive.
 */
export function scheduleInvitationExpiry(app: FastifyInstance) {
  const seconds = app.ctx.config.inviteExpiryJobSeconds;
  if (!(seconds > 0)) return;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    expireInvitations(app.ctx.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'storing expired invitations failed; retrying at the next run');
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
