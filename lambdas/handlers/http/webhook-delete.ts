import type { HookStore } from '../../core/webhooks/hook-store';
import { deleteHook } from '../../core/webhooks/manage-hooks';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** DELETE /api/webhooks/hooks/{id} (spec §4.8). */
export const makeWebhookDeleteHandler = (ports: AuthPorts & { hooks: Pick<HookStore, 'delete'> }) =>
  authenticatedRoute(ports, async ({ account, params }) => ({ status: 200, body: await deleteHook(ports, account, params.id ?? '') }));
