import { createHook } from '../../core/webhooks/manage-hooks';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** POST /api/webhooks/hooks (spec §4.6): 201 with the secret, or 200 `reused: true`. */
export const handler = httpHandler(async ({ account, body }) => createHook(webhookDeps(), account, body));
