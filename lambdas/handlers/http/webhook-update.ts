import { updateHook, type HookServices } from '../../core/webhooks/manage-hooks';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** PATCH /api/webhooks/hooks/{id} (spec §4.7). */
export const makeWebhookUpdateHandler = (ports: AuthPorts & HookServices) =>
  authenticatedRoute(ports, async ({ account, params, body }) => ({ status: 200, body: await updateHook(ports, account, params.id ?? '', body) }));
