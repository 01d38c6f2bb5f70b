import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createAccount, revokeKey } from '../../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import { ensureTable } from '../../lambdas/adapters/dynamo/bootstrap-table';
import { hashApiKey } from '../../lambdas/core/account/api-key';

let db: Db;
/** The kind of item a request names (`APIKEY#…` → `APIKEY`), whether its key is marshalled yet or not. */
const partitionOf = (input: object) => /([A-Z]+)#/.exec(JSON.stringify((input as { Key?: unknown }).Key ?? {}))?.[1] ?? 'none';
/** Every request the store sends to DynamoDB Local: the operation and the kind of item it reads. */
const sent: string[] = [];
beforeAll(async () => {
  db = createDb({ tableName: `test-${randomUUID()}`, endpoint: inject('dynamodbEndpoint') });
  await ensureTable(db);
  db.raw.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(`${context.commandName} ${partitionOf(args.input)}`);
      return next(args);
    },
    { step: 'initialize', name: 'recordRequests' },
  );
});
afterAll(() => db?.raw.destroy());

/** The requests one lookup of `apiKey` sends. */
async function lookUp(apiKey: string) {
  sent.length = 0;
  const found = await dynamoAccountStore(db).findByKeyHash(hashApiKey(apiKey));
  return { found, requests: [...sent] };
}

describe('§5 rule 3: an unknown and a revoked key cannot be told apart (issue 14)', () => {
  it('both cost exactly one read, of the key alone; only a live key reads its account', async () => {
    const store = dynamoAccountStore(db);
    const live = await createAccount(store, { email: `${randomUUID()}@example.com`, name: 'Live', credits: 1 });
    const revoked = await createAccount(store, { email: `${randomUUID()}@example.com`, name: 'Revoked', credits: 1 });
    await revokeKey(store, revoked.api_key);

    const unknown = await lookUp('emp_neverissued0000000000000000000');
    const gone = await lookUp(revoked.api_key);
    expect(unknown).toEqual({ found: undefined, requests: ['GetItemCommand APIKEY'] });
    expect(gone).toEqual(unknown);

    const ok = await lookUp(live.api_key);
    expect(ok.found?.account.userId).toBe(live.user_id);
    expect(ok.requests).toEqual(['GetItemCommand APIKEY', 'GetItemCommand ACCOUNT']);
  });
});
