import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { DEFAULT_TABLE_NAME } from './table-schema';
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

export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  return {
    tableName: env.TABLE_NAME ?? DEFAULT_TABLE_NAME,
    endpoint: env.DYNAMODB_ENDPOINT || undefined,
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION,
  };
}

export function createDb(config: DbConfig): Db {
  const raw = new DynamoDBClient({
    endpoint: config.endpoint,
    region: config.region ?? 'us-east-1',
    // DynamoDB Local accepts any credentials; real AWS uses the default chain.
    ...(config.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: 3,
    // Fail fast when the database is gone, so callers get a 503 instead of hanging.
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1_000, requestTimeout: 5_000 }),
  });
  mapUnavailable(raw);
  const doc = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, raw, tableName: config.tableName };
}

let shared: Db | undefined;
/** Created once per Lambda container / process and reused. */
export function sharedDb(): Db {
  shared ??= createDb(dbConfigFromEnv());
  return shared;
}
