import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/local-stack';
import { startLocalStack, type LocalStack } from '../../lambdas/local/local-stack';

/**
 * Issue 25: the local stack supervises the DynamoDB Local it started. Killed, it is started again
 * on the same port and data, and requests succeed again without anyone restarting the stack.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'dynamodb-restart-'));
beforeAll(async () => {
  // As `npm start` runs it: the database keeps its data in DATA_DIR.
  stack = await startLocalStack({ port: 0, dataDir, demoAccount: true });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('issue 25: DynamoDB Local that dies comes back by itself', () => {
  it('kill -9 of the database: requests answer 503 meanwhile, then 200 again, with no restart of the stack', async () => {
    const { api_key } = stack.demo!;
    expect((await callApi(stack.url, 'GET', '/v1/me', { key: api_key })).status).toBe(200);
    const first = stack.dynamodb!.pid()!;
    process.kill(first, 'SIGKILL');
    const during = await callApi(stack.url, 'GET', '/v1/me', { key: api_key });
    expect([200, 401, 503]).toContain(during.status);
    const deadline = Date.now() + 90_000;
    let status = during.status;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (stack.dynamodb!.pid() === first) continue;
      status = (await callApi(stack.url, 'GET', '/v1/me', { key: api_key })).status;
      if (status !== 503) break;
    }
    expect(stack.dynamodb!.pid()).not.toBe(first);
    expect(status).toBe(200);
    expect((await callApi(stack.url, 'GET', '/v1/me', { key: api_key })).body.user_id).toBe(stack.demo!.user_id);
  }, 120_000);
});
