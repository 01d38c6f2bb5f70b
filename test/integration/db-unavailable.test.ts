import { describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb } from '../../lambdas/adapters/dynamo/client';
import { freePort } from '../../lambdas/adapters/local/free-port';
import { configureAuthDeps } from '../../lambdas/handlers/auth-deps';
import { useLocalStack } from '../support/local-stack';

const stack = useLocalStack();

describe('§7 a database outage', () => {
  it('answers 503 DB_UNAVAILABLE in the spec shape, never a 500 with a stack', async () => {
    const { api_key } = await stack.account();
    const deadEndpoint = `http://127.0.0.1:${await freePort()}`;
    configureAuthDeps({ accounts: dynamoAccountStore(createDb({ tableName: stack.db.tableName, endpoint: deadEndpoint })) });
    const res = await stack.api('GET', '/v1/me', { key: api_key });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'A service is briefly unavailable', code: 'DB_UNAVAILABLE' });
  });
});
