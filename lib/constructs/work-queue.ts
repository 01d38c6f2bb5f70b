import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WorkQueueProps {
  /** The consumer's timeout: the queue's visibility timeout is six times it (AWS's guidance for Lambda consumers). */
  consumerTimeout: Duration;
  /** Receives before a message is dead-lettered. */
  maxReceiveCount: number;
}

/** An encrypted, TLS-only SQS queue with its dead-letter queue. */
export class WorkQueue extends Construct {
  /** Six times the consumer timeout: a message is not handed to a second consumer while the first may still run. */
  static readonly VISIBILITY_FACTOR = 6;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    this.deadLetterQueue = new Queue(this, 'DeadLetters', { ...common, retentionPeriod: Duration.days(14) });
    this.queue = new Queue(this, 'Queue', {
      ...common,
      visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * WorkQueue.VISIBILITY_FACTOR),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
  }

  /** The consumer: reports failed records one by one (Powertools batch), so one bad message never retries its batch. */
  consumeWith(fn: IFunction, options: { batchSize: number; maxConcurrency?: number }): void {
    fn.addEventSource(new SqsEventSource(this.queue, { batchSize: options.batchSize, maxConcurrency: options.maxConcurrency, reportBatchItemFailures: true }));
  }
}
