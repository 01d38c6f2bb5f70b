import type { HookStore } from '../../core/webhooks/hook-store';
import type { Db } from './client';
import { hookTable } from './hook-table';

export type HookReads = Pick<HookStore, 'list' | 'get' | 'subscribed' | 'attempts'>;

/** Reading hooks: an account's, one, those subscribed to an event, and a hook's attempt log. */
export function dynamoHookReads(db: Db): HookReads {
  const { read, attempts, queryHooks } = hookTable(db);
  return {
    list: (userId) => queryHooks(userId),

    get: async (userId, hookId) => (await read(userId, hookId))?.hook,

    subscribed: (userId, event) =>
      queryHooks(userId, { expression: '#event = :event AND active = :on', names: { '#event': 'event' }, values: { ':event': event, ':on': true } }),

    attempts,
  };
}
