import { awsPorts } from '../adapters/aws/aws-ports';
import { jobProgress } from '../adapters/dynamo/job-store';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import { clock } from './shared-wiring';
import type { WiringFor } from './catalogue';

/** The render machine's first task: the job is queued; its scenes are listed. */
export const wiring = { jobs: jobProgress, clock } satisfies WiringFor<'workflow-prepare'>;
export const handler = makePrepareHandler(awsPorts(wiring));
