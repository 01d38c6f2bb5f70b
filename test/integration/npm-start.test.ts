import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lambdas/shared/free-port';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'video-service-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start` as a newcomer would and waits for its ready line. */
async function npmStart(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, detached: true });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('ready at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, output: () => output };
}

async function stopGroup(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** The DynamoDB Local processes still running on `dir`, after giving them a few seconds to exit. */
async function dynamoProcessesUsing(dir: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = spawnSync('pgrep', ['-af', 'DynamoDBLocal'], { encoding: 'utf8' }).stdout.split('\n').filter((l) => l.includes(dir)).join('\n');
    if (left === '' || Date.now() > deadline) return left;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function admin(...args: string[]) {
  const out = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  return { status: out.status, stdout: out.stdout.trim(), stderr: out.stderr.trim() };
}

describe('npm start: the whole service on one machine', () => {
  it('prints its URL and a demo key whose printed curl answers 200; admin reaches its database; SIGTERM leaves no Java behind; data survives a restart', async () => {
    const port = await freePort();
    const first = await npmStart(port);
    const key = /emp_[A-Za-z0-9_-]+/.exec(first.output())![0];
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    const me = await fetch(`http://127.0.0.1:${port}/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    const { user_id } = (await me.json()) as { user_id: string };

    // Its API document, with no key: a validator accepts it, and it names this server.
    const document = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as { servers: unknown };
    expect(await validate(structuredClone(document) as never)).toMatchObject({ valid: true });
    expect(document.servers).toEqual([{ url: `http://127.0.0.1:${port}` }]);

    // The admin CLI finds the running stack's database through DATA_DIR alone.
    const granted = admin('credits', 'grant', '--user', user_id, '--amount', '25');
    expect(granted.status, granted.stderr).toBe(0);
    expect(JSON.parse(granted.stdout)).toMatchObject({ user_id, credits_remaining: 1025 });
    const created = admin('account', 'create', '--email', 'ops@example.com', '--name', 'Ops', '--plan', 'pro');
    expect(JSON.parse(created.stdout)).toMatchObject({ user_id: expect.any(String), api_key: expect.stringMatching(/^emp_/) });
    const bad = admin('credits', 'grant', '--user', user_id);
    expect(bad.status).not.toBe(0);
    expect(JSON.parse(bad.stderr)).toEqual({ error: '--amount is required' });

    await stopGroup(first.child);
    expect(await dynamoProcessesUsing(dataDir)).toBe('');

    // A restart on the same DATA_DIR keeps the data and makes no second demo account.
    const second = await npmStart(port);
    expect(second.output()).not.toMatch(/emp_/);
    const again = await fetch(`http://127.0.0.1:${port}/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(((await again.json()) as { credits_remaining: number }).credits_remaining).toBe(1025);
    await stopGroup(second.child);
    expect(await dynamoProcessesUsing(dataDir)).toBe('');
  }, 240_000);
});
