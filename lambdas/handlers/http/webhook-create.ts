import { createHook, type HookServices } from '../../core/webhooks/manage-hooks';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** POST /api/webhooks/hooks (spec §4.6): 201 with the secret, or 200 `reused: true`. */
export const makeWebhookCreateHandler = (ports: AuthPorts & HookServices) => authenticatedRoute(ports, async ({ account, body }) => createHook(ports, account, body));
