import { finalizeJob } from '../../core/jobs/workflow-steps';
import { workflowDeps } from '../workflow-deps';

/** Workflow step: the video is done; the job succeeds and video.completed is sent. */
export const handler = async (input: { jobId: string; video: { videoKey: string; videoBytes: number } }) => {
  await finalizeJob(workflowDeps(), input.jobId, input.video);
  return { jobId: input.jobId, status: 'succeeded' };
};
