import { RATE_LIMITS } from '../core/limits/rate-limits';
import { systemClock } from '../core/ports/clock';
import { DEFAULT_DELIVERY_SETTINGS, type DeliveryServices } from '../core/webhooks/deliver-attempt';
import type { HookServices } from '../core/webhooks/manage-hooks';
import type { TestHookServices } from '../core/webhooks/test-hook';
import { sharedDb } from '../adapters/dynamo/client';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { defaultGuardOptions } from '../adapters/outbound/url-check';
import { guardedUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { compositionRoot, type Factories } from './composition';

/**
 * The webhooks' composition root: the management routes and the delivery
 * consumer. In Lambda the AWS adapters are built from the environment; the local
 * runtime (`startLocalWebhooks`) swaps in DynamoDB Local, a LocalQueue and a
 * guard that may allow 127.0.0.1.
 */
export interface WebhookDeps extends HookServices, Omit<TestHookServices, 'delivery' | 'sender'>, Omit<DeliveryServices, 'sender' | 'queue'> {}

const awsDefaults: Factories<WebhookDeps> = {
  hooks: () => dynamoHookStore(sharedDb()),
  clock: () => systemClock,
  rateLimits: () => RATE_LIMITS,
  checkUrl: () => guardedUrlCheck(defaultGuardOptions()),
  delivery: () => DEFAULT_DELIVERY_SETTINGS,
};

const root = compositionRoot(awsDefaults);
export const webhookDeps = root.get;
export const configureWebhookDeps = root.configure;
