import { join } from 'node:path';
import type { HttpHandler } from '../handlers/http/http-handler';
import type { JobPorts } from '../handlers/http/job';
import type { JobCancelPorts } from '../handlers/http/job-cancel';
import type { RenderServices } from '../core/jobs/start-render';
import type { HookServices } from '../core/webhooks/manage-hooks';
import type { TestHookServices } from '../core/webhooks/test-hook';
import { FALLBACK_HANDLER, handlerOf, type RoutePorts } from '../route-facts';
import { ROUTES, type RouteName } from '../routes';

/** Every port some API route reads, as the local stack provides them. */
export type LocalApiPorts = RenderServices & JobPorts & JobCancelPorts & HookServices & TestHookServices & RoutePorts & { referenceUi: () => Promise<string> };

const ROOT = join(import.meta.dirname, '..', '..');

/** A route's handler (lambdas/route-facts.ts handlerOf), made from the local ports by the maker its AWS entry calls. */
async function localHandler(name: string, ports: LocalApiPorts): Promise<HttpHandler> {
  const { module, export: maker } = handlerOf(name);
  const makers = (await import(join(ROOT, module))) as Record<string, (ports: LocalApiPorts) => HttpHandler>;
  return makers[maker]!(ports);
}

/** The route table's handlers, and the fallback's, from the local ports. */
export async function localRouteHandlers(ports: LocalApiPorts): Promise<{ routes: Record<RouteName, HttpHandler>; fallback: HttpHandler }> {
  const routes = await Promise.all(ROUTES.map(async (route) => [route.name, await localHandler(route.name, ports)] as const));
  return { routes: Object.fromEntries(routes) as Record<RouteName, HttpHandler>, fallback: await localHandler(FALLBACK_HANDLER, ports) };
}
