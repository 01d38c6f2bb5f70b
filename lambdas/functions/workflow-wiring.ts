/** What the workflow's task functions share: job transitions, the job's files, the final event. */
import { jobProgress } from '../adapters/dynamo/job-store';
import { objectStore } from '../adapters/s3/s3-blob-store';
import { webhookEventPublisher } from '../adapters/webhooks/sqs-event-publisher';
import { FUNCTION_PORTS } from './catalogue';
import { clock } from './shared-wiring';

/** Ending a job deletes its scene clips and presigns the video for video.completed. */
export const jobEnding = {
  jobs: jobProgress,
  blobs: objectStore(FUNCTION_PORTS['workflow-finalize'].blobs),
  events: webhookEventPublisher,
  clock,
};
