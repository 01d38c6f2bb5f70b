import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { NodeFunction, type FunctionDefaults } from './node-function';
import { WorkQueue } from './work-queue';

export interface WebhooksProps {
  table: TableV2;
  defaults: FunctionDefaults;
}

/**
 * Spec §6: an attempt times out after 10 s. Records of a batch run in parallel
 * (Powertools BatchProcessor), so a batch ends in about one attempt's time; the
 * margin covers the database calls around it.
 */
const DELIVERY_TIMEOUT = Duration.seconds(60);

/**
 * Webhook delivery: the queue that event publishers and retries send to, and its
 * consumer. Retries are re-sent messages with a delay (the backoff), so a failed
 * record here means a crash or an unreachable database; SQS redelivers it (the
 * attempt ledger keeps it from being sent twice) and dead-letters it after five receives.
 * The consumer reaches the internet directly (no VPC); its SSRF guard vets every
 * address, and ALLOW_PRIVATE_HOSTS is never set here.
 */
export class Webhooks extends Construct {
  readonly queue: WorkQueue;
  readonly delivery: NodeFunction;

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    this.queue = new WorkQueue(this, 'Deliveries', { consumerTimeout: DELIVERY_TIMEOUT, maxReceiveCount: 5 });
    this.delivery = new NodeFunction(this, 'webhook-delivery', {
      entry: 'lambdas/handlers/queue/webhook-delivery.ts',
      defaults: props.defaults,
      memorySize: 512,
      timeout: DELIVERY_TIMEOUT,
      environment: { TABLE_NAME: props.table.tableName, WEBHOOK_QUEUE_URL: this.queue.queue.queueUrl },
    });
    this.queue.consumeWith(this.delivery, { batchSize: 10 });
    props.table.grantReadWriteData(this.delivery);
    this.queue.queue.grantSendMessages(this.delivery);
  }
}
