import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killGroups } from '../support/process-groups';

const ROOT = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  // Should a test fail, what it left behind is stopped here: its process group, and any Java on its data.
  killGroups(children);
  for (const dir of dirs) for (const pid of dynamoPidsOn(dir)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'video-service-'));
  dirs.push(dir);
  return dir;
}

/** The DynamoDB Local processes running right now on `dir` (its -dbPath names it). */
function dynamoPidsOn(dir: string): number[] {
  return spawnSync('pgrep', ['-af', 'DynamoDBLocal'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(dir))
    .map((line) => Number(line.split(' ')[0]));
}

/** Runs a command in a process group of its own until it exits: its exit code and what it wrote. */
function runToExit(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'INFO', ...env }, detached: true });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('npm start that cannot start, or dies, leaves nothing running', () => {
  it('a taken port: exits non-zero with one JSON line naming the port and PORT, and its DynamoDB Local is stopped', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const dir = dataDir();
    try {
      const run = await runToExit('npm', ['start'], { PORT: String(port), DATA_DIR: dir });

      expect(run.code).not.toBe(0);
      // It got as far as its database: DynamoDB Local ran and made the table on this data.
      expect(existsSync(join(dir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
      expect(dynamoPidsOn(dir)).toEqual([]);
      expect(jsonLines(run.stdout + run.stderr)).toEqual([
        expect.objectContaining({ level: 'CRITICAL', message: expect.stringMatching(new RegExp(`port ${port}\\b.*in use.*set PORT`)), port, host: '127.0.0.1', setting: 'PORT' }),
      ]);
      expect(run.stdout).not.toContain('ready at');
    } finally {
      holder.close();
    }
  }, 180_000);

  it('an error nothing catches, once started: the process exits and its DynamoDB Local dies with it', async () => {
    const dir = dataDir();
    const crash = `
      import { startLocalStack } from './lambdas/local/local-stack.ts';
      await startLocalStack({ dataDir: process.env.DATA_DIR, port: 0 });
      setTimeout(() => { throw new Error('a crash nothing catches'); });`;
    const run = await runToExit(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', crash], { DATA_DIR: dir });

    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('a crash nothing catches');
    expect(existsSync(join(dir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
    expect(dynamoPidsOn(dir)).toEqual([]);
  }, 180_000);
});
