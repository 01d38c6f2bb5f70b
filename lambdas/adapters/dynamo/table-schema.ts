/**
 * The single table's physical design, shared by the local bootstrap and the CDK
 * stack so the two can never disagree. Key patterns: docs/data-model.md.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  indexes: [{ name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
} as const;

export const DEFAULT_TABLE_NAME = 'video-service';
