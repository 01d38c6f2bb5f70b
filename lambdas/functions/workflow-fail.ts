import { awsPorts } from '../adapters/aws/aws-ports';
import { emfMetrics } from '../adapters/metrics/emf-metrics';
import { makeFailHandler } from '../handlers/workflow/fail';
import { jobEnding } from './workflow-wiring';
import type { WiringFor } from './catalogue';

/** The job machine's failure path: failed, refunded, slot released, video.failed sent; timeouts counted for their alarm. */
export const wiring = { ...jobEnding, metrics: emfMetrics } satisfies WiringFor<'workflow-fail'>;
export const handler = makeFailHandler(awsPorts(wiring));
