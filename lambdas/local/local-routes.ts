import type { HttpHandler } from '../handlers/http/http-handler';
import type { JobPorts } from '../handlers/http/job';
import { makeDocsHandler } from '../handlers/http/docs';
import { makeDocsUiHandler } from '../handlers/http/docs-ui';
import { makeJobHandler } from '../handlers/http/job';
import { makeJobCancelHandler, type JobCancelPorts } from '../handlers/http/job-cancel';
import { makeMeHandler } from '../handlers/http/me';
import { makeNotFoundHandler } from '../handlers/http/not-found';
import { makeOpenApiHandler } from '../handlers/http/openapi';
import { makeRenderHandler } from '../handlers/http/render';
import { makeWebhookCreateHandler } from '../handlers/http/webhook-create';
import { makeWebhookDeleteHandler } from '../handlers/http/webhook-delete';
import { makeWebhookDeliveriesHandler } from '../handlers/http/webhook-deliveries';
import { makeWebhookEventsHandler } from '../handlers/http/webhook-events';
import { makeWebhookListHandler } from '../handlers/http/webhook-list';
import { makeWebhookTestHandler } from '../handlers/http/webhook-test';
import { makeWebhookUpdateHandler } from '../handlers/http/webhook-update';
import type { RenderServices } from '../core/jobs/start-render';
import type { HookServices } from '../core/webhooks/manage-hooks';
import type { TestHookServices } from '../core/webhooks/test-hook';
import type { RouteName } from '../routes';
import { referenceUiScript } from '../adapters/docs/reference-ui';

/** Every port some API route reads, as the local stack provides them. */
export type LocalApiPorts = RenderServices & JobPorts & JobCancelPorts & HookServices & TestHookServices;

/** The route table's handlers built from the local ports: the same makers the AWS entries call. */
export function localRouteHandlers(ports: LocalApiPorts): { routes: Record<RouteName, HttpHandler>; fallback: HttpHandler } {
  return {
    routes: {
      me: makeMeHandler(ports),
      render: makeRenderHandler(ports),
      job: makeJobHandler(ports),
      'job-cancel': makeJobCancelHandler(ports),
      'webhook-events': makeWebhookEventsHandler(ports),
      'webhook-list': makeWebhookListHandler(ports),
      'webhook-create': makeWebhookCreateHandler(ports),
      'webhook-update': makeWebhookUpdateHandler(ports),
      'webhook-delete': makeWebhookDeleteHandler(ports),
      'webhook-test': makeWebhookTestHandler(ports),
      'webhook-deliveries': makeWebhookDeliveriesHandler(ports),
      openapi: makeOpenApiHandler(),
      docs: makeDocsHandler(),
      'docs-ui': makeDocsUiHandler({ referenceUi: referenceUiScript }),
    },
    fallback: makeNotFoundHandler(),
  };
}
