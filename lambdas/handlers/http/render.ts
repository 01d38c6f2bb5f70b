import { idempotencyKeyOf } from '../../core/jobs/acceptance';
import { startRender } from '../../core/jobs/start-render';
import { deps } from '../deps';
import { httpHandler } from './http-handler';

/** POST /v1/render (spec §4.2). */
export const handler = httpHandler(async ({ account, body, headers }) =>
  startRender(deps(), { account, body, idempotencyKey: idempotencyKeyOf(headers['idempotency-key']) }),
);
