import { getJob } from '../../core/jobs/get-job';
import type { JobReader } from '../../core/jobs/job-store';
import type { UrlSigner } from '../../core/ports/blob-store';
import { authenticatedRoute, type AuthPorts } from './http-handler';

export interface JobPorts extends AuthPorts {
  jobs: JobReader;
  urls: UrlSigner;
}

/** GET /v1/job/{id} (spec §4.3). */
export const makeJobHandler = (ports: JobPorts) =>
  authenticatedRoute(ports, async ({ account, params }) => ({ status: 200, body: await getJob(ports, account, params.id ?? '') }));
