import type { EventPublisher } from '../core/events/event-publisher';
import { FUNCTION_SIZES, visibilityTimeoutSeconds, WEBHOOK_DELIVERIES } from '../core/settings';
import { DEFAULT_DELIVERY_SETTINGS, type DeliveryServices } from '../core/webhooks/deliver-attempt';
import type { HookStore } from '../core/webhooks/hook-store';
import type { DeliverableUrlCheck, WebhookSender } from '../core/webhooks/webhook-sender';
import type { DeliverySettings } from '../core/webhooks/deliver-attempt';
import type { DeliveryQueue } from '../core/webhooks/delivery-message';
import type { Db } from '../adapters/dynamo/client';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { LocalQueue, queueInbox, systemSchedulingClock, type SchedulingClock } from '../adapters/local/local-queue';
import { startConsumer } from '../adapters/local/local-queue-consumer';
import { createOutboundGuard, type OutboundGuard } from '../adapters/outbound/outbound-guard';
import { fanOutPublisher } from '../adapters/webhooks/fan-out-publisher';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import { guardedUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { localDeliveryQueue } from '../adapters/webhooks/local-delivery-queue';
import { makeWebhookDeliveryHandler } from '../handlers/queue/webhook-delivery';
import { allowPrivateHostsFromEnv } from './local-config';

export interface LocalWebhooksOptions {
  db: Db;
  /** Keeps the delivery queue and its dead letters here, so deliveries and their retries outlive a crash; omitted, in memory. */
  queuesDir?: string;
  clock?: SchedulingClock;
  /** Delivery batches running at once; default 4. */
  workers?: number;
  /** Default: system DNS and ALLOW_PRIVATE_HOSTS from the environment. Tests pass one allowing 127.0.0.1. */
  guard?: OutboundGuard;
  /** Tests shorten the 10 s timeout and the 30/120 s backoff. */
  delivery?: Partial<DeliverySettings>;
}

/** The webhook ports the routes and the workflow use locally, and the delivery queue behind them. */
export interface LocalWebhooks {
  hooks: HookStore;
  /** The EventPublisher to hand the workflow and the admin commands. */
  publisher: EventPublisher;
  checkUrl: DeliverableUrlCheck;
  sender: WebhookSender;
  delivery: DeliverySettings;
  queue: LocalQueue;
  deadLetters: LocalQueue;
  /** Resolves when no delivery is queued, delayed for a retry or in flight. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_NAME = 'webhook-deliveries';

/**
 * The delivery queue of the stack whose queues are in `queuesDir`, for another process (the admin
 * CLI): the stack takes the deliveries in while it runs, or when it next starts, and makes them.
 */
export function webhookInbox(queuesDir: string): DeliveryQueue {
  return localDeliveryQueue(queueInbox(queuesDir, QUEUE_NAME));
}

/**
 * Webhooks on one machine: hooks in DynamoDB Local, and the very delivery handler Lambda
 * runs, fed by a LocalQueue with the deployed queue's semantics (delays, visibility timeout,
 * dead-letter redrive) and settings, durable in `queuesDir`.
 */
export function startLocalWebhooks(options: LocalWebhooksOptions): LocalWebhooks {
  const clock = options.clock ?? systemSchedulingClock;
  const hooks = dynamoHookStore(options.db);
  const dataDir = options.queuesDir;
  const deadLetters = new LocalQueue(`${QUEUE_NAME}-dlq`, { clock, dataDir });
  const queue = new LocalQueue(QUEUE_NAME, {
    visibilityTimeoutSeconds: visibilityTimeoutSeconds(FUNCTION_SIZES.webhookDelivery),
    redrive: { deadLetterQueue: deadLetters, maxReceiveCount: WEBHOOK_DELIVERIES.maxReceives },
    clock,
    dataDir,
  });
  const guard = options.guard ?? createOutboundGuard({ allowPrivateHosts: allowPrivateHostsFromEnv() });
  const ports: DeliveryServices = {
    hooks,
    clock,
    sender: guardedSender(guard),
    queue: localDeliveryQueue(queue),
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, ...options.delivery },
  };
  const consumer = startConsumer(queue, makeWebhookDeliveryHandler(ports), {
    batchSize: WEBHOOK_DELIVERIES.batchSize,
    concurrency: options.workers ?? 4,
    timeoutSeconds: FUNCTION_SIZES.webhookDelivery.timeoutSeconds,
    functionName: 'webhook-delivery',
  });
  return {
    hooks,
    publisher: fanOutPublisher(hooks, ports.queue),
    checkUrl: guardedUrlCheck(guard),
    sender: ports.sender,
    delivery: ports.delivery,
    queue,
    deadLetters,
    idle: () => consumer.idle(),
    async stop() {
      await consumer.stop();
      queue.close();
      deadLetters.close();
    },
  };
}
