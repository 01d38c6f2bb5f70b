import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalQueue, queueInbox, type LocalQueueOptions, type ReceivedMessage } from '../../../lambdas/adapters/sqs/local-queue';
import { dropInInbox } from '../../../lambdas/adapters/sqs/queue-journal';
import { FakeClock } from './fake-clock';

const root = mkdtempSync(join(tmpdir(), 'queue-journal-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const freshDir = () => mkdtempSync(join(root, 'data-'));
const journalOf = (dataDir: string, name = 'jobs') => join(dataDir, name, 'journal.jsonl');
const journalLines = (dataDir: string) => readFileSync(journalOf(dataDir), 'utf8').split('\n').filter(Boolean).length;

/**
 * A queue of `dataDir` as a process that starts now would open it. The one it replaces is never
 * closed: its process died (same pid here, which the ownership check lets through).
 */
const open = (dataDir: string, clock: FakeClock, options: LocalQueueOptions = {}) =>
  new LocalQueue('jobs', { visibilityTimeoutSeconds: 30, clock, dataDir, ...options });

const bodies = (messages: ReceivedMessage[]) => messages.map((m) => m.body);

describe('durable LocalQueue: what was sent, received and deleted survives the death of its process', () => {
  it('a message in flight at the crash reappears when its visibility timeout ends, a delayed one when its delay ends, a deleted one never', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const before = open(dataDir, clock);
    before.send('delayed', { delaySeconds: 10, attributes: { kind: 'retry' } });
    before.send('in flight');
    before.send('done');
    const [inFlight, done] = before.receive(2);
    before.delete(done!.receiptHandle);
    clock.advance(5);

    const after = open(dataDir, clock);
    expect(after.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 1 });
    clock.advance(5);
    expect(after.receive(10)).toEqual([expect.objectContaining({ body: 'delayed', receiveCount: 1, attributes: { kind: 'retry' } })]);
    clock.advance(20);
    const [again] = after.receive(10);
    expect(again).toMatchObject({ body: 'in flight', messageId: inFlight!.messageId, receiveCount: 2, firstReceiveTimestamp: inFlight!.firstReceiveTimestamp });
    expect(after.delete(again!.receiptHandle)).toBe(true);
    // The old process's receipt handle is as stale after the restart as a later receive made it.
    expect(after.delete(inFlight!.receiptHandle)).toBe(false);
  });

  it('ChangeMessageVisibility is kept: a backed-off message reappears at the time it was given, not earlier', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const before = open(dataDir, clock);
    before.send('backed off');
    before.changeVisibility(before.receive()[0]!.receiptHandle, 300);

    const after = open(dataDir, clock);
    clock.advance(299);
    expect(after.receive()).toEqual([]);
    clock.advance(1);
    expect(bodies(after.receive())).toEqual(['backed off']);
  });

  it('a torn last write (the process died mid-line) is dropped; every earlier change is kept and the journal is whole again', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const before = open(dataDir, clock);
    before.send('kept');
    before.send('torn');
    truncateSync(journalOf(dataDir), readFileSync(journalOf(dataDir)).length - 25);

    const after = open(dataDir, clock);
    expect(after.counts()).toEqual({ visible: 1, inFlight: 0, delayed: 0 });
    after.send('later');
    expect(bodies(open(dataDir, clock).receive(10))).toEqual(['kept', 'later']);
  });

  it('a damaged line that is not the last is an error, not a silent loss', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    open(dataDir, clock).send('first');
    appendFileSync(journalOf(dataDir), '{"op":"put","mess\n{"op":"delete","messageId":"x"}\n');

    expect(() => open(dataDir, clock)).toThrow(/line 2 is unreadable and is not the last/);
  });

  it('SQS redrive: a move to the dead-letter queue cut short by a crash ends with the message in the dead-letter queue alone', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const dlq = new LocalQueue('jobs-dlq', { clock, dataDir });
    const queue = open(dataDir, clock, { redrive: { deadLetterQueue: dlq, maxReceiveCount: 1 } });
    const id = queue.send('poison');
    queue.receive();
    clock.advance(30);
    // The crash: the dead-letter queue's journal has the message, the source's delete was never written.
    const put = { op: 'put', message: { messageId: id, body: 'poison', attributes: {}, sentTimestamp: 0, visibleAt: 0, receiveCount: 0 } };
    appendFileSync(journalOf(dataDir, 'jobs-dlq'), `${JSON.stringify(put)}\n`);

    const dlqAfter = new LocalQueue('jobs-dlq', { clock, dataDir });
    const after = open(dataDir, clock, { redrive: { deadLetterQueue: dlqAfter, maxReceiveCount: 1 } });
    expect(after.counts()).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
    expect(dlqAfter.receive(10)).toEqual([expect.objectContaining({ messageId: id, body: 'poison' })]);
  });

  it('the journal is compacted while in use: thousands of finished messages leave it short, and what is live survives', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const queue = open(dataDir, clock);
    queue.send('still queued', { delaySeconds: 900 });
    for (let i = 0; i < 2_000; i++) {
      queue.send(`job ${i}`);
      queue.delete(queue.receive()[0]!.receiptHandle);
    }

    expect(journalLines(dataDir)).toBeLessThanOrEqual(1_000);
    expect(open(dataDir, clock).counts()).toEqual({ visible: 0, inFlight: 0, delayed: 1 });
  });

  it('a property: a durable queue opened again after any sequence of operations holds what a queue that never stopped holds', () => {
    type Op =
      | { kind: 'send'; delay: number }
      | { kind: 'receive'; max: number }
      | { kind: 'delete'; pick: number }
      | { kind: 'hide'; pick: number; seconds: number }
      | { kind: 'advance'; seconds: number }
      | { kind: 'restart' };
    const op = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), delay: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('receive' as const), max: fc.integer({ min: 1, max: 10 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('hide' as const), pick: fc.nat(), seconds: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 1, max: 45 }) }),
      fc.constant({ kind: 'restart' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 80 }), (ops: Op[]) => {
        const dataDir = freshDir();
        const clock = new FakeClock();
        const reference = new LocalQueue('jobs', { visibilityTimeoutSeconds: 30, clock });
        let durable = open(dataDir, clock);
        // The latest receipt handle of each body, in each queue (ids and handles differ between them).
        const handles = { reference: new Map<string, string>(), durable: new Map<string, string>() };
        let sent = 0;
        for (const step of ops) {
          if (step.kind === 'send') {
            const body = `m${sent++}`;
            reference.send(body, { delaySeconds: step.delay });
            durable.send(body, { delaySeconds: step.delay });
          } else if (step.kind === 'receive') {
            const got = { reference: reference.receive(step.max), durable: durable.receive(step.max) };
            expect(got.durable.map((m) => [m.body, m.receiveCount])).toEqual(got.reference.map((m) => [m.body, m.receiveCount]));
            for (const side of ['reference', 'durable'] as const) for (const m of got[side]) handles[side].set(m.body, m.receiptHandle);
          } else if (step.kind === 'delete' || step.kind === 'hide') {
            const received = [...handles.reference.keys()];
            const body = received[step.pick % Math.max(1, received.length)];
            if (body === undefined) continue;
            if (step.kind === 'delete') {
              expect(durable.delete(handles.durable.get(body)!)).toBe(reference.delete(handles.reference.get(body)!));
            } else {
              const outcome = (queue: LocalQueue, handle: string) => {
                try {
                  queue.changeVisibility(handle, step.seconds);
                  return 'changed';
                } catch {
                  return 'refused';
                }
              };
              expect(outcome(durable, handles.durable.get(body)!)).toBe(outcome(reference, handles.reference.get(body)!));
            }
          } else if (step.kind === 'advance') {
            clock.advance(step.seconds);
          } else {
            durable = open(dataDir, clock);
          }
          expect(durable.counts()).toEqual(reference.counts());
        }
        rmSync(dataDir, { recursive: true, force: true });
      }),
      { numRuns: 40 },
    );
  });
});

