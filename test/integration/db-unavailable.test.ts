import { describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb } from '../../lambdas/adapters/dynamo/client';
import { newApiKey } from '../../lambdas/core/account/api-key';
import { useLocalStack } from '../support/local-stack';

// Port 9 (discard) on loopback: nothing listens, so every call to this database fails to connect.
const stack = useLocalStack({ ports: { accounts: dynamoAccountStore(createDb({ tableName: 'unreachable', endpoint: 'http://127.0.0.1:9' })) } });

describe('§7 a database outage', () => {
  it('answers 503 DB_UNAVAILABLE in the spec shape, never a 500 with a stack', async () => {
    const res = await stack.api('GET', '/v1/me', { key: newApiKey() });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'A service is briefly unavailable', code: 'DB_UNAVAILABLE' });
  });
});
