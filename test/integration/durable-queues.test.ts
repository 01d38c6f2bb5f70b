import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoAccountStore } from '../../lambdas/adapters/dynamo/account-store';
import { createDb } from '../../lambdas/adapters/dynamo/client';
import { createAccount } from '../../lambdas/core/account/manage-accounts';
import { DELIVERY_ID_HEADER } from '../../lambdas/core/webhooks/events';
import { failFirstAttemptReceiver, type Answer, type FailFirstAttemptReceiver } from '../unit/outbound/local-receiver';
import { stackProcesses, until } from '../support/stack-processes';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'durable-queues-'));
const RETRY_SECONDS = 3;
const stacks = stackProcesses({ DATA_DIR: dataDir, ALLOW_PRIVATE_HOSTS: '127.0.0.1', RETRY_SECONDS: String(RETRY_SECONDS) });

/** Every delivery attempt the receiver answered: 500 to a delivery's first attempt, 200 after. */
let answered: Answer[];
let receiver: FailFirstAttemptReceiver;
beforeAll(async () => {
  receiver = await failFirstAttemptReceiver(DELIVERY_ID_HEADER);
  answered = receiver.answered;
});
afterAll(async () => {
  stacks.killAll();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/admin.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const journal = () => readFileSync(join(dataDir, 'queues', 'webhook-deliveries', 'journal.jsonl'), 'utf8');

describe('durable local queues: webhook deliveries outlive a kill -9 of the stack (issue 14)', () => {
  it('a retry that fell due while the stack was down is made when it starts again; an event the admin CLI queued with no stack running is delivered then too; each delivery once per attempt', async () => {
    const first = await stacks.start();
    const db = createDb({ tableName: first.tableName, endpoint: first.dynamodbEndpoint });
    const { user_id, api_key } = await createAccount(dynamoAccountStore(db), { email: `${randomUUID()}@example.com`, name: 'Ops', credits: 10 });
    db.raw.destroy();
    const hook = await fetch(`${first.url}/api/webhooks/hooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'credits.purchased', webhook_url: receiver.url() }),
    });
    expect(hook.status).toBe(201);

    // The running stack delivers the CLI's event; the attempt fails and its retry is journaled.
    const granted = await admin('credits', 'grant', '--user', user_id, '--amount', '5');
    expect(granted.code, granted.stderr).toBe(0);
    await until(() => answered.length === 1 && journal().includes('\\"attempt\\":2'), 30_000);
    await new Promise((r) => setTimeout(r, 300));
    await stacks.killHard(first);
    const killedAt = Date.now();

    // No stack now: the CLI queues the event for the next one and says so.
    const queued = await admin('credits', 'grant', '--user', user_id, '--amount', '7');
    expect(queued.code, queued.stderr).toBe(0);
    expect(JSON.parse(queued.stdout)).toMatchObject({ user_id, credits_remaining: 22 });
    expect(queued.stderr).toContain('no local stack is running on DATA_DIR');
    const retryDueAt = answered[0]!.at + RETRY_SECONDS * 1_000;
    await until(() => Date.now() > Math.max(retryDueAt, killedAt) + 1_000, 30_000);
    expect(answered).toHaveLength(1);

    const second = await stacks.start();
    await until(() => answered.length === 4, 60_000);
    const statuses = (deliveryId: string) => answered.filter((a) => a.deliveryId === deliveryId).map((a) => a.status);
    const [firstEvent, secondEvent] = [...new Set(answered.map((a) => a.deliveryId))];
    expect(statuses(firstEvent!)).toEqual([500, 200]);
    expect(statuses(secondEvent!)).toEqual([500, 200]);
    // The retry was due before the restart: it is made as soon as the stack delivers at all (the
    // event the CLI queued while it was down is the control, due at start too), not a retry delay later.
    const retry = answered.filter((a) => a.deliveryId === firstEvent)[1]!;
    const queuedWhileDown = answered.find((a) => a.deliveryId === secondEvent)!;
    expect(retry.at - queuedWhileDown.at).toBeLessThan(RETRY_SECONDS * 1_000);

    // Nothing more comes: no delivery is made twice.
    await new Promise((r) => setTimeout(r, (RETRY_SECONDS + 1) * 1_000));
    expect(answered).toHaveLength(4);
    await stacks.killHard(second);
  }, 300_000);
});
