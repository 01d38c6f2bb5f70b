import { awsPorts } from '../adapters/aws/aws-ports';
import { jobProgress } from '../adapters/dynamo/job-store';
import { clipModels } from '../adapters/render/clip-models';
import { objectStore } from '../adapters/s3/s3-blob-store';
import { JOB_FILES_PREFIX } from '../core/jobs/blob-keys';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import { clock } from './shared-wiring';

/** The render machine's first task: the job is queued; its scenes are listed, with those a model makes a clip for. */
// The job's request is read only to find the scenes a clip model makes: only a deployment with one may.
export const wiring = { jobs: jobProgress, clock, blobs: objectStore({ read: [JOB_FILES_PREFIX] }, 'clipModel'), clipModels };
export const handler = makePrepareHandler(awsPorts(wiring));
