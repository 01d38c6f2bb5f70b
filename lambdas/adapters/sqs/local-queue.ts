import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { applyChange, dropInInbox, QueueJournal, type QueueChange, type QueueMessage } from './queue-journal';

/**
 * The time plus timers: a fake one lets tests move time instead of sleeping.
 * `now()` has the core Clock port's shape, so one fake clock can drive both.
 */
export interface SchedulingClock {
  now(): Date;
  /** Calls `fn` after `ms`; the returned function cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const systemSchedulingClock: SchedulingClock = {
  now: () => new Date(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

// SQS's own limits, enforced here so that what works locally also works in AWS.
const MAX_DELAY_SECONDS = 900;
const MAX_VISIBILITY_SECONDS = 43_200;
export const MAX_RECEIVE_MESSAGES = 10;
/** How often a durable queue's receive looks for messages other processes dropped into its inbox. */
const INBOX_SCAN_MS = 250;

export interface LocalQueueOptions {
  /** The visibility timeout of every receive, as on the SQS queue; default 30 (SQS's default). */
  visibilityTimeoutSeconds?: number;
  /** SQS's RedrivePolicy: after `maxReceiveCount` receives without a delete the message moves to `deadLetterQueue`. */
  redrive?: { deadLetterQueue: LocalQueue; maxReceiveCount: number };
  clock?: SchedulingClock;
  /**
   * Keeps the messages in `<dataDir>/<name>` (queue-journal.ts), so that they outlive this process
   * and other processes can send to the queue (queueInbox); omitted, they live in memory.
   */
  dataDir?: string;
}

export interface SendOptions {
  delaySeconds?: number;
  /** String message attributes (SQS MessageAttributes with DataType String). */
  attributes?: Record<string, string>;
}

export interface ReceivedMessage {
  messageId: string;
  /** Valid only until the message is received again: SQS hands out a new one on every receive. */
  receiptHandle: string;
  body: string;
  attributes: Record<string, string>;
  /** SQS's ApproximateReceiveCount, counting this receive. */
  receiveCount: number;
  sentTimestamp: number;
  firstReceiveTimestamp: number;
}

/** SQS's ApproximateNumberOfMessages, …NotVisible and …Delayed. */
export interface QueueCounts {
  visible: number;
  inFlight: number;
  delayed: number;
}

/** Throws a RangeError unless `value` is in [min, max] (and whole, for counts). */
export function checkRange(name: string, value: number, min: number, max: number, kind: 'count' | 'seconds'): void {
  if (!(value >= min && value <= max) || (kind === 'count' && !Number.isInteger(value))) {
    throw new RangeError(`${name} must be ${kind === 'count' ? 'a whole number ' : ''}between ${min} and ${max}, got ${value}`);
  }
}

/** A new message: SQS counts its delay from the send. */
function newMessage(body: string, options: SendOptions, now: number): QueueMessage {
  const delaySeconds = options.delaySeconds ?? 0;
  checkRange('delaySeconds', delaySeconds, 0, MAX_DELAY_SECONDS, 'seconds');
  return { messageId: randomUUID(), body, attributes: { ...options.attributes }, sentTimestamp: now, visibleAt: now + delaySeconds * 1000, receiveCount: 0 };
}

/**
 * A standard SQS queue: delays, visibility timeouts, receipt handles and dead-letter
 * redrive, so the queue-triggered handlers meet the same behaviour locally as in AWS.
 * Seconds may be fractional here. In memory, or durable with `dataDir`: then every
 * change is journaled before it takes effect, and a queue opened again after a crash
 * holds what SQS would (a message in flight reappears when its visibility timeout
 * ends, a delayed one when its delay ends).
 */
export class LocalQueue {
  readonly name: string;
  readonly arn: string;
  readonly visibilityTimeoutSeconds: number;
  readonly clock: SchedulingClock;
  readonly #redrive: LocalQueueOptions['redrive'];
  /** In send order; a Map keeps it while messages come and go. */
  readonly #messages: Map<string, QueueMessage>;
  readonly #sendListeners = new Set<() => void>();
  readonly #journal: QueueJournal | undefined;
  #inboxScannedAt = -Infinity;

  constructor(name: string, options: LocalQueueOptions = {}) {
    this.name = name;
    this.arn = `arn:aws:sqs:local:000000000000:${name}`;
    this.visibilityTimeoutSeconds = options.visibilityTimeoutSeconds ?? 30;
    checkRange('visibilityTimeoutSeconds', this.visibilityTimeoutSeconds, 0, MAX_VISIBILITY_SECONDS, 'seconds');
    if (options.redrive) checkRange('maxReceiveCount', options.redrive.maxReceiveCount, 1, 1000, 'count');
    this.#redrive = options.redrive;
    this.clock = options.clock ?? systemSchedulingClock;
    this.#journal = options.dataDir === undefined ? undefined : QueueJournal.open(join(options.dataDir, name));
    this.#messages = this.#journal?.messages ?? new Map();
    // A move to the dead-letter queue cut short by a crash: the dead-letter queue has the message already.
    const deadLetters = this.#redrive ? this.#redrive.deadLetterQueue.#messages : new Map();
    for (const messageId of this.#messages.keys()) if (deadLetters.has(messageId)) this.#change({ op: 'delete', messageId });
    this.#takeInbox();
  }

  #now(): number {
    return this.clock.now().getTime();
  }

