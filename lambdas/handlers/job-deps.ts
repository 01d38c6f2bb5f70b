import type { JobStore } from '../core/jobs/job-store';
import type { UrlSigner } from '../core/ports/blob-store';
import { s3UrlSigner } from '../adapters/s3/s3-url-signer';
import { awsJobStore } from './aws-factories';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/** GET /v1/job's composition root: polling loads the job store and the bucket's URL signer, nothing else. */
export interface JobDeps {
  jobs: JobStore;
  urls: UrlSigner;
}

const awsDefaults: Factories<JobDeps> = {
  jobs: awsJobStore,
  urls: () => s3UrlSigner({ bucketDomain: requiredEnv('BUCKET_DOMAIN'), region: requiredEnv('AWS_REGION') }),
};

const root = compositionRoot(awsDefaults);
export const jobDeps = root.get;
export const configureJobDeps = root.configure;
