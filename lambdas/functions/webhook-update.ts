import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookUpdateHandler } from '../handlers/http/webhook-update';
import { hookManagement } from './hook-management-wiring';

/** PATCH /api/webhooks/hooks/{id} */
export const wiring = hookManagement;
export const handler = makeWebhookUpdateHandler(awsPorts(wiring));
