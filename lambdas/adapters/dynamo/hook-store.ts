import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RateWindow } from '../../core/limits/rate-limits';
import type { AttemptLogEntry } from '../../core/webhooks/attempt-log';
import { appendAttempt } from '../../core/webhooks/attempt-log';
import type { WebhookEvent } from '../../core/webhooks/events';
import { HookWriteRefused, type AttemptClaim, type Hook, type HookReader, type HookStore, type HookSubscriptions, type HookWriteRefusal } from '../../core/webhooks/hook-store';
import type { AttemptPlan, LastStatus } from '../../core/webhooks/retry-policy';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { HOOK_READER, HOOK_SUBSCRIPTIONS, HOOK_WRITER } from './declarations';
import { keys } from './keys';
import { rateWindowItem, transactSteps, type Item, type Step as TransactStep } from './transactions';

/** A failed condition: refusals to report, or 'stale' (another writer won: re-read and retry). */
type Step = TransactStep<HookWriteRefusal[] | 'stale'>;

/** Attempt-ledger entries outlive any SQS message (retention ≤ 14 days, delays ≤ 15 minutes). */
const LEDGER_TTL_SECONDS = 14 * 86_400;
/**
 * Optimistic writes re-read and retry when another writer changed the hook in
 * between; a burst of deliveries to one hook contends here, hence the many tries.
 */
const STALE_RETRIES = 40;

/** The (event, URL) claim key: the URL as WHATWG parses it, so `HTTPS://Example.com` and `https://example.com/` are one URL. */
function urlHash(webhookUrl: string): string {
  return createHash('sha256').update(new URL(webhookUrl).href).digest('hex');
}

function toItem(hook: Hook, version: number): Item {
  return {
    ...keys.hook(hook.user_id, hook.id),
    type: 'hook',
    hookId: hook.id,
    userId: hook.user_id,
    event: hook.event,
    webhookUrl: hook.webhook_url,
    description: hook.description,
    active: hook.active,
    secret: hook.secret,
    failureCount: hook.failure_count,
    lastDeliveryAt: hook.last_delivery_at,
    lastStatus: hook.last_status,
    createdAt: hook.created_at,
    version,
  };
}

function fromItem(item: Item): Hook {
  return {
    id: item.hookId as string,
    user_id: item.userId as string,
    event: item.event as WebhookEvent,
    webhook_url: item.webhookUrl as string,
    description: (item.description as string | null | undefined) ?? null,
    active: item.active as boolean,
    secret: item.secret as string,
    failure_count: item.failureCount as number,
    last_delivery_at: (item.lastDeliveryAt as string | null | undefined) ?? null,
    last_status: (item.lastStatus as LastStatus | null | undefined) ?? null,
    created_at: item.createdAt as string,
  };
}

class StaleRead extends Error {}

