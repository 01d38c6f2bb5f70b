import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { killGroups } from './process-groups';

const ROOT = join(import.meta.dirname, '..', '..');

/** A running stack-process.ts: where it serves, its database, and when it said READY. */
export interface StackProcess {
  child: ChildProcess;
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  readyAt: number;
}

/**
 * Starts and kills the local stack in processes of its own (test/support/stack-process.ts), each
 * in a process group of its own, so that a kill -9 takes its DynamoDB Local with it. `env` adds
 * to the test's environment (DATA_DIR, ALLOW_PRIVATE_HOSTS, TIME_SCALE, ...).
 */
export function stackProcesses(env: Record<string, string>) {
  const children = new Set<ChildProcess>();
  return {
    async start(): Promise<StackProcess> {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/stack-process.ts'], { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
      children.add(child);
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      await until(() => /^READY /m.test(output) || child.exitCode !== null, 120_000);
      const ready = /^READY (.*)$/m.exec(output);
      if (!ready) throw new Error(`the stack did not start:\n${output}`);
      return { child, ...JSON.parse(ready[1]!), readyAt: Date.now() };
    },
    /** kill -9 of the whole stack: node and its DynamoDB Local, with no chance to tidy up. */
    async killHard({ child }: StackProcess): Promise<void> {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      children.delete(child);
    },
    /** For afterAll: whatever a failed test left running. */
    killAll(): void {
      killGroups(children);
      children.clear();
    },
  };
}

/** Resolves once `condition` holds, checked every `everyMs`; throws after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
