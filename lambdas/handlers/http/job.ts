import { getJob } from '../../core/jobs/get-job';
import { jobDeps } from '../job-deps';
import { httpHandler } from './http-handler';

/** GET /v1/job/{id} (spec §4.3). */
export const handler = httpHandler(async ({ account, params }) => ({
  status: 200,
  body: await getJob(jobDeps(), account, params.id ?? ''),
}));
