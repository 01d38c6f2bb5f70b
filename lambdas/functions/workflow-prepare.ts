import { awsPorts } from '../adapters/aws/aws-ports';
import { jobProgress } from '../adapters/dynamo/job-store';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import { clock } from './shared-wiring';

/** The render machine's first task: the job is queued; its scenes are listed. */
export const wiring = { jobs: jobProgress, clock };
export const handler = makePrepareHandler(awsPorts(wiring));
