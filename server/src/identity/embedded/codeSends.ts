import type { Database } from '../../db/client';
import type { IdentityCodePurpose } from '../../db/schema';
import type { Notifier } from '../../platform/notify';
import { limitExceeded } from '../errors';
import type { PoolSettings } from '../pools';
import type { Delivery } from './attributes';
import { issueCode } from './codes';
import { countOne, secondsUntilReset, userSubject } from './throttle';

const SEND_CAPS = ['codeSendsPerHour', 'codeSendsPerDay'] as const;

/**
 * A code about to be sent: refused (LimitExceededException) within 30 s of the last of its purpose, or past the
 * user's hourly or daily number of sends; a refusal leaves the pending code and the counts as they were.
 */
export function issueCodeToSend(
  db: Database,
  pool: PoolSettings,
  username: string,
  purpose: IdentityCodePurpose,
  validitySeconds: number,
) {
  return db.transaction(async (tx) => {
    const issued = await issueCode(tx, pool, username, purpose, { validitySeconds, throttle: true });
    for (const rule of SEND_CAPS) {
      const key = [rule, userSubject(pool, username)] as const;
      if (!(await countOne(tx, key))) throw limitExceeded(await secondsUntilReset(tx, key));
    }
    return issued;
  });
}

/**
 * Sends a code's message where the user's codes go (through the outbox, once the code is stored): e-mail with its
 * subject, or SMS.
 */
export function sendCodeMessage(
  ctx: { db: Database; notifier: Notifier },
  delivery: Delivery,
  message: { subject: string; body: string },
) {
  return ctx.notifier.enqueue(ctx.db, {
    channel: delivery.channel,
    to: delivery.to,
    ...(delivery.channel === 'email' && { subject: message.subject }),
    body: message.body,
  });
}
