import { deleteHook } from '../../core/webhooks/manage-hooks';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** DELETE /api/webhooks/hooks/{id} (spec §4.8). */
export const handler = httpHandler(async ({ account, params }) => ({
  status: 200,
  body: await deleteHook(webhookDeps(), account, params.id ?? ''),
}));
