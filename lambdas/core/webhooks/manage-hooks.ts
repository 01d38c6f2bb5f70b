/**
 * The webhook management use cases of spec §4.5–4.8 over the HookStore port.
 * Handlers call these and answer with what they return.
 */
import { randomUUID } from 'node:crypto';
import type { Account } from '../account/account';
import { apiError, hookNotFound, rateLimited, validationFailed, type ApiError } from '../errors';
import { retryAfter, windowsAt, type RateLimitTable, type RateWindow } from '../limits/rate-limits';
import { urlNotDeliverable } from '../outbound/url-policy';
import type { Clock } from '../ports/clock';
import { parseBody } from '../parse-body';
import type { Deliveries, HookCreated, HookDeleted, HookList, HookReused, HookUpdated } from './hook-responses';
import {
  HOOKS_PER_ACCOUNT,
  assertKnownEvent,
  createHookBodySchema,
  patchHookBodySchema,
  presentHook,
  type HookObject,
  type PatchHookBody,
} from './hook-schema';
import { HookWriteRefused, type Hook, type HookStore, type HookWriteRefusal } from './hook-store';
import { hookStateAfterUpdate } from './retry-policy';
import { newSecret } from './signing';
import type { DeliverableUrlCheck } from './webhook-sender';
import { isUuid } from '../ids';

export interface HookServices {
  hooks: HookStore;
  clock: Clock;
  rateLimits: RateLimitTable;
  checkUrl: DeliverableUrlCheck;
}

/** The §2.6 object: every field, never the secret. */
export function hookView(hook: Hook): HookObject {
  return presentHook({ ...hook, has_secret: hook.secret !== '' });
}

/** 400 URL_NOT_DELIVERABLE saying why, unless the URL may be delivered to. */
export async function assertDeliverable(services: Pick<HookServices, 'checkUrl'>, url: string): Promise<void> {
  const verdict = await services.checkUrl(url);
  if (!verdict.ok) throw urlNotDeliverable(verdict.reason);
}

function find<K extends HookWriteRefusal['kind']>(refusals: readonly HookWriteRefusal[], kind: K) {
  return refusals.find((r): r is Extract<HookWriteRefusal, { kind: K }> => r.kind === kind);
}

function rateError(refusals: readonly HookWriteRefusal[], now: Date): ApiError | undefined {
  const windows = refusals.flatMap((r) => (r.kind === 'rate' ? r.windows : []));
  return windows.length ? rateLimited('RATE_LIMITED', Math.max(...windows.map((w) => retryAfter(w, now)))) : undefined;
}

const urlTaken = () =>
  validationFailed([{ path: 'webhook_url', message: 'another webhook of this account already sends this event to this URL' }]);

/** GET /api/webhooks/hooks (§4.5). */
export async function listHooks(services: { hooks: Pick<HookStore, 'list'> }, account: Account): Promise<HookList> {
  return { hooks: (await services.hooks.list(account.userId)).map(hookView) };
}

export type CreateHookResult =
  | { status: 201; body: HookCreated }
  | { status: 200; body: HookReused };

/**
 * POST /api/webhooks/hooks (§4.6). A new hook is 201 with its secret, shown this
 * once. The same event and URL again is 200 with the existing hook, `reused: true`,
 * switched on with its failure count reset, and no secret. Both count against the
 * rate limits; only a new hook takes one of the account's 25 slots.
 */