export function dynamoHookStore(db: Db): HookStore {
  const { doc, tableName: TableName } = db;

  /** Runs the steps as one transaction; a failed condition becomes HookWriteRefused, or StaleRead to re-read and retry. */
  async function transact(steps: Step[]): Promise<void> {
    const found = await transactSteps(doc, steps);
    if (!found) return;
    if (found.includes('stale')) throw new StaleRead();
    throw new HookWriteRefused(found.flatMap((f) => (f === 'stale' ? [] : f)));
  }

  /** Re-runs `attempt` on a fresh read while another writer keeps winning the race. */
  async function optimistic<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        return await attempt();
      } catch (err) {
        if (!(err instanceof StaleRead) || i >= STALE_RETRIES) throw err;
        // Jitter spreads the contenders so that one of them wins each round.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 5 * i)));
      }
    }
  }

  async function read(userId: string, hookId: string): Promise<{ hook: Hook; version: number } | undefined> {
    const out = await doc.send(new GetCommand({ TableName, Key: keys.hook(userId, hookId), ConsistentRead: true }));
    return out.Item ? { hook: fromItem(out.Item), version: out.Item.version as number } : undefined;
  }

  async function attempts(userId: string, hookId: string): Promise<AttemptLogEntry[]> {
    const out = await doc.send(new GetCommand({ TableName, Key: keys.hookLog(userId, hookId), ConsistentRead: true }));
    return (out.Item?.entries as AttemptLogEntry[] | undefined) ?? [];
  }

  async function queryHooks(userId: string, filter?: { expression: string; names: Record<string, string>; values: Item }): Promise<Hook[]> {
    const hooks: Hook[] = [];
    let start: Item | undefined;
    do {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :hook)',
          ExpressionAttributeValues: { ':pk': keys.account(userId).PK, ':hook': 'HOOK#', ...filter?.values },
          ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      hooks.push(...(out.Items ?? []).map(fromItem));
      start = out.LastEvaluatedKey;
    } while (start);
    return hooks.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  function rateSteps(userId: string, windows: readonly RateWindow[]): Step[] {
    return windows.map((w) => ({
      item: rateWindowItem(TableName, keys.rate(userId, w.limit, w.window, w.start), w),
      refusal: () => [{ kind: 'rate', windows: [w] }],
    }));
  }

  function claimUrlStep(hook: Hook): Step {
    return {
      item: {
        Put: {
          TableName,
          Item: { ...keys.hookUrl(hook.user_id, hook.event, urlHash(hook.webhook_url)), type: 'hookUrl', hookId: hook.id },
          ConditionExpression: 'attribute_not_exists(PK)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      refusal: (old) => [{ kind: 'duplicate', hookId: old?.hookId as string }],
    };
  }

  function releaseUrlStep(hook: Hook): Step {
    return { item: { Delete: { TableName, Key: keys.hookUrl(hook.user_id, hook.event, urlHash(hook.webhook_url)) } }, refusal: () => [] };
  }

  /** Writes the hook as `hook` if it is still at `version` (or new, when `version` is undefined). */
  function putHookStep(hook: Hook, version: number | undefined): Step {
    return {
      item: {
        Put: {
          TableName,
          Item: toItem(hook, (version ?? 0) + 1),
          ...(version === undefined
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } }),
        },
      },
      refusal: () => 'stale',
    };
  }

  return {
    list: (userId) => queryHooks(userId),

    get: async (userId, hookId) => (await read(userId, hookId))?.hook,

    subscribed: (userId, event) =>
      queryHooks(userId, { expression: '#event = :event AND active = :on', names: { '#event': 'event' }, values: { ':event': event, ':on': true } }),

    async create(hook, { rateWindows, maxHooks }) {
      await transact([
        ...rateSteps(hook.user_id, rateWindows),
        {
          item: {
            Update: {
              TableName,
              Key: keys.account(hook.user_id),
              UpdateExpression: 'SET hookCount = if_not_exists(hookCount, :zero) + :one',
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(hookCount) OR hookCount < :max)',
              ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': maxHooks },
            },
          },
          refusal: () => [{ kind: 'limit' }],
        },
        claimUrlStep(hook),
        putHookStep(hook, undefined),
      ]);
    },

    update: (userId, hookId, next, { rateWindows = [] } = {}) =>
      optimistic(async () => {
        const current = await read(userId, hookId);
        if (!current) return undefined;
        const updated = next(current.hook);
        const moved = urlHash(updated.webhook_url) !== urlHash(current.hook.webhook_url);
        await transact([
          ...rateSteps(userId, rateWindows),
          putHookStep(updated, current.version),
          ...(moved ? [releaseUrlStep(current.hook), claimUrlStep(updated)] : []),
        ]);
        return updated;
      }),

    delete: (userId, hookId) =>
      optimistic(async () => {
        const current = await read(userId, hookId);
        if (!current) return false;
        await transact([
          {
            item: {
              Delete: { TableName, Key: keys.hook(userId, hookId), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current.version } },
            },
            refusal: () => 'stale',
          },
          releaseUrlStep(current.hook),
          { item: { Delete: { TableName, Key: keys.hookLog(userId, hookId) } }, refusal: () => [] },
          {
            item: { Update: { TableName, Key: keys.account(userId), UpdateExpression: 'SET hookCount = hookCount - :one', ExpressionAttributeValues: { ':one': 1 } } },
            refusal: () => [],
          },
        ]);
        return true;
      }),

    attempts,

    async claimAttempt(deliveryId, attempt, now, leaseSeconds): Promise<AttemptClaim> {
      const token = randomUUID();
      const key = keys.deliveryAttempt(deliveryId, attempt);
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { ...key, type: 'attempt', state: 'sending', token, claimedAt: now.getTime(), expiresAt: Math.floor(now.getTime() / 1000) + LEDGER_TTL_SECONDS },
            // A claim whose lease ran out belongs to a worker that died before recording.
            ConditionExpression: 'attribute_not_exists(PK) OR (#state = :sending AND claimedAt < :staleBefore)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':sending': 'sending', ':staleBefore': now.getTime() - leaseSeconds * 1000 },
          }),
        );
        return { kind: 'claimed', token };
      } catch (err) {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
      }
      const out = await doc.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
      return out.Item?.state === 'done' ? { kind: 'done', plan: out.Item.plan as AttemptPlan } : { kind: 'busy' };
    },

    async recordAttempt(record) {
      const markDone: Step = {
        item: {
          Update: {
            TableName,
            Key: keys.deliveryAttempt(record.deliveryId, record.attempt),
            UpdateExpression: 'SET #state = :done, #plan = :plan',
            ConditionExpression: '#state = :sending AND #token = :token',
            ExpressionAttributeNames: { '#state': 'state', '#plan': 'plan', '#token': 'token' },
            ExpressionAttributeValues: { ':done': 'done', ':sending': 'sending', ':plan': record.plan, ':token': record.token },
          },
        },
        // Our lease ran out and another worker took the attempt over: its record is the one that counts.
        refusal: () => [],
      };
      try {
        await optimistic(async () => {
          // Hook first, then log: a log newer than the hook version we read fails the version check below.
          const current = await read(record.userId, record.hookId);
          const log = await attempts(record.userId, record.hookId);
          // A hook deleted meanwhile keeps no state or log; the ledger still records the attempt.
          const hookSteps: Step[] = current
            ? [
                putHookStep({ ...current.hook, ...record.next(current.hook) }, current.version),
                {
                  item: { Put: { TableName, Item: { ...keys.hookLog(record.userId, record.hookId), type: 'hookLog', entries: appendAttempt(log, record.entry) } } },
                  refusal: () => [],
                },
              ]
            : [];
          await transact([markDone, ...hookSteps]);
        });
      } catch (err) {
        if (!(err instanceof HookWriteRefused)) throw err;
      }
    },
  };
}

export const hookReader = awsAdapter({
  ...HOOK_READER,
  create: ({ TABLE_NAME }): HookReader => dynamoHookStore(tableDb(TABLE_NAME)),
});

export const hookWriter = awsAdapter({
  ...HOOK_WRITER,
  create: ({ TABLE_NAME }): HookStore => dynamoHookStore(tableDb(TABLE_NAME)),
});

export const hookSubscriptions = awsAdapter({
  ...HOOK_SUBSCRIPTIONS,
  create: ({ TABLE_NAME }): HookSubscriptions => dynamoHookStore(tableDb(TABLE_NAME)),
});
