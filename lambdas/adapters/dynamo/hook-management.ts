import type { HookStore } from '../../core/webhooks/hook-store';
import type { Db } from './client';
import { keys } from './keys';
import { hookTable, urlHash } from './hook-table';

export type HookManagement = Pick<HookStore, 'create' | 'update' | 'delete'>;

/** Creating, changing and deleting hooks: each one transaction with its URL claim, its account's count and its rate windows. */
export function dynamoHookManagement(db: Db): HookManagement {
  const { TableName, transact, optimistic, read, rateSteps, claimUrlStep, releaseUrlStep, putHookStep } = hookTable(db);
  return {
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
  };
}
