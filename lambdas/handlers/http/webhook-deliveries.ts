import type { HookReader } from '../../core/webhooks/hook-store';
import { listDeliveries } from '../../core/webhooks/manage-hooks';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** GET /api/webhooks/hooks/{id}/deliveries (beyond the spec): the hook's last 20 attempts, newest first. */
export const makeWebhookDeliveriesHandler = (ports: AuthPorts & { hooks: HookReader }) =>
  authenticatedRoute(ports, async ({ account, params }) => ({ status: 200, body: await listDeliveries(ports, account, params.id ?? '') }));
