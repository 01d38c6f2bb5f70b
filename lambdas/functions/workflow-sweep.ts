import { awsPorts } from '../adapters/aws/aws-ports';
import { fixed } from '../adapters/aws/declaration';
import { renderLimit } from '../adapters/aws/deployment-settings';
import { jobSweep } from '../adapters/dynamo/job-store';
import { emfMetrics } from '../adapters/metrics/emf-metrics';
import { jobWorkflowStarter } from '../adapters/sfn/sfn-workflow';
import { SWEEPER } from '../core/settings';
import { makeSweepHandler } from '../handlers/workflow/sweep';
import { jobEnding } from './workflow-wiring';
import type { WiringFor } from './catalogue';

/** Every minute: starts jobs whose start was lost, fails and refunds jobs the workflow failed to end, hands over lost admissions, admits waiting jobs. */
export const wiring = { ...jobEnding, jobs: jobSweep, workflow: jobWorkflowStarter, metrics: emfMetrics, renderLimitSeconds: renderLimit, sweeper: fixed(SWEEPER) } satisfies WiringFor<'workflow-sweep'>;
export const handler = makeSweepHandler(awsPorts(wiring));
