import type { ComposedVideo } from '../../core/jobs/job-store';
import { finalizeJob, type WorkflowServices } from '../../core/jobs/workflow-steps';
import { logJobEnd } from './job-end-log';
import { workflowTask } from './task';

/** Workflow step: the video is done; the job succeeds and video.completed is sent. */
export const makeFinalizeHandler = (ports: WorkflowServices) =>
  workflowTask('finalize', async (input: { jobId: string; video: ComposedVideo }) => {
    await finalizeJob(ports, input.jobId, input.video);
    await logJobEnd(ports, input.jobId);
    return { jobId: input.jobId, status: 'succeeded' };
  });
