import type { JobStore } from '../core/jobs/job-store';
import type { BlobStore } from '../core/ports/blob-store';
import { awsBlobStore, awsJobStore } from './aws-factories';
import { compositionRoot, type Factories } from './composition';

/** GET /v1/job's composition root: polling loads the job store and the bucket's signer, nothing else. */
export interface JobDeps {
  jobs: JobStore;
  blobs: BlobStore;
}

const awsDefaults: Factories<JobDeps> = { jobs: awsJobStore, blobs: awsBlobStore };

const root = compositionRoot(awsDefaults);
export const jobDeps = root.get;
export const configureJobDeps = root.configure;
