import { sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationTopic } from '../../../domain/account/constants';
import type { Executor } from './db';

export interface Message {
  channel: NotificationChannel;
  to: string;
  subject?: string;
  body: string;
  /** An optional message its recipient may switch off (account/notifications); none: always sent. */
  topic?: NotificationTopic;
}

/** The database or the transaction of the change a message announces. */
export type { Executor };

export interface Notifier {
  /**
   * Writes the message into the outbox through `tx`, the transaction of the change it announces (the database when the
   * change has none), so it exists exactly when the change committed; the deliverer sends it after the commit.
   */
  enqueue(tx: Executor, message: Message): Promise<void>;
}

/** Where a commit that added messages wakes the deliverers of every process (a NOTIFY is heard only once committed). */
export const OUTBOX_CHANNEL = 'reloop_outbox';

/** One outbox row, written on `tx`; its NOTIFY leaves with the commit and is dropped with a rollback. */
async function enqueue(tx: Executor, message: Message) {
  await tx.execute(sql`WITH added AS (
      INSERT INTO outbox (channel, recipient, subject, body, topic)
      VALUES (${message.channel}, ${message.to}, ${message.subject ?? null}, ${message.body}, ${message.topic ?? null})
        RETURNING id)
    SELECT pg_notify(${OUTBOX_CHANNEL}, id::text) FROM added`);
}

/** The notify path every module uses (app.ts wraps it in the recipients' choices). */
export const outboxNotifier: Notifier = { enqueue };

/** A message the deliverer hands over, with its outbox id (the gateway's idempotency key). */
export interface Delivery extends Message {
  id: number;
}

/** How a delivery leaves this process: an SMTP server, an SMS gateway, or a log line. */
export interface Transport {
  deliver(message: Delivery): Promise<void>;
}
