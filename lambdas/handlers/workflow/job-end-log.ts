import type { WorkflowServices } from '../../core/jobs/workflow-steps';
import { logger } from '../../shared/logger';

/** The last of a job's lifecycle lines: how it ended and how long after it was accepted. */
export async function logJobEnd(ports: Pick<WorkflowServices, 'jobs' | 'clock'>, jobId: string): Promise<void> {
  const job = await ports.jobs.get(jobId);
  if (!job) return;
  const line = { jobId, status: job.status, ms: ports.clock.now().getTime() - Date.parse(job.createdAt) };
  if (job.status === 'succeeded') logger.info('job succeeded', line);
  else logger.warn(`job ${job.status}`, { ...line, error: job.error });
}
