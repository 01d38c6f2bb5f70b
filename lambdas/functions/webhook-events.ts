import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookEventsHandler } from '../handlers/http/webhook-events';
import { auth } from './shared-wiring';

/** GET /api/webhooks/events */
export const wiring = { ...auth };
export const handler = makeWebhookEventsHandler(awsPorts(wiring));
