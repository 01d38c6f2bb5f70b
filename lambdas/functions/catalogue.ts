/**
 * Every Lambda function of the service: its entry, how it is bundled, its size and what each of
 * its ports needs from the deployment. Plain data: the CDK stack reads it without loading any
 * function's code (no SDK, no native canvas), creates one function per definition and derives its
 * environment and grants from the ports' declarations; `npm run build` and the cold-start bench
 * bundle the same entries. Each entry (lambdas/functions/<name>.ts) builds the ports named here
 * (`satisfies WiringFor<name>`), and test/unit/wiring/function-entries.test.ts checks that every
 * adapter it builds declares exactly what is listed here.
 */
import { RENDER_LIMIT, SCENE_CONCURRENCY } from '../adapters/aws/deployment-settings';
import type { AwsAdapter, Wiring } from '../adapters/aws/declaration';
import { CONFIGURED_MODEL_LIFECYCLES } from '../adapters/bedrock/declarations';
import { HOOK_WRITER, JOB_PROGRESS, JOB_SWEEP, SCENE_CACHE_INDEX } from '../adapters/dynamo/declarations';
import { CLIP_CHECKER, CLIP_FILES, CLIP_STARTER, RENDER_ENGINE } from '../adapters/render/declarations';
import { JOB_WORKFLOW_STARTER, RENDER_TASK_CALLBACKS } from '../adapters/sfn/declarations';
import { RENDER_STEP_QUEUE } from '../adapters/sqs/declarations';
import { WEBHOOK_DELIVERY_QUEUE } from '../adapters/webhooks/declarations';
import { FUNCTION_SIZES, type FunctionSize } from '../core/settings';
import { FALLBACK_HANDLER } from '../route-facts';
import { ROUTES, type DeclaredRoute } from '../routes';
import { ADMISSION, JOB_ENDING, RENDER_STEP_FILES, type PortNeeds } from './port-needs';

/**
 * `render` bundles carry the engine's native packages, fonts and eSpeak worker; the `reference-ui`
 * bundle the reference page's script (lib/bundling.ts). Every other function's bundle is its code alone.
 */
export type BundleKind = 'plain' | 'render' | 'reference-ui';

/** The API's functions: each route's (lambdas/routes.ts), and the fallback, which needs nothing. */
type ApiPorts = { readonly [R in DeclaredRoute as R['name']]: R['ports'] } & { readonly [FALLBACK_HANDLER]: {} };
const API_PORTS = { ...Object.fromEntries(ROUTES.map((route) => [route.name, route.ports])), [FALLBACK_HANDLER]: {} } as ApiPorts;

/** The functions the workflow, the queues and the schedules invoke. */
const WORKER_PORTS = {
  'workflow-admit': { ...ADMISSION, jobs: JOB_PROGRESS, sceneConcurrency: SCENE_CONCURRENCY },
  'workflow-prepare': { jobs: JOB_PROGRESS },
  'workflow-finalize': JOB_ENDING,
  'workflow-fail': JOB_ENDING,
  'workflow-sweep': { ...JOB_ENDING, jobs: JOB_SWEEP, workflow: JOB_WORKFLOW_STARTER, renderLimitSeconds: RENDER_LIMIT },
  'render-step': {
    jobs: JOB_PROGRESS,
    sceneCache: SCENE_CACHE_INDEX,
    blobs: RENDER_STEP_FILES,
    engine: RENDER_ENGINE,
    callbacks: RENDER_TASK_CALLBACKS,
    stepQueue: RENDER_STEP_QUEUE,
  },
  // A scene's generated clip: started by one provider call, then checked after each wait.
  'clip-start': { jobs: JOB_PROGRESS, blobs: CLIP_FILES, clips: CLIP_STARTER },
  'clip-check': { jobs: JOB_PROGRESS, blobs: CLIP_FILES, clips: CLIP_CHECKER },
  'webhook-delivery': { hooks: HOOK_WRITER, queue: WEBHOOK_DELIVERY_QUEUE },
  'model-lifecycle': { configured: CONFIGURED_MODEL_LIFECYCLES },
} as const satisfies Record<string, PortNeeds>;

/** Each function's port needs, by function name. */
export const FUNCTION_PORTS = { ...API_PORTS, ...WORKER_PORTS };
export type FunctionName = keyof typeof FUNCTION_PORTS;

/** An entry's wiring: an adapter for every port the catalogue lists, plus any that need nothing. */
export type WiringFor<N extends FunctionName> = { readonly [K in keyof (typeof FUNCTION_PORTS)[N]]: AwsAdapter<unknown> } & Wiring;

export interface FunctionDefinition {
  name: FunctionName;
  /** The entry file, from the project root: an API function's is generated from its route (lib/entries.ts). */
  entry: string;
  bundle: BundleKind;
  size: FunctionSize;
  ports: PortNeeds;
  /** Behind API Gateway (an API route or the unknown-path fallback). */
  api: boolean;
}

/** Where lib/entries.ts writes the API functions' generated entries. */
export const GENERATED_ENTRIES = '.entries';

const definition = (name: FunctionName, size: FunctionSize, api: boolean, bundle: BundleKind = 'plain'): FunctionDefinition => ({
  name,
  entry: api ? `${GENERATED_ENTRIES}/${name}.ts` : `lambdas/functions/${name}.ts`,
  bundle,
  size,
  ports: FUNCTION_PORTS[name],
  api,
});

const apiFunction = (name: keyof typeof API_PORTS) =>
  definition(name, name === 'render' ? FUNCTION_SIZES.render : FUNCTION_SIZES.api, true, name === 'docs-ui' ? 'reference-ui' : 'plain');

export const FUNCTIONS: readonly FunctionDefinition[] = [
  ...[...new Set([...ROUTES.map((route) => route.name), FALLBACK_HANDLER])].map(apiFunction),
  definition('workflow-admit', FUNCTION_SIZES.workflowTask, false),
  definition('workflow-prepare', FUNCTION_SIZES.workflowTask, false),
  definition('workflow-finalize', FUNCTION_SIZES.workflowTask, false),
  definition('workflow-fail', FUNCTION_SIZES.workflowTask, false),
  definition('workflow-sweep', FUNCTION_SIZES.sweeper, false),
  definition('render-step', FUNCTION_SIZES.renderStep, false, 'render'),
  definition('clip-start', FUNCTION_SIZES.clipStart, false, 'render'),
  definition('clip-check', FUNCTION_SIZES.clipCheck, false),
  definition('webhook-delivery', FUNCTION_SIZES.webhookDelivery, false),
  definition('model-lifecycle', FUNCTION_SIZES.modelLifecycle, false),
];

export function functionNamed(name: FunctionName): FunctionDefinition {
  const found = FUNCTIONS.find((fn) => fn.name === name);
  if (!found) throw new Error(`no function ${name}`);
  return found;
}
