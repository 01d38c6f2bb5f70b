import { idempotencyKeyOf } from '../../core/jobs/acceptance';
import { startRender, type RenderServices } from '../../core/jobs/start-render';
import { authenticatedRoute } from './http-handler';

/** POST /v1/render (spec §4.2). */
export const makeRenderHandler = (ports: RenderServices) =>
  authenticatedRoute(ports, async ({ account, body, headers }) =>
    startRender(ports, { account, body, idempotencyKey: idempotencyKeyOf(headers['idempotency-key']) }),
  );
