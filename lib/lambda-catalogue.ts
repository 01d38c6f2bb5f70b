import { FALLBACK_HANDLER, ROUTES, handlerEntry } from '../lambdas/routes';
import type { BundleKind } from './bundling';

/** One Lambda of the service: its handler file and how it is bundled. */
export interface LambdaBundle {
  name: string;
  entry: string;
  kind: BundleKind;
  /** API handlers are measured against the cold-start targets (issue 8). */
  api: boolean;
}

/** How a route's function is bundled: only the one serving the reference page's script carries it. */
export function routeBundleKind(name: string): BundleKind {
  return name === 'docs-ui' ? 'reference-ui' : 'plain';
}

/** Every Lambda the stack deploys, for `npm run build` and the cold-start bench. */
export function lambdaBundles(): LambdaBundle[] {
  const api = [...ROUTES.map((r) => r.name), FALLBACK_HANDLER].map((name) => ({ name, entry: handlerEntry(name), kind: routeBundleKind(name), api: true }));
  const workflow = ['prepare', 'finalize', 'fail'].map((name) => ({ name: `workflow-${name}`, entry: `lambdas/handlers/workflow/${name}.ts`, kind: 'plain' as const, api: false }));
  return [
    ...api,
    ...workflow,
    { name: 'render-step', entry: 'lambdas/handlers/queue/render-step.ts', kind: 'render', api: false },
    { name: 'webhook-delivery', entry: 'lambdas/handlers/queue/webhook-delivery.ts', kind: 'plain', api: false },
  ];
}
