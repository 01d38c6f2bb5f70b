import { awsPorts } from '../adapters/aws/aws-ports';
import { hookReader } from '../adapters/dynamo/hook-store';
import { makeWebhookListHandler } from '../handlers/http/webhook-list';
import { auth } from './shared-wiring';

/** GET /api/webhooks/hooks */
export const wiring = { ...auth, hooks: hookReader };
export const handler = makeWebhookListHandler(awsPorts(wiring));
