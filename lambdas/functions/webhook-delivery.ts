import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { hookWriter } from '../adapters/dynamo/hook-store';
import { webhookSender } from '../adapters/webhooks/guarded-sender';
import { webhookDeliveryQueue } from '../adapters/webhooks/sqs-delivery-queue';
import { DEFAULT_DELIVERY_SETTINGS } from '../core/webhooks/deliver-attempt';
import { makeWebhookDeliveryHandler } from '../handlers/queue/webhook-delivery';
import { clock } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** One attempt per message: the hook's claims and log, the POST, the next attempt queued with its delay. */
export const wiring = { hooks: hookWriter, sender: webhookSender, queue: webhookDeliveryQueue, clock, delivery: fixed(DEFAULT_DELIVERY_SETTINGS) } satisfies WiringFor<'webhook-delivery'>;
export const handler = makeWebhookDeliveryHandler(awsPorts(wiring));
