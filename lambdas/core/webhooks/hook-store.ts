/**
 * Port: where webhooks, their delivery bookkeeping and the attempt ledger live.
 * Each method is one atomic step, so the use cases never see a half-made hook.
 */
import type { RateWindow } from '../limits/rate-limits';
import type { AttemptLogEntry } from './attempt-log';
import type { WebhookEvent } from './events';
import type { AttemptPlan, HookDeliveryState } from './retry-policy';

/** A webhook as stored: the §2.6 fields plus its owner, secret and creation time. */
export interface Hook extends HookDeliveryState {
  id: string;
  user_id: string;
  event: WebhookEvent;
  webhook_url: string;
  description: string | null;
  /** The signing secret; never leaves the service after the create response. */
  secret: string;
  created_at: string;
}

/** Why a create was not written, read from the conditions that failed. */
export type HookWriteRefusal =
  | { kind: 'rate'; windows: RateWindow[] }
  | { kind: 'limit' }
  /** The account already has a hook for this event and URL. */
  | { kind: 'duplicate'; hookId: string };

export class HookWriteRefused extends Error {
  constructor(readonly refusals: HookWriteRefusal[]) {
    super(`hook write refused: ${refusals.map((r) => r.kind).join(', ')}`);
    this.name = 'HookWriteRefused';
  }
}

/** The ledger entry of one attempt (delivery id + attempt number). */
export type AttemptClaim =
  /** Ours to send; `token` proves it when recording. */
  | { kind: 'claimed'; token: string }
  /** Another worker is sending it right now. */
  | { kind: 'busy' }
  /** Already sent and recorded; `plan` says what had to follow. */
  | { kind: 'done'; plan: AttemptPlan };

export interface AttemptRecord {
  userId: string;
  hookId: string;
  deliveryId: string;
  attempt: number;
  token: string;
  plan: AttemptPlan;
  entry: AttemptLogEntry;
  /** The hook's delivery state after this attempt, applied exactly once. */
  next: (state: HookDeliveryState) => HookDeliveryState;
}

export interface HookStore {
  list(userId: string): Promise<Hook[]>;
  get(userId: string, hookId: string): Promise<Hook | undefined>;
  /** The account's active hooks subscribed to `event`: the fan-out targets. */
  subscribed(userId: string, event: WebhookEvent): Promise<Hook[]>;
  /**
   * Atomically counts the rate windows, takes one of `maxHooks` slots, claims the
   * (event, URL) pair and writes the hook. Throws HookWriteRefused.
   */
  create(hook: Hook, options: { rateWindows: readonly RateWindow[]; maxHooks: number }): Promise<void>;
  /**
   * Replaces the hook with `next(current)`, without losing a concurrent write.
   * A changed URL moves the (event, URL) claim (HookWriteRefused `duplicate` when
   * taken); `rateWindows` are counted in the same write. Undefined when there is no such hook.
   */
  update(
    userId: string,
    hookId: string,
    next: (current: Hook) => Hook,
    options?: { rateWindows?: readonly RateWindow[] },
  ): Promise<Hook | undefined>;
  /** Removes the hook, its (event, URL) claim and its log, and frees its slot. False when there is none. */
  delete(userId: string, hookId: string): Promise<boolean>;
  /** The hook's latest attempts, newest first. */
  attempts(userId: string, hookId: string): Promise<AttemptLogEntry[]>;
  /** Claims an attempt before sending it; a claim older than `leaseSeconds` is taken over (its worker died). */
  claimAttempt(deliveryId: string, attempt: number, now: Date, leaseSeconds: number): Promise<AttemptClaim>;
  /** Marks the claimed attempt done and, in the same write, updates the hook's state and log. */
  recordAttempt(record: AttemptRecord): Promise<void>;
}

/** The read-only routes: the account's hooks and a hook's attempt log. */
export type HookReader = Pick<HookStore, 'list' | 'get' | 'attempts'>;
/** Fan-out of an event: the subscribed hooks alone. */
export type HookSubscriptions = Pick<HookStore, 'subscribed'>;
