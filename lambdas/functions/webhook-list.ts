import { awsPorts } from '../adapters/aws/aws-ports';
import { hookReader } from '../adapters/dynamo/hook-store';
import { makeWebhookListHandler } from '../handlers/http/webhook-list';
import { auth } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** GET /api/webhooks/hooks */
export const wiring = { ...auth, hooks: hookReader } satisfies WiringFor<'webhook-list'>;
export const handler = makeWebhookListHandler(awsPorts(wiring));
