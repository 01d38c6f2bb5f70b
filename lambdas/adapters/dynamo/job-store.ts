import type { JobAcceptance, JobProgress, JobReader, JobStore } from '../../core/jobs/job-store';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { JOB_ACCEPTANCE, JOB_PROGRESS, JOB_READER, JOB_SWEEP } from './declarations';
import { dynamoJobAcceptance } from './job-acceptance';
import { dynamoJobReads } from './job-reads';
import { dynamoJobTransitions } from './job-transitions';

/** The jobs in the table, every port view at once (the local stack's); each AWS function builds only the views it is granted. */
export function dynamoJobStore(db: Db): JobStore {
  return { ...dynamoJobReads(db), ...dynamoJobAcceptance(db), ...dynamoJobTransitions(db) };
}

export const jobReader = awsAdapter({
  ...JOB_READER,
  create: ({ TABLE_NAME }): JobReader => ({ get: dynamoJobReads(tableDb(TABLE_NAME)).get }),
});

export const jobAcceptance = awsAdapter({
  ...JOB_ACCEPTANCE,
  create: ({ TABLE_NAME }): JobAcceptance => dynamoJobAcceptance(tableDb(TABLE_NAME)),
});

export const jobProgress = awsAdapter({
  ...JOB_PROGRESS,
  create: ({ TABLE_NAME }): JobProgress => {
    const db = tableDb(TABLE_NAME);
    const { get, scenes } = dynamoJobReads(db);
    return { get, scenes, ...dynamoJobTransitions(db) };
  },
});

export const jobSweep = awsAdapter({
  ...JOB_SWEEP,
  create: ({ TABLE_NAME }): JobProgress & Pick<JobStore, 'runningBefore'> => {
    const db = tableDb(TABLE_NAME);
    return { ...dynamoJobReads(db), ...dynamoJobTransitions(db) };
  },
});
