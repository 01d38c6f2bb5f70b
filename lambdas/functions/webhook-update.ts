import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookUpdateHandler } from '../handlers/http/webhook-update';
import { hookManagement } from './hook-management-wiring';
import type { WiringFor } from './catalogue';

/** PATCH /api/webhooks/hooks/{id} */
export const wiring = hookManagement satisfies WiringFor<'webhook-update'>;
export const handler = makeWebhookUpdateHandler(awsPorts(wiring));
