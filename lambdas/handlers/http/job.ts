import { getJob, type JobServices } from '../../core/jobs/get-job';
import { authenticatedRoute, type AuthPorts } from './http-handler';

export interface JobPorts extends AuthPorts, JobServices {}

/** GET /v1/job/{id} (spec §4.3), with a poll hint (Retry-After, seconds) while the job runs or waits. */
export const makeJobHandler = (ports: JobPorts) =>
  authenticatedRoute(ports, async ({ account, params }) => {
    const { view, pollAfterSeconds } = await getJob(ports, account, params.id ?? '');
    return { status: 200, body: view, ...(pollAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(pollAfterSeconds) } }) };
  });
