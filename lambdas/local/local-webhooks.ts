import type { EventPublisher } from '../core/events/event-publisher';
import { FUNCTION_SIZES, visibilityTimeoutSeconds, WEBHOOK_DELIVERIES } from '../core/settings';
import { DEFAULT_DELIVERY_SETTINGS, type DeliveryServices } from '../core/webhooks/deliver-attempt';
import type { HookStore } from '../core/webhooks/hook-store';
import type { DeliveryQueue } from '../core/webhooks/delivery-message';
import type { DeliverableUrlCheck, WebhookSender } from '../core/webhooks/webhook-sender';
import type { DeliverySettings } from '../core/webhooks/deliver-attempt';
import type { Db } from '../adapters/dynamo/client';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { LocalQueue, queueInbox, systemSchedulingClock, type SchedulingClock } from '../adapters/sqs/local-queue';
import { startConsumer, type SqsHandler } from '../adapters/sqs/local-queue-consumer';
import { createOutboundGuard, type OutboundGuard } from '../adapters/outbound/outbound-guard';
import { fanOutPublisher } from '../adapters/webhooks/fan-out-publisher';
import { guardedSender } from '../adapters/webhooks/guarded-sender';
import { guardedUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { localDeliveryQueue } from '../adapters/webhooks/local-delivery-queue';
import { makeWebhookDeliveryHandler } from '../handlers/queue/webhook-delivery';
import { allowPrivateHostsFromEnv, scaledSize } from './local-config';

/** The webhook ports of the local stack, wherever they are built (the main thread or a function's worker). */
export function localWebhookPorts(options: { hooks: HookStore; guard: OutboundGuard; queue: DeliveryQueue; delivery?: Partial<DeliverySettings> }) {
  return {
    hooks: options.hooks,
    events: fanOutPublisher(options.hooks, options.queue) as EventPublisher,
    checkUrl: guardedUrlCheck(options.guard),
    sender: guardedSender(options.guard),
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, ...options.delivery } as DeliverySettings,
  };
}

export interface LocalWebhooksOptions {
  db: Db;
  /** Runs the delivery function elsewhere (a worker thread); default: its handler in this thread. */
  handler?: SqsHandler;
  /** Keeps the delivery queue and its dead letters here, so deliveries and their retries outlive a crash; omitted, in memory. */
  queuesDir?: string;
  clock?: SchedulingClock;
  /** Delivery batches running at once; default 4. */
  workers?: number;
  /** Default: system DNS and ALLOW_PRIVATE_HOSTS from the environment. Tests pass one allowing 127.0.0.1. */
  guard?: OutboundGuard;
  /** Multiplies the delivery function's timeout, hence the queue's visibility timeout (LocalStackOptions.timeScale). */
  timeScale?: number;
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
  const size = scaledSize(FUNCTION_SIZES.webhookDelivery, options.timeScale ?? 1);
  const dataDir = options.queuesDir;
  const deadLetters = new LocalQueue(`${QUEUE_NAME}-dlq`, { clock, dataDir });
  const queue = new LocalQueue(QUEUE_NAME, {
    visibilityTimeoutSeconds: visibilityTimeoutSeconds(size),
    redrive: { deadLetterQueue: deadLetters, maxReceiveCount: WEBHOOK_DELIVERIES.maxReceives },
    clock,
    dataDir,
  });
  const guard = options.guard ?? createOutboundGuard({ allowPrivateHosts: allowPrivateHostsFromEnv() });
  const deliveries = localDeliveryQueue(queue);
  const ports = localWebhookPorts({ hooks, guard, queue: deliveries, delivery: options.delivery });
  const delivery: DeliveryServices = { ...ports, clock, queue: deliveries };
  const consumer = startConsumer(queue, options.handler ?? makeWebhookDeliveryHandler(delivery), {
    batchSize: WEBHOOK_DELIVERIES.batchSize,
    concurrency: options.workers ?? 4,
    timeoutSeconds: size.timeoutSeconds,
    functionName: 'webhook-delivery',
  });
  return {
    hooks,
    publisher: ports.events,
    checkUrl: ports.checkUrl,
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
