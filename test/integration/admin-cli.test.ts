import { activeHook } from '../support/hooks';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoHookStore } from '../../lambdas/adapters/dynamo/hook-store';
import { createOutboundGuard } from '../../lambdas/adapters/outbound/outbound-guard';
import { DELIVERY_ID_HEADER } from '../../lambdas/core/webhooks/events';
import { useLocalStack } from '../support/local-stack';
import { failFirstAttemptReceiver, type Answer, type FailFirstAttemptReceiver } from '../unit/outbound/local-receiver';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
const RETRY_SECONDS = 3;

// The running stack of DATA_DIR, in this process: the CLI finds it through DATA_DIR alone.
const stack = useLocalStack({
  dataDir,
  webhooks: {
    guard: createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'] }),
    delivery: { attemptTimeoutMs: 5_000, retryDelaysSeconds: [RETRY_SECONDS, RETRY_SECONDS], claimLeaseSeconds: 90 },
  },
});

/** Every delivery attempt the receiver answered: 500 to a delivery's first attempt, 200 after. */
let answered: Answer[];
let receiver: FailFirstAttemptReceiver;
beforeAll(async () => {
  receiver = await failFirstAttemptReceiver(DELIVERY_ID_HEADER);
  answered = receiver.answered;
});
afterAll(async () => {
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the admin CLI as an operator would, with INFO logs on; `exitedAt` is when it had exited. */
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; exitedAt: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, POWERTOOLS_LOG_LEVEL: 'INFO' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr, exitedAt: Date.now() })));
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('admin CLI: account events go to the running stack (issue 14)', () => {
  it("credits grant prints one JSON document on stdout and exits at once; the running stack delivers credits.purchased and makes the retry the CLI's process never could", async () => {
    const { user_id } = await stack.account({ credits: 10 });
    await dynamoHookStore(stack.db).create(
      activeHook(user_id, { event: 'credits.purchased', webhook_url: receiver.url() }),
      { rateWindows: [], maxHooks: 25 },
    );

    const run = await admin('credits', 'grant', '--user', user_id, '--amount', '5');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ user_id, credits_remaining: 15 });
    expect(run.stderr).not.toContain('webhook attempt');

    await until(() => answered.length === 2, (RETRY_SECONDS + 20) * 1_000);
    const [first, retry] = answered;
    expect(first).toMatchObject({ status: 500 });
    expect(retry).toMatchObject({ status: 200, deliveryId: first!.deliveryId });
    expect(retry!.at).toBeGreaterThan(run.exitedAt);
    expect(retry!.at - first!.at).toBeGreaterThanOrEqual(RETRY_SECONDS * 1_000 - 50);
    await stack.local().webhooks.idle();
    expect(await dynamoHookStore(stack.db).list(user_id)).toEqual([expect.objectContaining({ last_status: 'delivered', failure_count: 0 })]);
  }, 90_000);
});
