import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { hookReader } from '../adapters/dynamo/hook-store';
import { webhookSender } from '../adapters/webhooks/guarded-sender';
import { deliverableUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { DEFAULT_DELIVERY_SETTINGS } from '../core/webhooks/deliver-attempt';
import { makeWebhookTestHandler } from '../handlers/http/webhook-test';
import { auth, clock } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** POST /api/webhooks/hooks/{id}/test: one signed ping, sent from here; the hook itself is only read. */
export const wiring = { ...auth, hooks: hookReader, clock, checkUrl: deliverableUrlCheck, sender: webhookSender, delivery: fixed(DEFAULT_DELIVERY_SETTINGS) } satisfies WiringFor<'webhook-test'>;
export const handler = makeWebhookTestHandler(awsPorts(wiring));
