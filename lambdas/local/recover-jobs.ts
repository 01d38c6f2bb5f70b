import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../adapters/dynamo/client';
import { RUNNING_STATUSES } from '../core/jobs/job';
import { handler as fail } from '../handlers/workflow/fail';

/**
 * A local stack that stopped mid-render leaves jobs no runner will finish (in AWS the
 * state machine outlives any process). On start they take the failure path: refunded,
 * slot released, video.failed sent, so no job looks alive forever.
 */
export async function failInterruptedJobs(db: Db): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: '#type = :job AND #s IN (:a, :b, :c)',
        ExpressionAttributeNames: { '#type': 'type', '#s': 'status' },
        ExpressionAttributeValues: { ':job': 'job', ':a': RUNNING_STATUSES[0], ':b': RUNNING_STATUSES[1], ':c': RUNNING_STATUSES[2] },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await fail({ jobId: item.jobId as string, error: { Error: 'Interrupted', Cause: 'the local service stopped while this job was running' } });
      count++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
