import type { EventPublisher } from '../core/events/event-publisher';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../core/webhooks/deliver-attempt';
import type { Db } from '../adapters/dynamo/client';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { LocalQueue, systemSchedulingClock, type SchedulingClock } from '../adapters/local/local-queue';
import { startConsumer } from '../adapters/local/local-queue-consumer';
import { allowPrivateHostsFromEnv } from '../adapters/outbound/allow-private-hosts';
import { createOutboundGuard, type OutboundGuard } from '../adapters/outbound/outbound-guard';
import { fanOutPublisher } from '../adapters/webhooks/fan-out-publisher';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import { guardedUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { localDeliveryQueue } from '../adapters/webhooks/local-delivery-queue';
import { handler as deliveryHandler } from '../handlers/queue/webhook-delivery';
import { configureDeliveryDeps } from '../handlers/delivery-deps';
import { configureSenderDeps } from '../handlers/sender-deps';
import { configureWebhookDeps } from '../handlers/webhook-deps';

/** The delivery function's timeout, as in lib/constructs/webhooks.ts: a batch of parallel 10 s attempts plus their bookkeeping. */
export const DELIVERY_FUNCTION_TIMEOUT_SECONDS = 60;
/** 6× the function's timeout, as AWS advises for SQS event sources; CDK uses the same. */
export const DELIVERY_VISIBILITY_TIMEOUT_SECONDS = 6 * DELIVERY_FUNCTION_TIMEOUT_SECONDS;
/** Receives before a message that keeps crashing the consumer is dead-lettered. */
export const DELIVERY_MAX_RECEIVE_COUNT = 5;

export interface LocalWebhooksOptions {
  db: Db;
  clock?: SchedulingClock;
  /** Delivery batches running at once; default 4. */
  workers?: number;
  /** Default: system DNS and ALLOW_PRIVATE_HOSTS from the environment. Tests pass one allowing 127.0.0.1. */
  guard?: OutboundGuard;
  /** Tests shorten the 10 s timeout and the 30/120 s backoff. */
  delivery?: Partial<DeliverySettings>;
}

export interface LocalWebhooks {
  /** The EventPublisher to hand the workflow and the admin commands. */
  publisher: EventPublisher;
  queue: LocalQueue;
  deadLetters: LocalQueue;
  /** Resolves when no delivery is queued, delayed for a retry or in flight. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Webhooks on one machine: the management routes' composition root pointed at
 * DynamoDB Local, and the very delivery handler Lambda runs, fed by a LocalQueue
 * with SQS semantics (delays, visibility timeout, dead-letter redrive).
 */
export function startLocalWebhooks(options: LocalWebhooksOptions): LocalWebhooks {
  const clock = options.clock ?? systemSchedulingClock;
  const hooks = dynamoHookStore(options.db);
  const deadLetters = new LocalQueue('webhook-deliveries-dlq', { clock });
  const queue = new LocalQueue('webhook-deliveries', {
    visibilityTimeoutSeconds: DELIVERY_VISIBILITY_TIMEOUT_SECONDS,
    redrive: { deadLetterQueue: deadLetters, maxReceiveCount: DELIVERY_MAX_RECEIVE_COUNT },
    clock,
  });
  const deliveries = localDeliveryQueue(queue);
  const guard = options.guard ?? createOutboundGuard({ allowPrivateHosts: allowPrivateHostsFromEnv() });
  configureWebhookDeps({
    hooks,
    clock,
    checkUrl: guardedUrlCheck(guard),
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, ...options.delivery },
  });
  configureSenderDeps({ sender: guardedSender(guard) });
  configureDeliveryDeps({ queue: deliveries });
  const consumer = startConsumer(queue, deliveryHandler, {
    concurrency: options.workers ?? 4,
    timeoutSeconds: DELIVERY_FUNCTION_TIMEOUT_SECONDS,
    functionName: 'webhook-delivery',
  });
  return {
    publisher: fanOutPublisher(hooks, deliveries),
    queue,
    deadLetters,
    idle: () => consumer.idle(),
    stop: () => consumer.stop(),
  };
}
