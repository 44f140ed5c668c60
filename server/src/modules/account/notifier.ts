import type { Executor } from '../channelPartners/sql';
import type { Message, Notifier } from '../../platform/notify';
import { wantsMessage } from './choices';

/**
 * The notify path with the users' choices: a message of an optional topic that its recipient switched off is not
 * sent; messages without a topic (codes, invitations, password resets) always are.
 */
export function respectingChoices(notifier: Notifier, db: Executor): Notifier {
  return {
    usesOutbox: notifier.usesOutbox,
    async send(message: Message) {
      if (message.topic && !(await wantsMessage(db, message.topic, message.channel, message.to))) return;
      await notifier.send(message);
    },
  };
}