export async function createHook(services: HookServices, account: Account, body: unknown): Promise<CreateHookResult> {
  const input = parseBody(createHookBodySchema, body ?? {});
  const event = assertKnownEvent(input.event);
  await assertDeliverable(services, input.webhook_url);
  const now = services.clock.now();
  const rateWindows = windowsAt(now, ['hookCreate'], services.rateLimits);
  const hook: Hook = {
    id: randomUUID(),
    user_id: account.userId,
    event,
    webhook_url: input.webhook_url,
    description: input.description ?? null,
    active: true,
    secret: newSecret(),
    failure_count: 0,
    last_delivery_at: null,
    last_status: null,
    created_at: now.toISOString(),
  };
  // Twice at most: a hook found as a duplicate may be deleted before it can be reused.
  for (let tries = 1; ; tries++) {
    try {
      await services.hooks.create(hook, { rateWindows, maxHooks: HOOKS_PER_ACCOUNT });
      return { status: 201, body: { hook: hookView(hook), secret: hook.secret } };
    } catch (err) {
      if (!(err instanceof HookWriteRefused)) throw err;
      const limited = rateError(err.refusals, now);
      if (limited) throw limited;
      const duplicate = find(err.refusals, 'duplicate');
      if (!duplicate) throw apiError('HOOK_LIMIT', undefined, { details: { limit: HOOKS_PER_ACCOUNT } });
      const reused = await reuse(services, account, duplicate.hookId, rateWindows, now);
      if (reused) return { status: 200, body: { hook: hookView(reused), reused: true } };
      if (tries >= 2) throw err;
    }
  }
}

/** Switches the existing hook back on with a reset count (§3.2), counting this request's rate windows. */
async function reuse(
  services: HookServices,
  account: Account,
  hookId: string,
  rateWindows: readonly RateWindow[],
  now: Date,
): Promise<Hook | undefined> {
  try {
    return await services.hooks.update(account.userId, hookId, (h) => ({ ...h, ...hookStateAfterUpdate(h, true) }), { rateWindows });
  } catch (err) {
    throw err instanceof HookWriteRefused ? (rateError(err.refusals, now) ?? err) : err;
  }
}

/** The hook as PATCH `change` leaves it: any update resets failure_count (§3.2, §4.7). */
function applyPatch(hook: Hook, change: PatchHookBody): Hook {
  return {
    ...hook,
    ...hookStateAfterUpdate(hook, change.active),
    webhook_url: change.webhook_url ?? hook.webhook_url,
    description: change.description === undefined ? hook.description : change.description,
  };
}

/**
 * PATCH /api/webhooks/hooks/{id} (§4.7). A new URL is checked like at creation;
 * a URL another hook of the account already uses for the same event is a 400.
 */
export async function updateHook(services: HookServices, account: Account, hookId: string, body: unknown): Promise<HookUpdated> {
  const change = parseBody(patchHookBodySchema, body ?? {});
  if (!isUuid(hookId)) throw hookNotFound();
  if (change.webhook_url !== undefined) {
    // Unknown and foreign ids are 404 before the URL is judged, so nothing leaks about them.
    await ownHook(services, account, hookId);
    await assertDeliverable(services, change.webhook_url);
  }
  try {
    const updated = await services.hooks.update(account.userId, hookId, (hook) => applyPatch(hook, change));
    if (!updated) throw hookNotFound();
    return { hook: hookView(updated) };
  } catch (err) {
    if (err instanceof HookWriteRefused && find(err.refusals, 'duplicate')) throw urlTaken();
    throw err;
  }
}

/** DELETE /api/webhooks/hooks/{id} (§4.8): deliveries stop at once, queued ones included. */
export async function deleteHook(services: { hooks: Pick<HookStore, 'delete'> }, account: Account, hookId: string): Promise<HookDeleted> {
  if (!isUuid(hookId) || !(await services.hooks.delete(account.userId, hookId))) throw hookNotFound();
  return { deleted: true };
}

/** GET /api/webhooks/hooks/{id}/deliveries (beyond the spec): the hook's last attempts, newest first. */
export async function listDeliveries(services: { hooks: Pick<HookStore, 'get' | 'attempts'> }, account: Account, hookId: string): Promise<Deliveries> {
  await ownHook(services, account, hookId);
  return { deliveries: await services.hooks.attempts(account.userId, hookId) };
}

/**
 * The hook with `hookId` on the account, or 404 `Hook not found` (also for another account's id,
 * and for an id that is no UUID: a kilobyte-long one would exceed the table's key size).
 */
export async function ownHook(services: { hooks: Pick<HookStore, 'get'> }, account: Account, hookId: string): Promise<Hook> {
  const hook = isUuid(hookId) ? await services.hooks.get(account.userId, hookId) : undefined;
  if (!hook) throw hookNotFound();
  return hook;
}
