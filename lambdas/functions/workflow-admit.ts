import { awsPorts } from '../adapters/aws/aws-ports';
import { sceneConcurrency } from '../adapters/aws/deployment-settings';
import { jobProgress } from '../adapters/dynamo/job-store';
import { makeAdmitHandler } from '../handlers/workflow/admit';
import { admission } from './workflow-wiring';
import type { WiringFor } from './catalogue';

/** The render machine's first task (with a task token): the job joins the fair queue for render slots, or is admitted at once. */
export const wiring = { ...admission, jobs: jobProgress, sceneConcurrency } satisfies WiringFor<'workflow-admit'>;
export const handler = makeAdmitHandler(awsPorts(wiring));
