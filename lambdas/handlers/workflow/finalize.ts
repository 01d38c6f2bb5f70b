import type { ComposedVideo } from '../../core/jobs/job-store';
import { finalizeJob, type EndingServices } from '../../core/jobs/workflow-steps';
import { logJobEnd } from './job-end-log';
import { workflowTask } from './task';

/** Workflow step: the video is done; the job succeeds, video.completed is sent, the next jobs are admitted. */
export const makeFinalizeHandler = (ports: EndingServices) =>
  workflowTask('finalize', async (input: { jobId: string; video: ComposedVideo }) => {
    await finalizeJob(ports, input.jobId, input.video);
    await logJobEnd(ports, input.jobId);
    return { jobId: input.jobId, status: 'succeeded' };
  });
