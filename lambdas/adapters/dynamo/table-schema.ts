/** Sparse: only running jobs carry its keys, so the sweeper reads them oldest first. */
export const RUNNING_JOBS_INDEX = 'GSI2';

/**
 * The single table's physical design, shared by the local bootstrap and the CDK
 * stack so the two can never disagree. Key patterns: docs/data-model.md.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: RUNNING_JOBS_INDEX, partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export const DEFAULT_TABLE_NAME = 'video-service';
