import { listHooks } from '../../core/webhooks/manage-hooks';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** GET /api/webhooks/hooks (spec §4.5). */
export const handler = httpHandler(async ({ account }) => ({ status: 200, body: await listHooks(webhookDeps(), account) }));
