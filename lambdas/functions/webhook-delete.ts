import { awsPorts } from '../adapters/aws/aws-ports';
import { hookWriter } from '../adapters/dynamo/hook-store';
import { makeWebhookDeleteHandler } from '../handlers/http/webhook-delete';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** DELETE /api/webhooks/hooks/{id} */
export const wiring = { ...auth, hooks: hookWriter } satisfies WiringFor<'webhook-delete'>;
export const handler = makeWebhookDeleteHandler(awsPorts(wiring));
