import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import { dynamoHookStore } from '../../lambdas/adapters/dynamo/hook-store';
import { ensureTable } from '../../lambdas/adapters/local/bootstrap-table';
import { writeRuntimeInfo } from '../../lambdas/local/local-config';
import { startReceiver, type LocalReceiver } from '../unit/outbound/local-receiver';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
let db: Db;
let receiver: LocalReceiver;

beforeAll(async () => {
  const tableName = `test-${randomUUID()}`;
  db = createDb({ tableName, endpoint: inject('dynamodbEndpoint') });
  await ensureTable(db);
  // The CLI finds "the running stack" of DATA_DIR: this test process, on the run's DynamoDB Local.
  writeRuntimeInfo(dataDir, { url: 'http://127.0.0.1:1', dynamodbEndpoint: inject('dynamodbEndpoint'), tableName, pid: process.pid });
  receiver = await startReceiver((_, res) => res.writeHead(200).end('{}'));
});
afterAll(async () => {
  db?.raw.destroy();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the admin CLI as an operator would, with INFO logs on. */
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, POWERTOOLS_LOG_LEVEL: 'INFO', ALLOW_PRIVATE_HOSTS: '127.0.0.1' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('admin CLI: stdout is the result alone (issue 14)', () => {
  it('credits grant prints exactly one JSON document on stdout; the delivery it makes logs to stderr', async () => {
    const accounts = dynamoAccountStore(db);
    const { user_id } = await createAccount(accounts, { email: `${randomUUID()}@example.com`, name: 'Ops', credits: 10 });
    await dynamoHookStore(db).create(
      {
        id: randomUUID(), user_id, event: 'credits.purchased', webhook_url: receiver.url(), description: null, active: true,
        secret: 'a'.repeat(64), failure_count: 0, last_delivery_at: null, last_status: null, created_at: new Date().toISOString(),
      },
      { rateWindows: [], maxHooks: 25 },
    );

    const run = await admin('credits', 'grant', '--user', user_id, '--amount', '5');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ user_id, credits_remaining: 15 });
    expect(receiver.received).toHaveLength(1);
    expect(run.stderr).toContain('"message":"webhook attempt"');
  }, 60_000);
});
