import { cancelJob, type CancelServices } from '../../core/jobs/cancel-job';
import { validationFailed } from '../../core/errors';
import { authenticatedRoute, type AuthPorts } from './http-handler';

export interface JobCancelPorts extends AuthPorts, CancelServices {}

/** POST /v1/job/{id}/cancel: no body (one sent is refused, so that nothing a caller sends is silently ignored); 200 with the cancelled job. */
export const makeJobCancelHandler = (ports: JobCancelPorts) =>
  authenticatedRoute(ports, async ({ account, params, body }) => {
    if (body !== undefined) throw validationFailed([{ path: 'body', message: 'cancel takes no body' }]);
    return { status: 200, body: await cancelJob(ports, account, params.id ?? '') };
  });
