import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalQueue } from '../../../lambdas/adapters/sqs/local-queue';
import { FakeClock } from './fake-clock';

const root = mkdtempSync(join(tmpdir(), 'local-queue-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The same rules hold in memory and journaled on disk.
describe.each<[string, () => { dataDir?: string }]>([
  ['in memory', () => ({})],
  ['durable', () => ({ dataDir: mkdtempSync(join(root, 'q-')) })],
])('LocalQueue %s (SQS standard queue semantics)', (_, storage) => {
  function queueWithClock(options: ConstructorParameters<typeof LocalQueue>[1] = {}) {
    const clock = new FakeClock();
    return { clock, queue: new LocalQueue('jobs', { visibilityTimeoutSeconds: 30, clock, ...storage(), ...options }) };
  }

  it('SQS DelaySeconds: a delayed message stays hidden until its delay has passed', () => {
    const { clock, queue } = queueWithClock();
    const id = queue.send('later', { delaySeconds: 10 });

    expect(queue.receive(10)).toEqual([]);
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 1 });
    clock.advance(9.999);
    expect(queue.receive(10)).toEqual([]);
    clock.advance(0.001);
    expect(queue.receive(10).map((m) => m.messageId)).toEqual([id]);
  });

  it('SQS visibility timeout: an undeleted message returns after the timeout with ApproximateReceiveCount + 1 and a new receipt handle', () => {
    const { clock, queue } = queueWithClock();
    const id = queue.send('work', { attributes: { kind: 'render' } });

    const [first] = queue.receive();
    expect(first).toMatchObject({ messageId: id, body: 'work', receiveCount: 1, attributes: { kind: 'render' } });
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 0 });
    clock.advance(29.999);
    expect(queue.receive()).toEqual([]);
    clock.advance(0.001);
    const [second] = queue.receive();
    expect(second).toMatchObject({ messageId: id, receiveCount: 2, firstReceiveTimestamp: first?.firstReceiveTimestamp });
    expect(second?.receiptHandle).not.toBe(first?.receiptHandle);
    clock.advance(30);
    expect(queue.receive()[0]?.receiveCount).toBe(3);
  });

  it('SQS receipt handles: only the latest handle deletes or changes visibility; a stale one does nothing', () => {
    const { clock, queue } = queueWithClock();
    queue.send('work');
    const [first] = queue.receive();
    clock.advance(30);
    const [second] = queue.receive();

    expect(queue.delete(first!.receiptHandle)).toBe(false);
    expect(() => queue.changeVisibility(first!.receiptHandle, 0)).toThrow(/ReceiptHandleIsInvalid/);
    expect(queue.counts().inFlight).toBe(1);
    expect(queue.delete(second!.receiptHandle)).toBe(true);
    expect(queue.delete(second!.receiptHandle)).toBe(false);
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('SQS ChangeMessageVisibility: a consumer backs off by making a message reappear after N seconds instead of the timeout', () => {
    const { clock, queue } = queueWithClock();
    queue.send('webhook');
    const [first] = queue.receive();

    queue.changeVisibility(first!.receiptHandle, 5);
    clock.advance(4);
    expect(queue.receive()).toEqual([]);
    clock.advance(1);
    const [second] = queue.receive();
    expect(second?.receiveCount).toBe(2);

    queue.changeVisibility(second!.receiptHandle, 0);
    expect(queue.receive()[0]?.receiveCount).toBe(3);
  });

  it('SQS redrive policy: after maxReceiveCount receives without a delete the message moves to the dead-letter queue, keeping its id and body', () => {
    const clock = new FakeClock();
    const { dataDir } = storage();
    const dlq = new LocalQueue('jobs-dlq', { clock, dataDir });
    const queue = new LocalQueue('jobs', { visibilityTimeoutSeconds: 30, clock, dataDir, redrive: { deadLetterQueue: dlq, maxReceiveCount: 2 } });
    const id = queue.send('poison');
    const sentAt = clock.now().getTime();

    expect(queue.receive()[0]?.receiveCount).toBe(1);
    clock.advance(30);
    expect(queue.receive()[0]?.receiveCount).toBe(2);
    clock.advance(30);
    expect(queue.receive()).toEqual([]);
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
    expect(dlq.receive()).toEqual([
      expect.objectContaining({ messageId: id, body: 'poison', receiveCount: 1, sentTimestamp: sentAt }),
    ]);
  });

  it('SQS ReceiveMessage: returns at most MaxNumberOfMessages, oldest first', () => {
    const { queue } = queueWithClock();
    const ids = ['a', 'b', 'c'].map((body) => queue.send(body));

    expect(queue.receive(2).map((m) => m.messageId)).toEqual(ids.slice(0, 2));
    expect(queue.receive(2).map((m) => m.messageId)).toEqual(ids.slice(2));
  });

  it('SQS limits: delay over 900 s, visibility over 12 h and more than 10 messages per receive are refused, as AWS would', () => {
    const { queue } = queueWithClock();
    queue.send('x');
    const [message] = queue.receive();

    expect(() => queue.send('x', { delaySeconds: 901 })).toThrow(RangeError);
    expect(() => queue.send('x', { delaySeconds: -1 })).toThrow(RangeError);
    expect(() => queue.changeVisibility(message!.receiptHandle, 43_201)).toThrow(RangeError);
    expect(() => queue.receive(11)).toThrow(RangeError);
    expect(() => queue.receive(1.5)).toThrow(RangeError);
    expect(() => new LocalQueue('q', { visibilityTimeoutSeconds: 43_201 })).toThrow(RangeError);
  });
});
