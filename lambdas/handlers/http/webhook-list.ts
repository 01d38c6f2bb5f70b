import type { HookReader } from '../../core/webhooks/hook-store';
import { listHooks } from '../../core/webhooks/manage-hooks';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** GET /api/webhooks/hooks (spec §4.5). */
export const makeWebhookListHandler = (ports: AuthPorts & { hooks: HookReader }) =>
  authenticatedRoute(ports, async ({ account }) => ({ status: 200, body: await listHooks(ports, account) }));
