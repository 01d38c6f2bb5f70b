import { testHook } from '../../core/webhooks/test-hook';
import { testDeliveryResponse } from '../../adapters/outbound/deliver';
import { joinPorts } from '../composition';
import { senderDeps } from '../sender-deps';
import { webhookDeps } from '../webhook-deps';
import { httpHandler } from './http-handler';

/** POST /api/webhooks/hooks/{id}/test (spec §4.9): 200 `{delivered, status, error?}` whatever the endpoint answered. */
export const handler = httpHandler(async ({ account, params }) => ({
  status: 200,
  body: testDeliveryResponse(await testHook(joinPorts(webhookDeps(), senderDeps()), account, params.id ?? '')),
}));