  send(body: string, options: SendOptions = {}): string {
    const message = newMessage(body, options, this.#now());
    this.#enqueue(message);
    return message.messageId;
  }

  /** Up to `maxMessages` visible messages, each now invisible for the visibility timeout. */
  receive(maxMessages = 1): ReceivedMessage[] {
    checkRange('maxMessages', maxMessages, 1, MAX_RECEIVE_MESSAGES, 'count');
    const now = this.#now();
    if (now - this.#inboxScannedAt >= INBOX_SCAN_MS) this.#takeInbox();
    const received: ReceivedMessage[] = [];
    for (const message of this.#messages.values()) {
      if (received.length === maxMessages) break;
      if (message.visibleAt > now) continue;
      if (this.#redrive && message.receiveCount >= this.#redrive.maxReceiveCount) {
        this.#moveToDeadLetterQueue(message, this.#redrive.deadLetterQueue);
        continue;
      }
      const receiptHandle = `${message.messageId}/${randomUUID()}`;
      this.#change({ op: 'receive', messageId: message.messageId, receiptHandle, at: now, visibleAt: now + this.visibilityTimeoutSeconds * 1000 });
      received.push({
        messageId: message.messageId,
        receiptHandle,
        body: message.body,
        attributes: { ...message.attributes },
        receiveCount: message.receiveCount,
        sentTimestamp: message.sentTimestamp,
        firstReceiveTimestamp: message.firstReceiveTimestamp ?? now,
      });
    }
    return received;
  }

  /** Deletes the message if `receiptHandle` is its latest; a stale handle deletes nothing (false). */
  delete(receiptHandle: string): boolean {
    const message = this.#byHandle(receiptHandle);
    if (!message) return false;
    this.#change({ op: 'delete', messageId: message.messageId });
    return true;
  }

  /** Makes the message visible again `seconds` from now (0 = at once); how a consumer backs off. */
  changeVisibility(receiptHandle: string, seconds: number): void {
    checkRange('visibility timeout', seconds, 0, MAX_VISIBILITY_SECONDS, 'seconds');
    const message = this.#byHandle(receiptHandle);
    // SQS answers ReceiptHandleIsInvalid too: the caller has lost the message to another receive.
    if (!message) throw new Error(`ReceiptHandleIsInvalid: ${receiptHandle} is not the latest receipt of a message in ${this.name}`);
    this.#change({ op: 'hide', messageId: message.messageId, visibleAt: this.#now() + seconds * 1000 });
  }

  counts(): QueueCounts {
    const now = this.#now();
    const counts: QueueCounts = { visible: 0, inFlight: 0, delayed: 0 };
    for (const message of this.#messages.values()) {
      if (message.visibleAt <= now) counts.visible += 1;
      else if (message.receiveCount > 0) counts.inFlight += 1;
      else counts.delayed += 1;
    }
    return counts;
  }

  /** Calls `listener` whenever a message arrives (as a long poll returns early); returns the unsubscribe. */
  onSend(listener: () => void): () => void {
    this.#sendListeners.add(listener);
    return () => this.#sendListeners.delete(listener);
  }

  /** Lets go of the queue's files (a durable queue); an in-memory queue has nothing to release. */
  close(): void {
    this.#journal?.close();
  }

  /** Every change goes through here: journaled first when the queue is durable, then applied. */
  #change(change: QueueChange): void {
    this.#journal?.append(change);
    applyChange(this.#messages, change);
    this.#journal?.compactIfDue(this.#messages);
  }

  #enqueue(message: QueueMessage): void {
    this.#change({ op: 'put', message });
    for (const listener of this.#sendListeners) listener();
  }

  /** Takes in what other processes sent; a message already taken (the unlink was cut short) is not taken twice. */
  #takeInbox(): void {
    if (!this.#journal) return;
    this.#inboxScannedAt = this.#now();
    for (const entry of this.#journal.inbox()) {
      if (!this.#messages.has(entry.message.messageId)) this.#enqueue(entry.message);
      this.#journal.removeFromInbox(entry);
    }
  }

  #byHandle(receiptHandle: string): QueueMessage | undefined {
    const message = this.#messages.get(receiptHandle.split('/')[0] ?? '');
    return message?.receiptHandle === receiptHandle ? message : undefined;
  }

  /** Keeps the message id, body and send time, as SQS does; the receive count starts again. */
  #moveToDeadLetterQueue(message: QueueMessage, deadLetterQueue: LocalQueue): void {
    deadLetterQueue.#enqueue({
      messageId: message.messageId,
      body: message.body,
      attributes: message.attributes,
      sentTimestamp: message.sentTimestamp,
      visibleAt: deadLetterQueue.#now(),
      receiveCount: 0,
    });
    this.#change({ op: 'delete', messageId: message.messageId });
  }
}

/** What a producer needs of a queue. */
export type QueueSender = Pick<LocalQueue, 'send'>;

/**
 * Sends to the durable queue `name` kept in `dataDir` from a process that does not own it (the admin
 * CLI): each message waits in the queue's inbox until its owner, running now or started later, takes it in.
 */
export function queueInbox(dataDir: string, name: string, clock: SchedulingClock = systemSchedulingClock): QueueSender {
  return {
    send(body, options = {}) {
      const message = newMessage(body, options, clock.now().getTime());
      dropInInbox(join(dataDir, name), message);
      return message.messageId;
    },
  };
}
