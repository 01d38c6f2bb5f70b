import type { Context } from 'aws-lambda';
import { makeRenderStepHandler } from '../handlers/queue/render-step';
import { makeWebhookDeliveryHandler } from '../handlers/queue/webhook-delivery';
import { makeAdmitHandler } from '../handlers/workflow/admit';
import { makeClipCheckHandler, makeClipStartHandler } from '../handlers/workflow/clips';
import { makeFailHandler } from '../handlers/workflow/fail';
import { makeFinalizeHandler } from '../handlers/workflow/finalize';
import { makePrepareHandler } from '../handlers/workflow/prepare';
import { makeSweepHandler } from '../handlers/workflow/sweep';
import { FALLBACK_HANDLER } from '../route-facts';
import type { LocalPorts } from './local-ports';
import { localRouteHandlers } from './local-routes';

/** A function as the local stack invokes it: Lambda's (event, context). */
export type LocalHandler = (event: never, context: Context) => Promise<unknown>;

/**
 * Every function of the catalogue (lambdas/functions/catalogue.ts), built by the same makers as
 * its AWS entry, from local ports.
 */
export async function localFunctions(ports: LocalPorts): Promise<Record<string, LocalHandler>> {
  const { routes, fallback } = await localRouteHandlers(ports);
  return {
    ...routes,
    [FALLBACK_HANDLER]: fallback,
    'workflow-admit': makeAdmitHandler(ports),
    'workflow-prepare': makePrepareHandler(ports),
    'clip-start': makeClipStartHandler({ ...ports, clips: ports.clipStarter }),
    'clip-check': makeClipCheckHandler({ ...ports, clips: ports.clipChecker }),
    'workflow-finalize': makeFinalizeHandler(ports),
    'workflow-fail': makeFailHandler(ports),
    'workflow-sweep': makeSweepHandler(ports),
    'render-step': makeRenderStepHandler(ports),
    'webhook-delivery': makeWebhookDeliveryHandler(ports),
  } as Record<string, LocalHandler>;
}
