import { CreateTableCommand, DescribeTableCommand, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import type { Db } from './client';
import { TABLE_SCHEMA } from './table-schema';

const indexSchema = (index: (typeof TABLE_SCHEMA.indexes)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * Creates the single table (as the CDK stack declares it) unless it exists, and adds any index
 * a table made by an earlier version lacks. Returns true when the table was created.
 */
export async function ensureTable(db: Db): Promise<boolean> {
  try {
    const { Table } = await db.raw.send(new DescribeTableCommand({ TableName: db.tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of TABLE_SCHEMA.indexes.filter((i) => !present.has(i.name))) {
      await db.raw.send(
        new UpdateTableCommand({
          TableName: db.tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
        }),
      );
    }
    return false;
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const { partitionKey, sortKey, indexes, ttlAttribute } = TABLE_SCHEMA;
  const attributes = new Set<string>([partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
  try {
    await db.raw.send(
      new CreateTableCommand({
        TableName: db.tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map(indexSchema),
      }),
    );
  } catch (err) {
    // A first attempt that timed out may have created it: the SDK's retry then finds it there.
    if ((err as Error).name !== 'ResourceInUseException') throw err;
  }
  await db.raw.send(
    new UpdateTimeToLiveCommand({
      TableName: db.tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
