import { updateHook } from '../../core/webhooks/manage-hooks';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** PATCH /api/webhooks/hooks/{id} (spec §4.7). */
export const handler = httpHandler(async ({ account, params, body }) => ({
  status: 200,
  body: await updateHook(webhookDeps(), account, params.id ?? '', body),
}));
