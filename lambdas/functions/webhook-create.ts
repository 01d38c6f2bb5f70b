import { awsPorts } from '../adapters/aws/aws-ports';
import { makeWebhookCreateHandler } from '../handlers/http/webhook-create';
import { hookManagement } from './hook-management-wiring';

/** POST /api/webhooks/hooks */
export const wiring = hookManagement;
export const handler = makeWebhookCreateHandler(awsPorts(wiring));
