import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '../../core/jobs/job';
import type { JobStore } from '../../core/jobs/job-store';
import type { Db } from './client';
import { keys } from './keys';
import { RUNNING_JOBS_INDEX } from './table-schema';

export type JobReads = Pick<JobStore, 'get' | 'scenes' | 'runningBefore'>;

/** Reading jobs: one job, its rendered scenes, the running jobs older than a moment (the sweeper's). */
export function dynamoJobReads(db: Db): JobReads {
  const { doc, tableName: TableName } = db;
  return {
    async get(jobId) {
      const out = await doc.send(new GetCommand({ TableName, Key: keys.job(jobId), ConsistentRead: true }));
      return out.Item as Job | undefined;
    },

    async scenes(jobId) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :scene)',
          ExpressionAttributeValues: { ':pk': keys.job(jobId).PK, ':scene': 'SCENE#' },
          ConsistentRead: true,
        }),
      );
      return new Map((out.Items ?? []).map((item) => [item.index as number, item.blobKeys as string[]]));
    },

    async runningBefore(cutoff) {
      const jobs: Job[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName,
            IndexName: RUNNING_JOBS_INDEX,
            KeyConditionExpression: 'GSI2PK = :running AND GSI2SK < :cutoff',
            ExpressionAttributeValues: { ':running': keys.runningJob('', '').GSI2PK, ':cutoff': cutoff.toISOString() },
            ExclusiveStartKey,
          }),
        );
        jobs.push(...((page.Items ?? []) as Job[]));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return jobs;
    },
  };
}
