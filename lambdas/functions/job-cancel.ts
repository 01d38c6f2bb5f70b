import { awsPorts } from '../adapters/aws/aws-ports';
import { jobWorkflowStopper } from '../adapters/sfn/sfn-workflow';
import { makeJobCancelHandler } from '../handlers/http/job-cancel';
import { auth } from './shared-wiring';
import { jobEnding } from './workflow-wiring';
import type { WiringFor } from './catalogue';

/** POST /v1/job/{id}/cancel: ends the job as the failure path does (refund, slots, video.failed), and stops its executions. */
export const wiring = { ...auth, ...jobEnding, workflow: jobWorkflowStopper } satisfies WiringFor<'job-cancel'>;
export const handler = makeJobCancelHandler(awsPorts(wiring));
