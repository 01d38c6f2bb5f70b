import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookEventsHandler } from '../handlers/http/webhook-events';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** GET /api/webhooks/events */
export const wiring = { ...auth } satisfies WiringFor<'webhook-events'>;
export const handler = makeWebhookEventsHandler(awsPorts(wiring));
