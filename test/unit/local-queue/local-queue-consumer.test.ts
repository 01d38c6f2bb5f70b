import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalQueue } from '../../../lambdas/adapters/sqs/local-queue';
import { startConsumer, type Consumer, type SqsHandler } from '../../../lambdas/adapters/sqs/local-queue-consumer';
import { FakeClock } from './fake-clock';

const consumers: Consumer[] = [];
afterEach(async () => {
  await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
});

function setup(options: { maxReceiveCount?: number } = {}) {
  const clock = new FakeClock();
  const dlq = new LocalQueue('renders-dlq', { clock });
  const redrive = options.maxReceiveCount ? { deadLetterQueue: dlq, maxReceiveCount: options.maxReceiveCount } : undefined;
  const queue = new LocalQueue('renders', { visibilityTimeoutSeconds: 30, clock, redrive });
  const consume = (handler: SqsHandler, consumerOptions: Parameters<typeof startConsumer>[2] = {}) => {
    const consumer = startConsumer(queue, handler, consumerOptions);
    consumers.push(consumer);
    return consumer;
  };
  return { clock, queue, dlq, consume };
}

/** A handler that records every event it gets. */
function recordingHandler(answer: (event: SQSEvent, call: number) => ReturnType<SqsHandler> = async () => undefined) {
  const events: SQSEvent[] = [];
  const handler: SqsHandler = (event) => {
    events.push(event);
    return answer(event, events.length);
  };
  const bodies = (call: number) => events[call]?.Records.map((record) => record.body).sort();
  const receiveCounts = (call: number) => events[call]?.Records.map((record) => record.attributes.ApproximateReceiveCount);
  return { handler, events, bodies, receiveCounts };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets the consumer run whatever it would run next, without moving the clock. */
async function ticks(n = 20) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('startConsumer (Lambda SQS event source mapping semantics)', () => {
  it('Lambda SQS event: records carry exactly the fields of an SQS event record', async () => {
    const { queue, consume } = setup();
    const seen = recordingHandler();
    const id = queue.send('hello', { attributes: { traceparent: '00-abc-def-01' } });
    const sentAt = queue.clock.now().getTime();
    const consumer = consume(seen.handler);
    await consumer.idle();

    const record: SQSRecord | undefined = seen.events[0]?.Records[0];
    expect(record).toStrictEqual({
      messageId: id,
      receiptHandle: expect.any(String),
      body: 'hello',
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(sentAt),
      },
      messageAttributes: {
        traceparent: { stringValue: '00-abc-def-01', stringListValues: [], binaryListValues: [], dataType: 'String' },
      },
      md5OfBody: '5d41402abc4b2a76b9719d911017c592',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:renders',
      awsRegion: 'local',
    });
  });

  it('Lambda context: getRemainingTimeInMillis counts down from the consumer timeout', async () => {
    const { clock, queue, consume } = setup();
    let context: Context | undefined;
    consume(async (_event, ctx) => void (context = ctx), { timeoutSeconds: 10, functionName: 'render-step' });
    queue.send('x');
    await vi.waitFor(() => expect(context).toBeDefined());

    expect(context?.functionName).toBe('render-step');
    expect(context?.getRemainingTimeInMillis()).toBe(10_000);
    clock.advance(4);
    expect(context?.getRemainingTimeInMillis()).toBe(6_000);
    clock.advance(100);
    expect(context?.getRemainingTimeInMillis()).toBe(0);
  });

  it('ReportBatchItemFailures: only the records named in batchItemFailures come back, after the visibility timeout', async () => {
    const { clock, queue, consume } = setup();
    const seen = recordingHandler(async (event) => ({
      batchItemFailures: event.Records.filter((r) => r.body === 'b' && r.attributes.ApproximateReceiveCount === '1').map((r) => ({
        itemIdentifier: r.messageId,
      })),
    }));
    for (const body of ['a', 'b', 'c']) queue.send(body);
    const consumer = consume(seen.handler);

    // The handled records are deleted once the handler's answer is in.
    await vi.waitFor(() => expect(queue.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 0 }));
    expect(seen.bodies(0)).toEqual(['a', 'b', 'c']);
    clock.advance(30);
    await consumer.idle();
    expect(seen.events).toHaveLength(2);
    expect(seen.bodies(1)).toEqual(['b']);
    expect(seen.receiveCounts(1)).toEqual(['2']);
  });

  it('Lambda: a handler that throws fails the whole batch; every record comes back with ApproximateReceiveCount 2', async () => {
    const { clock, queue, consume } = setup();
    const seen = recordingHandler(async (_event, call) => {
      if (call === 1) throw new Error('render step crashed');
    });
    for (const body of ['a', 'b', 'c']) queue.send(body);
    const consumer = consume(seen.handler);

    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 3, delayed: 0 });
    clock.advance(30);
    await consumer.idle();
    expect(seen.bodies(1)).toEqual(['a', 'b', 'c']);
    expect(seen.receiveCounts(1)).toEqual(['2', '2', '2']);
  });

  it('Lambda: a batch response naming an unknown itemIdentifier counts as a whole-batch failure', async () => {
    const { clock, queue, consume } = setup();
    const seen = recordingHandler(async (_event, call) => (call === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] } : undefined));
    for (const body of ['a', 'b']) queue.send(body);
    const consumer = consume(seen.handler);

    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    clock.advance(30);
    await consumer.idle();
    expect(seen.bodies(1)).toEqual(['a', 'b']);
  });

  it('SQS redrive through the consumer: a record failing maxReceiveCount times lands in the dead-letter queue and the queue drains', async () => {
    const { clock, queue, dlq, consume } = setup({ maxReceiveCount: 2 });
    const seen = recordingHandler(async () => {
      throw new Error('always fails');
    });
    const id = queue.send('poison');
    const consumer = consume(seen.handler);

    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    clock.advance(30);
    await vi.waitFor(() => expect(seen.events).toHaveLength(2));
    clock.advance(30);
    await consumer.idle();
    expect(seen.events).toHaveLength(2);
    expect(dlq.receive()[0]?.messageId).toBe(id);
  });

  it('Lambda concurrency: never more than `concurrency` batches run at once', async () => {
    const { queue, consume } = setup();
    const release = deferred();
    let running = 0;
    let mostAtOnce = 0;
    const handled: string[] = [];
    const consumer = consume(
      async (event) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await release.promise;
        handled.push(...event.Records.map((r) => r.body));
        running -= 1;
      },
      { concurrency: 2, batchSize: 1 },
    );
    for (const body of ['1', '2', '3', '4', '5']) queue.send(body);

    await vi.waitFor(() => expect(running).toBe(2));
    await ticks();
    expect(running).toBe(2);
    release.resolve();
    await consumer.idle();
    expect(handled.sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(mostAtOnce).toBe(2);
  });

  it('stop(): stops polling but waits for the batch in flight, whose messages are then deleted', async () => {
    const { queue, consume } = setup();
    const release = deferred();
    const seen = recordingHandler(() => release.promise);
    const consumer = consume(seen.handler);
    queue.send('in flight');
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));

    let stopped = false;
    const stopping = consumer.stop().then(() => (stopped = true));
    await ticks();
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });

    queue.send('after stop');
    await ticks();
    expect(seen.events).toHaveLength(1);
    expect(queue.counts().visible).toBe(1);
    await expect(consumer.idle()).rejects.toThrow(/stopped/);
  });

  it('idle(): waits for delayed messages too, which the consumer handles once their delay has passed', async () => {
    const { clock, queue, consume } = setup();
    const seen = recordingHandler();
    const consumer = consume(seen.handler);
    queue.send('later', { delaySeconds: 60 });

    let idle = false;
    const idling = consumer.idle().then(() => (idle = true));
    await ticks();
    expect(idle).toBe(false);
    expect(seen.events).toHaveLength(0);
    clock.advance(60);
    await idling;
    expect(seen.bodies(0)).toEqual(['later']);
  });

  it('AWS CreateEventSourceMapping rule: a function timeout longer than the queue visibility timeout is refused', () => {
    const { queue } = setup();
    expect(() => startConsumer(queue, async () => undefined, { timeoutSeconds: 31 })).toThrow(RangeError);
    expect(() => startConsumer(queue, async () => undefined, { batchSize: 11 })).toThrow(RangeError);
  });

  it('Powertools BatchProcessor runs unchanged over the local queue: exactly its failed records are redelivered', async () => {
    const { clock, queue, dlq, consume } = setup({ maxReceiveCount: 2 });
    const processor = new BatchProcessor(EventType.SQS);
    const attempts: string[] = [];
    const recordHandler = async (record: SQSRecord) => {
      attempts.push(`${record.body}#${record.attributes.ApproximateReceiveCount}`);
      if (record.body.startsWith('bad')) throw new Error(`cannot handle ${record.body}`);
    };
    const handler: SqsHandler = (event, context) => processPartialResponse(event, recordHandler, processor, { context });
    for (const body of ['good-1', 'bad', 'good-2']) queue.send(body);
    const consumer = consume(handler);

    await vi.waitFor(() => expect(queue.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 0 }));
    expect(attempts.sort()).toEqual(['bad#1', 'good-1#1', 'good-2#1']);
    clock.advance(30);
    await vi.waitFor(() => expect(attempts).toHaveLength(4));
    clock.advance(30);
    await consumer.idle();
    expect(attempts.sort()).toEqual(['bad#1', 'bad#2', 'good-1#1', 'good-2#1']);
    expect(dlq.receive().map((m) => m.body)).toEqual(['bad']);
  });
});
