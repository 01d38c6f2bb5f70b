/** Shared set-up of the webhook integration tests: the local stack plus local webhooks, receivers on 127.0.0.1. */
import type { Resolver } from '../../lambdas/adapters/outbound/address-vetting';
import { createOutboundGuard } from '../../lambdas/adapters/outbound/outbound-guard';
import type { DeliverySettings } from '../../lambdas/core/webhooks/deliver-attempt';
import type { LocalWebhooks } from '../../lambdas/local/local-webhooks';
import { switchableClock } from '../support/controlled';
import { useLocalStack, type TestStack } from '../support/local-stack';

/**
 * Short stand-ins for 10 s and 30/120 s, so retries happen within a test; the defaults are unit-tested.
 * The attempt timeout stays well above a loaded machine's connect time, or a request that never
 * reached its receiver would be counted as a failed attempt it did not see.
 */
export const TEST_DELIVERY: DeliverySettings = { attemptTimeoutMs: 2_000, retryDelaysSeconds: [0.1, 0.2], claimLeaseSeconds: 90 };

/**
 * Names the test resolver answers; anything else is "not found". Tests change
 * an answer to play a DNS record that moves to a private address after creation.
 */
export const dns = new Map<string, string[]>([
  ['public.example.test', ['93.184.216.34']],
  ['private.example.test', ['10.1.2.3']],
  ['mixed.example.test', ['93.184.216.34', '192.168.0.10']],
  ['metadata.example.test', ['169.254.169.254']],
  ['mapped.example.test', ['::ffff:127.0.0.1']],
]);

const testResolver: Resolver = async (hostname) =>
  (dns.get(hostname) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

export interface WebhookTestStack extends TestStack {
  webhooks: LocalWebhooks;
  /** The routes' clock: the system's, unless a test fixes it. */
  clock: ReturnType<typeof switchableClock>;
}

/** The real local stack over HTTP, with webhooks delivering through a guard that exempts only 127.0.0.1. */
export function useWebhookStack(): WebhookTestStack {
  const clock = switchableClock();
  const stack = useLocalStack({
    webhooks: { guard: createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'], resolve: testResolver }), delivery: TEST_DELIVERY },
    ports: { clock },
  });
  return Object.defineProperties(Object.create(stack) as WebhookTestStack, {
    webhooks: { get: () => stack.local().webhooks },
    clock: { value: clock },
  });
}
