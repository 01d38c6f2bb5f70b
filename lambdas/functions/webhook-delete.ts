import { awsPorts } from '../adapters/aws/aws-ports';
import { hookWriter } from '../adapters/dynamo/hook-store';
import { makeWebhookDeleteHandler } from '../handlers/http/webhook-delete';
import { auth } from './shared-wiring';

/** DELETE /api/webhooks/hooks/{id} */
export const wiring = { ...auth, hooks: hookWriter };
export const handler = makeWebhookDeleteHandler(awsPorts(wiring));
