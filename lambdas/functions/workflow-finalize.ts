import { awsPorts } from '../adapters/aws/aws-ports';
import { makeFinalizeHandler } from '../handlers/workflow/finalize';
import { jobEnding } from './workflow-wiring';
import type { WiringFor } from './catalogue';

/** The render machine's last task: the job succeeds, video.completed is sent. */
export const wiring = jobEnding satisfies WiringFor<'workflow-finalize'>;
export const handler = makeFinalizeHandler(awsPorts(wiring));
