import type { FastifyBaseLogger } from 'fastify';
import type { NotificationTopic } from '../../../domain/account/constants';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
  /** An optional message its recipient may switch off (account/notifications); none: always sent. */
  topic?: NotificationTopic;
}

export interface Notifier {
  /** True when messages are kept in the outbox table (the default, readable at GET /api/outbox). */
  readonly usesOutbox: boolean;
  send(message: Message): Promise<void>;
}

/** Default notifier: every message goes to the outbox table and the log, so a local user can read codes and links. */
export class OutboxNotifier implements Notifier {
  readonly usesOutbox = true;
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: Message) {
    await this.db.insert(outbox).values({ channel: message.channel, recipient: message.to, subject: message.subject ?? null, body: message.body });
    this.log.info({ outbox: { channel: message.channel, to: message.to, subject: message.subject, body: message.body } }, `${message.channel} to ${message.to}: ${message.body}`);
  }
}

/** The outbox unless a real SMTP server or SMS gateway is configured. */
export async function createNotifier(config: Config, db: Database, log: FastifyBaseLogger): Promise<Notifier> {
  if (!config.notify.smtpUrl && !config.notify.smsGatewayUrl) return new OutboxNotifier(db, log);
  const { GatewayNotifier } = await import('./gatewayNotifier');
  return new GatewayNotifier(config.notify, log);
}
