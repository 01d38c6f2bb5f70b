import type { MessageQueue } from '../../core/ports/message-queue';
import type { LocalQueue } from './local-queue';

export function localMessageQueue(queue: LocalQueue): MessageQueue {
  return {
    async send(body, options = {}) {
      queue.send(body, { delaySeconds: options.delaySeconds });
    },
  };
}
