/**
 * Every Lambda function of the service: its entry, how it is bundled, its size and what each of
 * its ports needs from the deployment. Plain data: the CDK stack reads it without loading any
 * function's code (no SDK, no native canvas), creates one function per definition and derives its
 * environment and grants from the ports' declarations; `npm run build` and the cold-start bench
 * bundle the same entries. Each entry (lambdas/functions/<name>.ts) builds the ports named here
 * (`satisfies WiringFor<name>`), and test/unit/wiring/function-entries.test.ts checks that every
 * adapter it builds declares exactly what is listed here.
 */
import { RENDER_LIMIT, RENDER_SLOTS, SCENE_CONCURRENCY } from '../adapters/aws/deployment-settings';
import type { AwsAdapter, Declaration, Wiring } from '../adapters/aws/declaration';
import { CONFIGURED_MODEL_LIFECYCLES } from '../adapters/bedrock/declarations';
import { CONTENT_POLICY } from '../adapters/content/declarations';
import { ACCOUNT_READER, HOOK_READER, HOOK_WRITER, JOB_ACCEPTANCE, JOB_PROGRESS, JOB_READER, JOB_SWEEP, KILL_SWITCH_READER, QUEUE_POSITIONS, RENDER_CAPACITY, SCENE_CACHE_INDEX, SCENE_CACHE_LOOKUP } from '../adapters/dynamo/declarations';
import { PLANNER } from '../adapters/planner/declarations';
import { CLIP_CHECKER, CLIP_FILES, CLIP_MODELS, CLIP_STARTER, NARRATION_LANGUAGES, RENDER_ENGINE } from '../adapters/render/declarations';
import { objectAccess, VIDEO_LINKS } from '../adapters/s3/declarations';
import { ADMISSION_CALLBACKS, JOB_WORKFLOW_STARTER, JOB_WORKFLOW_STOPPER, RENDER_TASK_CALLBACKS } from '../adapters/sfn/declarations';
import { RENDER_STEP_QUEUE } from '../adapters/sqs/declarations';
import { WEBHOOK_DELIVERY_QUEUE, WEBHOOK_EVENT_PUBLISHER } from '../adapters/webhooks/declarations';
import { JOB_FILES_PREFIX, SCENE_CACHE_PREFIX, VIDEOS_PREFIX } from '../core/jobs/blob-keys';
import { FUNCTION_SIZES, type FunctionSize } from '../core/settings';
import { FALLBACK_HANDLER, ROUTES, type RouteName } from '../routes';

/**
 * `render` bundles carry the engine's native packages, fonts and eSpeak worker; the `reference-ui`
 * bundle the reference page's script (lib/bundling.ts). Every other function's bundle is its code alone.
 */
export type BundleKind = 'plain' | 'render' | 'reference-ui';

/** What a function's ports need, by port name; a port that needs nothing (a clock, a setting) is not listed. */
export type PortNeeds = Readonly<Record<string, Declaration>>;

/** Every authenticated route reads the key's account. */
const AUTH = { accounts: ACCOUNT_READER };
/** Admitting jobs into the render slots: the fair queue, and the waiting workflows' tokens. */
const ADMISSION = { capacity: RENDER_CAPACITY, callbacks: ADMISSION_CALLBACKS, renderSlots: RENDER_SLOTS };
/** Ending a job deletes its scene clips, presigns the video for video.completed, and admits the next jobs into the slots it frees. */
const JOB_ENDING = { ...ADMISSION, jobs: JOB_PROGRESS, blobs: objectAccess({ read: [VIDEOS_PREFIX], delete: [JOB_FILES_PREFIX] }), events: WEBHOOK_EVENT_PUBLISHER };
/** Creating, changing and deleting a hook. */
const HOOK_MANAGEMENT = { ...AUTH, hooks: HOOK_WRITER };

/** The API's functions by route name (lambdas/routes.ts), the fallback included. */
const API_PORTS = {
  me: AUTH,
  job: { ...AUTH, jobs: JOB_READER, urls: VIDEO_LINKS, capacity: QUEUE_POSITIONS },
  // Ends the job as the failure path does (refund, slots, video.failed), and stops its executions.
  'job-cancel': { ...AUTH, ...JOB_ENDING, workflow: JOB_WORKFLOW_STOPPER },
  render: {
    ...AUTH,
    jobs: JOB_ACCEPTANCE,
    killSwitches: KILL_SWITCH_READER,
    sceneCache: SCENE_CACHE_LOOKUP,
    // Refused renders leave no file behind.
    blobs: objectAccess({ write: [JOB_FILES_PREFIX], delete: [JOB_FILES_PREFIX] }),
    workflow: JOB_WORKFLOW_STARTER,
    events: WEBHOOK_EVENT_PUBLISHER,
    planner: PLANNER,
    narration: NARRATION_LANGUAGES,
    contentPolicy: CONTENT_POLICY,
    // The clip models price the scenes they make.
    clipModels: CLIP_MODELS,
  },
  'webhook-events': AUTH,
  'webhook-list': { ...AUTH, hooks: HOOK_READER },
  'webhook-create': HOOK_MANAGEMENT,
  'webhook-update': HOOK_MANAGEMENT,
  'webhook-delete': HOOK_MANAGEMENT,
  'webhook-test': { ...AUTH, hooks: HOOK_READER },
  'webhook-deliveries': { ...AUTH, hooks: HOOK_READER },
  openapi: {},
  docs: {},
  'docs-ui': {},
  [FALLBACK_HANDLER]: {},
} as const satisfies Record<RouteName | typeof FALLBACK_HANDLER, PortNeeds>;

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
    // Reads the job's files and cached scenes, writes clips, the video and the scenes it caches.
    blobs: objectAccess({ read: [JOB_FILES_PREFIX, SCENE_CACHE_PREFIX], write: [JOB_FILES_PREFIX, VIDEOS_PREFIX, SCENE_CACHE_PREFIX] }),
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
  /** The entry file, from the project root. */
  entry: string;
  bundle: BundleKind;
  size: FunctionSize;
  ports: PortNeeds;
  /** Behind API Gateway (an API route or the unknown-path fallback). */
  api: boolean;
}

const definition = (name: FunctionName, size: FunctionSize, api: boolean, bundle: BundleKind = 'plain'): FunctionDefinition => ({
  name,
  entry: `lambdas/functions/${name}.ts`,
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
