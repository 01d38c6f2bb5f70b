import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverAttempt } from '../../core/webhooks/deliver-attempt';
import { deliveryMessageSchema } from '../../core/webhooks/delivery-message';
import { logger } from '../../shared/logger';
import { joinPorts } from '../composition';
import { deliveryDeps } from '../delivery-deps';
import { senderDeps } from '../sender-deps';
import { webhookDeps } from '../webhook-deps';

const processor = new BatchProcessor(EventType.SQS);

/**
 * One webhook attempt per message. A failed attempt is not a failed record: the
 * next attempt is queued with its backoff delay and this message is done. Only a
 * crash or an unreachable database fails the record, which SQS then redelivers
 * (the attempt ledger keeps it from being sent twice) and finally dead-letters.
 */
async function handleRecord(record: SQSRecord): Promise<void> {
  const message = deliveryMessageSchema.parse(JSON.parse(record.body));
  const result = await deliverAttempt(joinPorts(joinPorts(webhookDeps(), senderDeps()), deliveryDeps()), message);
  // Never the body or the secret: ids are enough to find the attempt in the hook's log.
  logger.info('webhook attempt', { deliveryId: message.deliveryId, hookId: message.hookId, event: message.event, attempt: message.attempt, result });
}

export const handler = async (event: SQSEvent, context: Context) =>
  processPartialResponse(event, handleRecord, processor, { context });
