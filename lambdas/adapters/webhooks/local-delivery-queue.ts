import type { DeliveryQueue } from '../../core/webhooks/delivery-message';
import type { QueueSender } from '../sqs/local-queue';

/** The delivery queue on a LocalQueue (or its inbox), with the message encoding of the SQS adapter. */
export function localDeliveryQueue(queue: QueueSender): DeliveryQueue {
  return {
    async send(deliveries) {
      for (const { message, delaySeconds } of deliveries) queue.send(JSON.stringify(message), { delaySeconds });
    },
  };
}
