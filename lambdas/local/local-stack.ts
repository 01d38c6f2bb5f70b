import { join } from 'node:path';
import { createAccount } from '../admin/accounts';
import { dynamoAccountStore } from '../adapters/dynamo/account-store';
import { createDb } from '../adapters/dynamo/client';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/local/bootstrap-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '../adapters/local/dynamodb-local';
import { startHttpServer } from '../adapters/local/http-server';
import { configureDeps } from '../handlers/deps';
import { clearRuntimeInfo, writeRuntimeInfo } from './local-config';

export interface LocalStackOptions {
  host?: string;
  port?: number;
  /** Keeps the database here across restarts; omitted, the database lives in memory. */
  dataDir?: string;
  tableName?: string;
  /** Use an already running DynamoDB Local instead of starting one. */
  dynamodbEndpoint?: string;
  /** Create the demo account when the table is new. */
  demoAccount?: boolean;
}

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  demo?: { user_id: string; api_key: string };
  stop(): Promise<void>;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', name: 'Demo Agency', plan: 'agency', credits: 1_000 } as const;

/** The whole service on one machine: the same handlers, DynamoDB Local, served over HTTP. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  let dynamo: DynamoDbLocal | undefined;
  const endpoint =
    options.dynamodbEndpoint ??
    (dynamo = await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') })).endpoint;
  const db = createDb({ tableName, endpoint });
  try {
    const created = await ensureTable(db);
    const accounts = dynamoAccountStore(db);
    configureDeps({ accounts });
    const demo = created && options.demoAccount ? await createAccount(accounts, DEMO_ACCOUNT) : undefined;
    const { server, url } = await startHttpServer({ host: options.host ?? '127.0.0.1', port: options.port ?? 3000 });
    if (options.dataDir) writeRuntimeInfo(options.dataDir, { url, dynamodbEndpoint: endpoint, tableName, pid: process.pid });

    return {
      url,
      dynamodbEndpoint: endpoint,
      tableName,
      demo,
      async stop() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        if (options.dataDir) clearRuntimeInfo(options.dataDir);
        db.raw.destroy();
        await dynamo?.stop();
      },
    };
  } catch (err) {
    db.raw.destroy();
    await dynamo?.stop();
    throw err;
  }
}
