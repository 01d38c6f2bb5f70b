import { sweepJobs, type SweepServices } from '../../core/jobs/sweep';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

/** The scheduled sweeper (lambdas/core/jobs/sweep.ts): what it did is logged; a job it could not sweep is counted there, never thrown. */
export const makeSweepHandler = (ports: SweepServices) =>
  workflowTask('sweep', async (_: object) => {
    const swept = await sweepJobs(ports);
    if (Object.values(swept).some((jobs) => jobs.length > 0)) logger.warn('sweeper acted', { ...swept });
    return swept;
  });
