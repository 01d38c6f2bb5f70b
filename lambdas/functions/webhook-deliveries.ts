import { awsPorts } from '../adapters/aws/aws-ports';
import { hookReader } from '../adapters/dynamo/hook-store';
import { makeWebhookDeliveriesHandler } from '../handlers/http/webhook-deliveries';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** GET /api/webhooks/hooks/{id}/deliveries */
export const wiring = { ...auth, hooks: hookReader } satisfies WiringFor<'webhook-deliveries'>;
export const handler = makeWebhookDeliveriesHandler(awsPorts(wiring));
