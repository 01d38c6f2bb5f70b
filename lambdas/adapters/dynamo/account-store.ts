import { GetCommand, TransactWriteCommand, UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Account, ApiKeyRecord } from '../../core/account/account';
import type { AccountReader, AccountStore } from '../../core/account/account-store';
import type { Limits, Plan } from '../../core/account/plans';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { ACCOUNT_READER } from './declarations';
import { keys } from './keys';

function toAccount(item: Record<string, unknown>): Account {
  return {
    userId: item.userId as string,
    email: item.email as string,
    name: item.name as string,
    plan: item.plan as Plan,
    status: item.status as Account['status'],
    credits: item.credits as number,
    limits: (item.limits as Partial<Limits> | undefined) ?? {},
    createdAt: item.createdAt as string,
  };
}

function toKey(item: Record<string, unknown>): ApiKeyRecord {
  return {
    keyHash: item.keyHash as string,
    userId: item.userId as string,
    revoked: Boolean(item.revoked),
    createdAt: item.createdAt as string,
  };
}

export class AccountNotFound extends Error {
  constructor(userId: string) {
    super(`No account ${userId}`);
    this.name = 'AccountNotFound';
  }
}

export function dynamoAccountStore(db: Db): AccountStore {
  const { doc, tableName: TableName } = db;

  async function update(userId: string, expression: string, values: Record<string, unknown>, names?: Record<string, string>) {
    try {
      const out = await doc.send(
        new UpdateCommand({
          TableName,
          Key: keys.account(userId),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: values,
          ExpressionAttributeNames: names,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toAccount(out.Attributes!);
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') throw new AccountNotFound(userId);
      throw err;
    }
  }

  const store: AccountStore = {
    async findByKeyHash(keyHash) {
      const key = await doc.send(new GetCommand({ TableName, Key: keys.apiKey(keyHash) }));
      // A revoked key stops here, as an unknown one does: one read each, so timing cannot tell them apart.
      if (!key.Item || key.Item.revoked) return undefined;
      const record = toKey(key.Item);
      const account = await store.get(record.userId);
      return account && { key: record, account };
    },

    async get(userId) {
      const out = await doc.send(new GetCommand({ TableName, Key: keys.account(userId), ConsistentRead: true }));
      return out.Item ? toAccount(out.Item) : undefined;
    },

    async create(account, keyHash) {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName,
                Item: { ...keys.account(account.userId), type: 'account', ...account, activeRenders: 0, storageBytes: 0, hookCount: 0 },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            { Put: { TableName, Item: keyItem(account.userId, keyHash), ConditionExpression: 'attribute_not_exists(PK)' } },
          ],
        }),
      );
    },

    async addKey(userId, keyHash) {
      if (!(await store.get(userId))) throw new AccountNotFound(userId);
      await doc.send(new PutCommand({ TableName, Item: keyItem(userId, keyHash), ConditionExpression: 'attribute_not_exists(PK)' }));
    },

    async revokeKey(keyHash) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: keys.apiKey(keyHash),
            UpdateExpression: 'SET revoked = :t, revokedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':t': true, ':now': new Date().toISOString() },
          }),
        );
        return true;
      } catch (err) {
        if ((err as Error).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    setStatus: (userId, status) => update(userId, 'SET #s = :s', { ':s': status }, { '#s': 'status' }),

    async setPlan(userId, plan) {
      const before = await store.get(userId);
      if (!before) throw new AccountNotFound(userId);
      const after = await update(userId, 'SET #p = :p', { ':p': plan }, { '#p': 'plan' });
      return { before, after };
    },

    async setLimits(userId, limits) {
      const current = await store.get(userId);
      if (!current) throw new AccountNotFound(userId);
      return update(userId, 'SET limits = :l', { ':l': { ...current.limits, ...limits } });
    },

    grantCredits: (userId, amount) => update(userId, 'SET credits = credits + :a', { ':a': amount }),

    // One strongly consistent read per window, at once: the counts include the request just counted.
    rateCounts: (userId, windows) =>
      Promise.all(
        windows.map(async (w) => {
          const out = await doc.send(new GetCommand({ TableName, Key: keys.rate(userId, w.limit, w.window, w.start), ConsistentRead: true }));
          return (out.Item?.count as number | undefined) ?? 0;
        }),
      ),
  };
  return store;
}

function keyItem(userId: string, keyHash: string) {
  return { ...keys.apiKey(keyHash), type: 'apiKey', keyHash, userId, revoked: false, createdAt: new Date().toISOString() };
}

export const accountReader = awsAdapter({
  ...ACCOUNT_READER,
  create: ({ TABLE_NAME }): AccountReader => dynamoAccountStore(tableDb(TABLE_NAME)),
});
