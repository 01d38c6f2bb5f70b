import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb, DB_CALL } from '../../lambdas/adapters/dynamo/client';
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

describe('issue 25: a database that accepts connections but never answers (a stopped DynamoDB Local)', () => {
  it(`answers 503 DB_UNAVAILABLE within the table calls' budget (${DB_CALL.maxAttempts} × ${DB_CALL.requestTimeoutMs} ms), not after ~40 s`, async () => {
    // The kernel completes the handshake; nothing ever reads or answers.
    const sockets: Socket[] = [];
    const frozen = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
    const accounts = dynamoAccountStore(createDb({ tableName: 'frozen', endpoint }));
    try {
      const started = performance.now();
      await expect(accounts.findByKeyHash('0'.repeat(64))).rejects.toMatchObject({ status: 503, code: 'DB_UNAVAILABLE' });
      const budget = DB_CALL.maxAttempts * DB_CALL.requestTimeoutMs;
      expect(performance.now() - started).toBeLessThan(budget + 2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => frozen.close(resolve));
    }
  }, 30_000);
});
