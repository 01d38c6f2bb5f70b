import { idempotencyKeyOf } from '../../core/jobs/acceptance';
import { startRender, type RenderServices } from '../../core/jobs/start-render';
import type { RoutePorts } from '../../route-facts';
import { logger } from '../../shared/logger';
import { authenticatedRoute } from './http-handler';

/** POST /v1/render (spec §4.2); an accepted render starts the job's lifecycle lines in the log. */
export const makeRenderHandler = (ports: RenderServices & RoutePorts) =>
  authenticatedRoute(ports, async ({ account, body, headers }) => {
    const result = await startRender(ports, { account, body, idempotencyKey: idempotencyKeyOf(headers['idempotency-key']) });
    if (result.status === 202) logger.info('job accepted', { jobId: result.body.job_id, scenes: result.body.scenes, credits: result.body.credits_used });
    return result;
  });
