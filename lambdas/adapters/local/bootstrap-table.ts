import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import type { Db } from '../dynamo/client';
import { TABLE_SCHEMA } from '../dynamo/table-schema';

/** Creates the single table (as the CDK stack declares it) unless it exists. Returns true when created. */
export async function ensureTable(db: Db): Promise<boolean> {
  try {
    await db.raw.send(new DescribeTableCommand({ TableName: db.tableName }));
    return false;
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const { partitionKey, sortKey, indexes, ttlAttribute } = TABLE_SCHEMA;
  const attributes = new Set<string>([partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
  await db.raw.send(
    new CreateTableCommand({
      TableName: db.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await db.raw.send(
    new UpdateTimeToLiveCommand({
      TableName: db.tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
