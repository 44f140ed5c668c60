import type { Executor, Message, Notifier } from '../../platform/notify';
import { wantsMessage } from './choices';

/**
 * The notify path with the users' choices: a message of an optional topic that its recipient switched off is not
 * written to the outbox (decided when it is enqueued, in the change's transaction); messages without a topic (codes,
 * invitations, password resets) always are.
 */
export function respectingChoices(notifier: Notifier): Notifier {
  return {
    async enqueue(tx: Executor, message: Message) {
      if (message.topic && !(await wantsMessage(tx, message.topic, message.channel, message.to))) return;
      await notifier.enqueue(tx, message);
    },
  };
}
