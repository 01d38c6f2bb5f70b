import { Construct } from 'constructs';
import { WEBHOOK_DELIVERIES } from '../../lambdas/core/settings';
import { functionNamed } from '../../lambdas/functions/catalogue';
import type { ServiceConfig } from '../config';
import { ServiceFunction, type FunctionDefaults } from './service-function';
import { WorkQueue } from './work-queue';

/**
 * Webhook delivery: the queue that event publishers and retries send to, and its consumer.
 * Retries are re-sent messages with a delay (the backoff), so a failed record here means a
 * crash or an unreachable database; SQS redelivers it (the attempt ledger keeps it from being
 * sent twice) and dead-letters it after a few receives. The consumer reaches the internet
 * directly (no VPC); its SSRF guard vets every address and never allows a private one. Deliveries
 * run on concurrency of their own (webhookConcurrency), so a burst of events never takes Lambda
 * concurrency from render steps.
 */
export class Webhooks extends Construct {
  readonly delivery: ServiceFunction;
  readonly queue: WorkQueue;

  constructor(scope: Construct, id: string, { config, defaults }: { config: ServiceConfig; defaults: FunctionDefaults }) {
    super(scope, id);
    const concurrency = config.webhookConcurrency;
    this.delivery = new ServiceFunction(this, 'webhook-delivery', {
      definition: functionNamed('webhook-delivery'),
      defaults,
      reservedConcurrency: config.reserveConcurrency ? concurrency : undefined,
    });
    this.queue = new WorkQueue(this, 'Deliveries', {
      consumer: this.delivery,
      maxReceiveCount: WEBHOOK_DELIVERIES.maxReceives,
      batchSize: WEBHOOK_DELIVERIES.batchSize,
      maxConcurrency: concurrency,
    });
  }
}
