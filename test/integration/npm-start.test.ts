import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lambdas/shared/free-port';
import { killGroups } from '../support/process-groups';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'video-service-'));
const children: ChildProcess[] = [];

afterAll(() => {
  killGroups(children);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start` as a newcomer would and waits for its ready line. */
async function npmStart(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  // Logs at the level a newcomer gets (the test run itself silences them).
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, POWERTOOLS_LOG_LEVEL: 'INFO' };
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true });
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

/** The structured (JSON) lines of a process's output, written whole so far. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
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

    // Issue 26: one structured line per request, and a render's lifecycle, all in its log.
    const started = await fetch(`http://127.0.0.1:${port}/v1/render`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quality: 'draft', scene_plan: [{ type: 'motion', prompt: 'Every step logged', duration_sec: 3 }] }),
    });
    expect(started.status).toBe(202);
    const { job_id } = (await started.json()) as { job_id: string };
    const requestId = started.headers.get('x-request-id');
    const deadline = Date.now() + 120_000;
    while (!logLines(second.output()).some((l) => l.message === 'job succeeded' && l.jobId === job_id)) {
      if (Date.now() > deadline) throw new Error(`no 'job succeeded' line:\n${second.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const lines = logLines(second.output());
    expect(lines.find((l) => l.message === 'request' && l.requestId === requestId)).toMatchObject({ method: 'POST', path: '/v1/render', status: 202, ms: expect.any(Number) });
    const lifecycle = lines.filter((l) => l.jobId === job_id);
    expect(lifecycle.find((l) => l.message === 'job accepted')).toMatchObject({ requestId, scenes: 1, credits: expect.any(Number) });
    expect(lifecycle.find((l) => l.message === 'job queued')).toMatchObject({ scenes: 1 });
    expect(lifecycle.find((l) => l.message === 'scene done')).toMatchObject({ scene: 1, ms: expect.any(Number) });
    expect(lifecycle.find((l) => l.message === 'video composed')).toMatchObject({ ms: expect.any(Number) });
    expect(lifecycle.at(-1)).toMatchObject({ message: 'job succeeded', status: 'succeeded', ms: expect.any(Number) });
    expect(lines.filter((l) => JSON.stringify(l).includes(key))).toEqual([]);
    await stopGroup(second.child);
    expect(await dynamoProcessesUsing(dataDir)).toBe('');
  }, 420_000);
});
