import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../../../domain/account/constants';
import { column, rowOf } from './db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { type Executor, OUTBOX_CHANNEL, type Transport } from './notify';

/** The longest wait between two retries, however many failed before. */
const MAX_RETRY_SECONDS = 6 * 3600;
/** The longest reason kept for a failed attempt. */
const MAX_REASON_LENGTH = 500;

/** Seconds before retry `attempts` + 1: the first wait, doubled after every further failure. */
export function retryDelaySeconds(attempts: number, firstSeconds: number) {
  return Math.min(MAX_RETRY_SECONDS, firstSeconds * 2 ** Math.max(0, attempts - 1));
}

/** A claimed message: the id is a bigserial, which node-postgres answers as text. */
const claimedRow = z.object({
  id: column.number,
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  attempts: z.number(),
});
type Claimed = z.output<typeof claimedRow>;

/**
 * Claims the next due Pending message in one short statement: it is leased (its next attempt moved a lease ahead) and
 * its attempt counted before anything is sent, so no other process takes it meanwhile; SKIP LOCKED lets processes
 * claiming at the same moment take different rows. One at a time, so a lease only has to outlast one send.
 */
async function claimNext(db: Executor, leaseSeconds: number): Promise<Claimed | undefined> {
  return rowOf(
    db,
    claimedRow,
    sql`
    UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = (SELECT id FROM outbox WHERE status = 'Pending' AND next_attempt_at <= now()
                ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, channel, recipient, subject, body, attempts`,
  );
}

/**
 * Delivers the outbox: any process claims due messages, hands each to the transport and marks it Sent, or records the
 * reason and retries it later with exponential backoff, and after the last attempt marks it Failed with that reason.
 * Exactly once as far as the gateway allows: a claimed message is no other process's until its lease ends, but a
 * process killed between the gateway's answer and the mark leaves it to be sent again when the lease ends.
 */
export class OutboxDeliverer {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'listen'>,
    private readonly transport: Transport,
    private readonly settings: Config['outbox'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Wakes on every commit that added messages (any process), and every `jobSeconds` for retries and the dead's leases.
   */
  async start() {
    this.unlisten = await this.database.listen(OUTBOX_CHANNEL, () => this.kick());
    if (this.settings.jobSeconds > 0)
      this.timer = setInterval(() => this.kick(), this.settings.jobSeconds * 1000).unref();
    this.kick();
  }

  /** Delivers what is due now, unless a pass is running: that pass then goes round once more. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox delivery pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Claims and delivers until nothing is due; answers how many messages were handed to the transport. */
  async deliverDue(): Promise<number> {
    let handed = 0;
    for (let message = await this.claim(); message && !this.stopped; message = await this.claim()) {
      await this.deliver(message);
      handed += 1;
    }
    return handed;
  }

  /** Stops waking and waits for the pass under way (its claimed messages are marked before the database closes). */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  private claim() {
    return claimNext(this.database.db, this.settings.leaseSeconds);
  }

  private async deliver(message: Claimed) {
    const db = this.database.db;
    try {
      await this.transport.deliver({
        id: Number(message.id),
        channel: message.channel,
        to: message.recipient,
        subject: message.subject ?? undefined,
        body: message.body,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_REASON_LENGTH);
      const failed = message.attempts >= this.settings.maxAttempts;
      this.log.warn(
        { err: error, outboxId: message.id, attempts: message.attempts },
        failed ? 'message failed for good' : 'message not delivered; retrying later',
      );
      await db.execute(
        failed
          ? sql`UPDATE outbox SET status = 'Failed', last_error = ${reason} WHERE id = ${message.id}`
          : sql`UPDATE outbox SET last_error = ${reason},
              next_attempt_at = now() + make_interval(secs =>
                ${retryDelaySeconds(message.attempts, this.settings.retrySeconds)})
                WHERE id = ${message.id}`,
      );
      return;
    }
    await db.execute(
      sql`UPDATE outbox SET status = 'Sent', sent_at = now(), last_error = NULL WHERE id = ${message.id}`,
    );
  }
}
