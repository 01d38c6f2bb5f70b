import { testHook, type TestHookServices } from '../../core/webhooks/test-hook';
import { authenticatedRoute, type AuthPorts } from './http-handler';

/** POST /api/webhooks/hooks/{id}/test (spec §4.9): 200 `{delivered, status, error?}` whatever the endpoint answered. */
export const makeWebhookTestHandler = (ports: AuthPorts & TestHookServices) =>
  authenticatedRoute(ports, async ({ account, params }) => ({ status: 200, body: await testHook(ports, account, params.id ?? '') }));
