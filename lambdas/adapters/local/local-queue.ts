import { randomUUID } from 'node:crypto';

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

export interface LocalQueueOptions {
  /** The visibility timeout of every receive, as on the SQS queue; default 30 (SQS's default). */
  visibilityTimeoutSeconds?: number;
  /** SQS's RedrivePolicy: after `maxReceiveCount` receives without a delete the message moves to `deadLetterQueue`. */
  redrive?: { deadLetterQueue: LocalQueue; maxReceiveCount: number };
  clock?: SchedulingClock;
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

interface StoredMessage {
  messageId: string;
  body: string;
  attributes: Record<string, string>;
  sentTimestamp: number;
  visibleAt: number;
  receiveCount: number;
  firstReceiveTimestamp?: number;
  receiptHandle?: string;
}

/** Throws a RangeError unless `value` is in [min, max] (and whole, for counts). */
export function checkRange(name: string, value: number, min: number, max: number, kind: 'count' | 'seconds'): void {
  if (!(value >= min && value <= max) || (kind === 'count' && !Number.isInteger(value))) {
    throw new RangeError(`${name} must be ${kind === 'count' ? 'a whole number ' : ''}between ${min} and ${max}, got ${value}`);
  }
}

/**
 * An in-memory standard SQS queue: delays, visibility timeouts, receipt
 * handles and dead-letter redrive, so the queue-triggered handlers meet the
 * same behaviour locally as in AWS. Seconds may be fractional here.
 */
export class LocalQueue {
  readonly name: string;
  readonly arn: string;
  readonly visibilityTimeoutSeconds: number;
  readonly clock: SchedulingClock;
  readonly #redrive: LocalQueueOptions['redrive'];
  /** In send order; a Map keeps it while messages come and go. */
  readonly #messages = new Map<string, StoredMessage>();
  readonly #sendListeners = new Set<() => void>();

  constructor(name: string, options: LocalQueueOptions = {}) {
    this.name = name;
    this.arn = `arn:aws:sqs:local:000000000000:${name}`;
    this.visibilityTimeoutSeconds = options.visibilityTimeoutSeconds ?? 30;
    checkRange('visibilityTimeoutSeconds', this.visibilityTimeoutSeconds, 0, MAX_VISIBILITY_SECONDS, 'seconds');
    if (options.redrive) checkRange('maxReceiveCount', options.redrive.maxReceiveCount, 1, 1000, 'count');
    this.#redrive = options.redrive;
    this.clock = options.clock ?? systemSchedulingClock;
  }

  #now(): number {
    return this.clock.now().getTime();
  }

  send(body: string, options: SendOptions = {}): string {
    const delaySeconds = options.delaySeconds ?? 0;
    checkRange('delaySeconds', delaySeconds, 0, MAX_DELAY_SECONDS, 'seconds');
    const now = this.#now();
    const messageId = randomUUID();
    this.#enqueue({
      messageId,
      body,
      attributes: { ...options.attributes },
      sentTimestamp: now,
      visibleAt: now + delaySeconds * 1000,
      receiveCount: 0,
    });
    return messageId;
  }

  /** Up to `maxMessages` visible messages, each now invisible for the visibility timeout. */
  receive(maxMessages = 1): ReceivedMessage[] {
    checkRange('maxMessages', maxMessages, 1, MAX_RECEIVE_MESSAGES, 'count');
    const now = this.#now();
    const received: ReceivedMessage[] = [];
    for (const message of this.#messages.values()) {
      if (received.length === maxMessages) break;
      if (message.visibleAt > now) continue;
      if (this.#redrive && message.receiveCount >= this.#redrive.maxReceiveCount) {
        this.#moveToDeadLetterQueue(message, this.#redrive.deadLetterQueue);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceiveTimestamp ??= now;
      message.receiptHandle = `${message.messageId}/${randomUUID()}`;
      message.visibleAt = now + this.visibilityTimeoutSeconds * 1000;
      received.push({
        messageId: message.messageId,
        receiptHandle: message.receiptHandle,
        body: message.body,
        attributes: { ...message.attributes },
        receiveCount: message.receiveCount,
        sentTimestamp: message.sentTimestamp,
        firstReceiveTimestamp: message.firstReceiveTimestamp,
      });
    }
    return received;
  }

  /** Deletes the message if `receiptHandle` is its latest; a stale handle deletes nothing (false). */
  delete(receiptHandle: string): boolean {
    const message = this.#byHandle(receiptHandle);
    return message ? this.#messages.delete(message.messageId) : false;
  }

  /** Makes the message visible again `seconds` from now (0 = at once); how a consumer backs off. */
  changeVisibility(receiptHandle: string, seconds: number): void {
    checkRange('visibility timeout', seconds, 0, MAX_VISIBILITY_SECONDS, 'seconds');
    const message = this.#byHandle(receiptHandle);
    // SQS answers ReceiptHandleIsInvalid too: the caller has lost the message to another receive.
    if (!message) throw new Error(`ReceiptHandleIsInvalid: ${receiptHandle} is not the latest receipt of a message in ${this.name}`);
    message.visibleAt = this.#now() + seconds * 1000;
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

  #enqueue(message: StoredMessage): void {
    this.#messages.set(message.messageId, message);
    for (const listener of this.#sendListeners) listener();
  }

  #byHandle(receiptHandle: string): StoredMessage | undefined {
    const message = this.#messages.get(receiptHandle.split('/')[0] ?? '');
    return message?.receiptHandle === receiptHandle ? message : undefined;
  }

  /** Keeps the message id, body and send time, as SQS does; the receive count starts again. */
  #moveToDeadLetterQueue(message: StoredMessage, deadLetterQueue: LocalQueue): void {
    this.#messages.delete(message.messageId);
    deadLetterQueue.#enqueue({
      messageId: message.messageId,
      body: message.body,
      attributes: message.attributes,
      sentTimestamp: message.sentTimestamp,
      visibleAt: deadLetterQueue.#now(),
      receiveCount: 0,
    });
  }
}
