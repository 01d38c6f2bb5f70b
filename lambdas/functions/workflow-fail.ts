import { awsPorts } from '../adapters/aws/aws-ports';
import { makeFailHandler } from '../handlers/workflow/fail';
import { jobEnding } from './workflow-wiring';

/** The job machine's failure path: failed, refunded, slot released, video.failed sent. */
export const wiring = jobEnding;
export const handler = makeFailHandler(awsPorts(wiring));