describe("durable LocalQueue: other processes send through the queue's inbox", () => {
  it('a message sent while no process owns the queue is taken in when one opens it, its delay counted from the send', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    queueInbox(dataDir, 'jobs', clock).send('first', { delaySeconds: 10 });
    queueInbox(dataDir, 'jobs', clock).send('second');
    clock.advance(4);

    const queue = open(dataDir, clock);
    expect(bodies(queue.receive(10))).toEqual(['second']);
    clock.advance(6);
    expect(bodies(queue.receive(10))).toEqual(['first']);
    expect(readdirSync(join(dataDir, 'jobs', 'inbox'))).toEqual([]);
  });

  it('a message sent while the owner runs is taken by one of its next receives, and survives a crash of the owner', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const queue = open(dataDir, clock);
    let arrivals = 0;
    queue.onSend(() => (arrivals += 1));
    queueInbox(dataDir, 'jobs', clock).send('from the CLI');
    clock.advance(0.25);

    const [message] = queue.receive();
    expect(message).toMatchObject({ body: 'from the CLI', receiveCount: 1 });
    expect(arrivals).toBe(1);
    clock.advance(30);
    expect(open(dataDir, clock).receive()).toEqual([expect.objectContaining({ messageId: message!.messageId, receiveCount: 2 })]);
  });

  it('a message journaled whose inbox file outlived the crash is not taken twice', () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    const message = { messageId: 'a1b2', body: 'once', attributes: {}, sentTimestamp: clock.now().getTime(), visibleAt: 0, receiveCount: 0 };
    dropInInbox(join(dataDir, 'jobs'), message);
    open(dataDir, clock);
    // The crash came between the journal line and the unlink.
    dropInInbox(join(dataDir, 'jobs'), message);

    expect(open(dataDir, clock).counts()).toEqual({ visible: 1, inFlight: 0, delayed: 0 });
  });

  it('SQS limits hold for inbox sends too', () => {
    expect(() => queueInbox(freshDir(), 'jobs').send('x', { delaySeconds: 901 })).toThrow(RangeError);
  });
});

describe('durable LocalQueue: one owner', () => {
  it("a queue owned by another running process is refused; a dead owner's queue is taken over; close lets go", () => {
    const dataDir = freshDir();
    const clock = new FakeClock();
    open(dataDir, clock).close();
    writeFileSync(join(dataDir, 'jobs', 'owner.pid'), String(process.ppid));
    expect(() => open(dataDir, clock)).toThrow(new RegExp(`owned by process ${process.ppid}, which is running`));

    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dataDir, 'jobs', 'owner.pid'), String(dead));
    const queue = open(dataDir, clock);
    expect(readFileSync(join(dataDir, 'jobs', 'owner.pid'), 'utf8')).toBe(String(process.pid));
    queue.close();
    expect(existsSync(join(dataDir, 'jobs', 'owner.pid'))).toBe(false);
  });
});
