import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { KillSwitchReader, KillSwitchScope, KillSwitchStore } from '../../core/kill-switch';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { KILL_SWITCH_READER } from './declarations';
import { keys } from './keys';

const scopeKey = (scope: KillSwitchScope) => (scope.kind === 'user' ? `USER#${scope.userId}` : scope.kind.toUpperCase());

export function dynamoKillSwitchStore({ doc, tableName: TableName }: Db): KillSwitchStore {
  return {
    async set(scope, on) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...keys.killSwitch(scopeKey(scope)), type: 'killSwitch', scope: scope.kind, on, updatedAt: new Date().toISOString() },
        }),
      );
    },
    async active(userId) {
      const scopes: KillSwitchScope[] = [{ kind: 'global' }, { kind: 'render' }, { kind: 'user', userId }];
      const out = await doc.send(
        new BatchGetCommand({ RequestItems: { [TableName]: { Keys: scopes.map((s) => keys.killSwitch(scopeKey(s))) } } }),
      );
      return (out.Responses?.[TableName] ?? []).filter((item) => item.on).map((item) => item.scope as KillSwitchScope['kind']);
    },
  };
}

export const killSwitchReader = awsAdapter({
  ...KILL_SWITCH_READER,
  create: ({ TABLE_NAME }): KillSwitchReader => dynamoKillSwitchStore(tableDb(TABLE_NAME)),
});
