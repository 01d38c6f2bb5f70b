import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookCreateHandler } from '../handlers/http/webhook-create';
import { hookManagement } from './hook-management-wiring';
import type { WiringFor } from './catalogue';

/** POST /api/webhooks/hooks */
export const wiring = hookManagement satisfies WiringFor<'webhook-create'>;
export const handler = makeWebhookCreateHandler(awsPorts(wiring));
