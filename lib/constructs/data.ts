import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_SCHEMA } from '../../lambdas/adapters/dynamo/table-schema';

export interface DataProps {
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
}

/** The single table (docs/data-model.md), declared from the same schema the local stack creates. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { partitionKey, sortKey, ttlAttribute, indexes } = TABLE_SCHEMA;
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
      globalSecondaryIndexes: indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
    });
  }
}
