import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { visibilityTimeoutSeconds } from '../../lambdas/core/settings';
import type { ServiceFunction } from './service-function';

export interface WorkQueueProps {
  /** The function that consumes the queue; its timeout sets the visibility timeout. */
  consumer: ServiceFunction;
  /** Receives before a message is dead-lettered. */
  maxReceiveCount: number;
  batchSize: number;
  /** Consumers running at once across all messages (the event source's maximum concurrency). */
  maxConcurrency?: number;
}

/**
 * An encrypted, TLS-only SQS queue with its dead-letter queue, consumed by one function that
 * reports failed records one by one (Powertools batch), so one bad message never retries its batch.
 */
export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    this.deadLetterQueue = new Queue(this, 'DeadLetters', { ...common, retentionPeriod: Duration.days(14) });
    this.queue = new Queue(this, 'Queue', {
      ...common,
      // A message is not handed to a second consumer while the first may still run.
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(props.consumer.definition.size)),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
    props.consumer.addEventSource(
      new SqsEventSource(this.queue, { batchSize: props.batchSize, maxConcurrency: props.maxConcurrency, reportBatchItemFailures: true }),
    );
  }
}
