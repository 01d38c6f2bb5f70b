import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../../lambdas/adapters/dynamo/client';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../lambdas/adapters/dynamo/dynamodb-local';
import { freePort } from '../../lambdas/shared/free-port';
import { createOutboundGuard } from '../../lambdas/adapters/outbound/outbound-guard';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../lambdas/local/local-stack';
import { eventReceiver, ledger, type Ledger } from './consistency';

export interface FaultStack {
  stack: LocalStack;
  db: Db;
  ledger: Ledger;
  events: Awaited<ReturnType<typeof eventReceiver>>;
  /** Stops DynamoDB Local (its process ends; every call to it fails) and starts it again on the same data and port after `downMs`. */
  databaseOutage(downMs: number): Promise<void>;
}

/**
 * The local stack on a DynamoDB Local of its own, kept on disk so that a test can stop it and
 * bring it back on the same data and port, and a receiver subscribed to every account's final
 * events. The stack delivers to 127.0.0.1 and is never restarted: what a fault leaves must end by itself.
 */
export function useFaultStack(options: Pick<LocalStackOptions, 'timeScale' | 'renderLimitSeconds' | 'renderWorkers' | 'ports'>): FaultStack {
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
  const context = { ledger: ledger() } as FaultStack;
  let dynamo: DynamoDbLocal;
  let port: number;
  const startDatabase = async () => (dynamo = await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb'), port }));
  beforeAll(async () => {
    port = await freePort();
    await startDatabase();
    context.events = await eventReceiver();
    context.stack = await startLocalStack({
      ...options,
      dynamodbEndpoint: dynamo.endpoint,
      tableName: 'faults',
      port: 0,
      webhooks: {
        guard: createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'] }),
        // Retries seconds apart instead of 30 and 120; an attempt timeout above a loaded machine's connect time.
        delivery: { attemptTimeoutMs: 2_000, retryDelaysSeconds: [1, 2] },
      },
    });
    context.db = createDb({ tableName: 'faults', endpoint: dynamo.endpoint });
    context.databaseOutage = async (downMs) => {
      await dynamo.stop();
      await new Promise((r) => setTimeout(r, downMs));
      await startDatabase();
    };
  });
  afterAll(async () => {
    await context.stack?.stop();
    await context.events?.receiver.close();
    context.db?.raw.destroy();
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return context;
}
