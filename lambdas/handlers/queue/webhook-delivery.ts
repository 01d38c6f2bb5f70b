import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverAttempt, type DeliveryServices } from '../../core/webhooks/deliver-attempt';
import { deliveryMessageSchema } from '../../core/webhooks/delivery-message';
import { logger } from '../../shared/logger';

/**
 * One webhook attempt per message. A failed attempt is not a failed record: the
 * next attempt is queued with its backoff delay and this message is done. Only a
 * crash or an unreachable database fails the record, which SQS then redelivers
 * (the attempt ledger keeps it from being sent twice) and finally dead-letters.
 */
async function handleRecord(ports: DeliveryServices, record: SQSRecord): Promise<void> {
  const message = deliveryMessageSchema.parse(JSON.parse(record.body));
  const result = await deliverAttempt(ports, message);
  // Never the body or the secret: ids are enough to find the attempt in the hook's log.
  logger.info('webhook attempt', { deliveryId: message.deliveryId, hookId: message.hookId, event: message.event, attempt: message.attempt, result });
}

export function makeWebhookDeliveryHandler(ports: DeliveryServices) {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event: SQSEvent, context: Context) => processPartialResponse(event, (record: SQSRecord) => handleRecord(ports, record), processor, { context });
}
