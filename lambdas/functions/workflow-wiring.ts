/** What the workflow's task functions share: job transitions, the job's files, the final event. */
import { renderSlots } from '../adapters/aws/deployment-settings';
import { renderCapacity } from '../adapters/dynamo/capacity-store';
import { jobProgress } from '../adapters/dynamo/job-store';
import { admissionCallbacks } from '../adapters/sfn/sfn-task-callbacks';
import { objectStore } from '../adapters/s3/s3-blob-store';
import { webhookEventPublisher } from '../adapters/webhooks/sqs-event-publisher';
import { JOB_ENDING } from './port-needs';
import { clock, log } from './shared-wiring';

/** Admitting jobs into the render slots: the fair queue, and the waiting workflows' tokens. */
export const admission = { capacity: renderCapacity, callbacks: admissionCallbacks, renderSlots, clock, log };

/** Ending a job deletes its scene clips, presigns the video for video.completed, and admits the next jobs into the slots it frees. */
export const jobEnding = {
  ...admission,
  jobs: jobProgress,
  blobs: objectStore(JOB_ENDING.blobs),
  events: webhookEventPublisher,
};
