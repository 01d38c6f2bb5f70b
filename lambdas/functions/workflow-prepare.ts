import { awsPorts } from '../adapters/aws/aws-ports';
import { jobProgress } from '../adapters/dynamo/job-store';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import type { WiringFor } from './catalogue';

/** The render machine's task after admission: the job's scenes are listed. */
export const wiring = { jobs: jobProgress } satisfies WiringFor<'workflow-prepare'>;
export const handler = makePrepareHandler(awsPorts(wiring));
