import { join } from 'node:path';
import { createDb, type Db } from '../adapters/dynamo/client';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/local/bootstrap-table';
import { startDynamoDbLocal } from '../adapters/local/dynamodb-local';
import { readRuntimeInfo } from '../local/local-config';

export interface Connection {
  db: Db;
  close(): Promise<void>;
}

/**
 * Finds the database the operator means: a deployed table when one is named,
 * else the running local stack of DATA_DIR, else that DATA_DIR's database started just for this command.
 */
export async function connect(options: { table?: string; region?: string; dataDir: string }): Promise<Connection> {
  if (options.table) {
    const db = createDb({ tableName: options.table, region: options.region });
    return { db, close: async () => db.raw.destroy() };
  }
  const running = readRuntimeInfo(options.dataDir);
  if (running) {
    const db = createDb({ tableName: running.tableName, endpoint: running.dynamodbEndpoint });
    return { db, close: async () => db.raw.destroy() };
  }
  const dynamo = await startDynamoDbLocal({ dataDir: join(options.dataDir, 'dynamodb') });
  const db = createDb({ tableName: DEFAULT_TABLE_NAME, endpoint: dynamo.endpoint });
  await ensureTable(db);
  return {
    db,
    close: async () => {
      db.raw.destroy();
      await dynamo.stop();
    },
  };
}
