import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { mapUnavailable } from './unavailable';

export interface DbConfig {
  tableName: string;
  endpoint?: string;
  region?: string;
}

export interface Db {
  doc: DynamoDBDocumentClient;
  raw: DynamoDBClient;
  tableName: string;
}

/**
 * How long one table call may take before the caller hears 503 DB_UNAVAILABLE: two attempts of
 * at most 4 s each. DynamoDB answers in milliseconds, DynamoDB Local on a loaded machine in
 * seconds; a database that accepts connections but never answers (a stopped DynamoDB Local)
 * held requests for ~40 s while the HTTP handler only warned at its timeout.
 */
export const DB_CALL = { connectionTimeoutMs: 1_000, requestTimeoutMs: 4_000, maxAttempts: 2 } as const;

export function createDb(config: DbConfig): Db {
  const raw = new DynamoDBClient({
    endpoint: config.endpoint,
    // DynamoDB Local answers to any region; in AWS the SDK takes the function's own.
    region: config.region ?? (config.endpoint ? 'local' : undefined),
    // DynamoDB Local accepts any credentials; real AWS uses the default chain.
    ...(config.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: DB_CALL.maxAttempts,
    // Fail fast when the database is gone, so callers get a 503 instead of hanging.
    // throwOnRequestTimeout: without it the handler only warns when requestTimeout passes, and waits on.
    requestHandler: new NodeHttpHandler({ connectionTimeout: DB_CALL.connectionTimeoutMs, requestTimeout: DB_CALL.requestTimeoutMs, throwOnRequestTimeout: true }),
  });
  mapUnavailable(raw);
  const doc = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, raw, tableName: config.tableName };
}

const clients = new Map<string, Db>();
/** One client per table for the container's life, shared by every adapter of the function. */
export function tableDb(tableName: string): Db {
  let db = clients.get(tableName);
  if (!db) clients.set(tableName, (db = createDb({ tableName })));
  return db;
}
