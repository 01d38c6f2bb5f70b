import { sweepJobs, type SweepServices } from '../../core/jobs/sweep';
import { logger } from '../../shared/logger';
import { workflowTask } from './task';

/** The scheduled sweeper: starts lost starts, fails what the workflow failed to end, announces what ended unannounced (lambdas/core/jobs/sweep.ts). */
export const makeSweepHandler = (ports: SweepServices) =>
  workflowTask('sweep', async (_: object) => {
    const swept = await sweepJobs(ports);
    if (swept.started.length || swept.failed.length || swept.announced.length) logger.warn('sweeper acted', swept);
    return swept;
  });
