import { sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationTopic,
} from '../../../../domain/account/constants';
import type { PreferencesUpdate } from '../../../../domain/account/schemas';
import { z } from 'zod';
import { type Executor, rowOf, rowsOf } from '../../platform/db';
import { recipientKey } from './recipients';

type Addresses = Partial<Record<NotificationChannel, string>>;

const choiceRow = z.object({
  recipient: z.string(),
  topic: z.enum(NOTIFICATION_TOPICS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});

/** The user's choices per topic and channel; a channel the user has no address for reads as its default. */
export async function readChoices(db: Executor, addresses: Addresses): Promise<NotificationChoices> {
  const choices = structuredClone(DEFAULT_NOTIFICATIONS);
  const keys = Object.values(addresses);
  if (keys.length === 0) return choices;
  const saved = await rowsOf(
    db,
    choiceRow,
    sql`SELECT recipient, topic, channel, enabled FROM notification_choices WHERE recipient IN ${keys}`,
  );
  for (const row of saved) {
    if (addresses[row.channel] === row.recipient && choices[row.topic]) choices[row.topic][row.channel] = row.enabled;
  }
  return choices;
}

/** Stores the choices given, each under the address of its channel (a channel without an address is skipped). */
export async function saveChoices(
  db: Executor,
  addresses: Addresses,
  changes: NonNullable<PreferencesUpdate['notifications']>,
) {
  for (const topic of NOTIFICATION_TOPICS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const enabled = changes[topic]?.[channel];
      const recipient = addresses[channel];
      if (enabled === undefined || !recipient) continue;
      await db.execute(
        sql`INSERT INTO notification_choices (recipient, topic, channel, enabled) VALUES (${recipient}, ${topic},
            ${channel}, ${enabled})
            ON CONFLICT (recipient, topic, channel) DO UPDATE SET enabled = EXCLUDED.enabled, last_update = now()`,
      );
    }
  }
}

const enabledRow = choiceRow.pick({ enabled: true });

/** False only when the recipient switched this topic off on this channel. */
export async function wantsMessage(
  db: Executor,
  topic: NotificationTopic,
  channel: NotificationChannel,
  to: string,
): Promise<boolean> {
  const row = await rowOf(
    db,
    enabledRow,
    sql`SELECT enabled FROM notification_choices WHERE recipient = ${recipientKey(channel, to)} AND topic = ${topic}
        AND channel = ${channel}`,
  );
  return row?.enabled ?? true;
}
