import { listDeliveries } from '../../core/webhooks/manage-hooks';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** GET /api/webhooks/hooks/{id}/deliveries (beyond the spec): the hook's last 20 attempts, newest first. */
export const handler = httpHandler(async ({ account, params }) => ({
  status: 200,
  body: await listDeliveries(webhookDeps(), account, params.id ?? ''),
}));
