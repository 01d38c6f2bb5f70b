import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RateWindow } from '../../core/limits/rate-limits';
import type { AttemptLogEntry } from '../../core/webhooks/attempt-log';
import type { WebhookEvent } from '../../core/webhooks/events';
import { HookWriteRefused, type Hook, type HookWriteRefusal } from '../../core/webhooks/hook-store';
import type { LastStatus } from '../../core/webhooks/retry-policy';
import type { Db } from './client';
import { keys } from './keys';
import { rateWindowItem, transactSteps, type Item, type Step as TransactStep } from './transactions';

/** A failed condition: refusals to report, or 'stale' (another writer won: re-read and retry). */
export type Step = TransactStep<HookWriteRefusal[] | 'stale'>;

/**
 * Optimistic writes re-read and retry when another writer changed the hook in
 * between; a burst of deliveries to one hook contends here, hence the many tries.
 */
const STALE_RETRIES = 40;

/** The (event, URL) claim key: the URL as WHATWG parses it, so `HTTPS://Example.com` and `https://example.com/` are one URL. */
export function urlHash(webhookUrl: string): string {
  return createHash('sha256').update(new URL(webhookUrl).href).digest('hex');
}

export function toItem(hook: Hook, version: number): Item {
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

export function fromItem(item: Item): Hook {
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

export class StaleRead extends Error {}

/** What the hook store's port views share: the hook's item and its reads, its transaction steps, and the optimistic retry. */
export function hookTable(db: Db) {
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

  return { doc, TableName, transact, optimistic, read, attempts, queryHooks, rateSteps, claimUrlStep, releaseUrlStep, putHookStep };
}
