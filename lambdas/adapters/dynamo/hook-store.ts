import type { HookReader, HookStore, HookSubscriptions } from '../../core/webhooks/hook-store';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { HOOK_READER, HOOK_SUBSCRIPTIONS, HOOK_WRITER } from './declarations';
import { dynamoHookDeliveries } from './hook-deliveries';
import { dynamoHookManagement } from './hook-management';
import { dynamoHookReads } from './hook-reads';

/** The hooks in the table, every port view at once. */
export function dynamoHookStore(db: Db): HookStore {
  return { ...dynamoHookReads(db), ...dynamoHookManagement(db), ...dynamoHookDeliveries(db) };
}

export const hookReader = awsAdapter({
  ...HOOK_READER,
  create: ({ TABLE_NAME }): HookReader => {
    const { list, get, attempts } = dynamoHookReads(tableDb(TABLE_NAME));
    return { list, get, attempts };
  },
});

export const hookWriter = awsAdapter({
  ...HOOK_WRITER,
  create: ({ TABLE_NAME }): HookStore => dynamoHookStore(tableDb(TABLE_NAME)),
});

export const hookSubscriptions = awsAdapter({
  ...HOOK_SUBSCRIPTIONS,
  create: ({ TABLE_NAME }): HookSubscriptions => ({ subscribed: dynamoHookReads(tableDb(TABLE_NAME)).subscribed }),
});
