/**
 * Every Lambda function of the service: its entry, how it is bundled, its size and the adapters
 * it is built from. The CDK stack creates one function per definition and derives its environment
 * and grants from the wiring's declarations; `npm run build` and the cold-start bench bundle the same entries.
 */
import type { Wiring } from '../adapters/aws/declaration';
import { FUNCTION_SIZES, type FunctionSize } from '../core/settings';
import { FALLBACK_HANDLER, ROUTES, type RouteName } from '../routes';
import * as clipCheck from './clip-check';
import * as clipStart from './clip-start';
import * as docs from './docs';
import * as docsUi from './docs-ui';
import * as job from './job';
import * as jobCancel from './job-cancel';
import * as me from './me';
import * as modelLifecycle from './model-lifecycle';
import * as notFound from './not-found';
import * as openapi from './openapi';
import * as render from './render';
import * as renderStep from './render-step';
import * as webhookCreate from './webhook-create';
import * as webhookDelete from './webhook-delete';
import * as webhookDeliveries from './webhook-deliveries';
import * as webhookDelivery from './webhook-delivery';
import * as webhookEvents from './webhook-events';
import * as webhookList from './webhook-list';
import * as webhookTest from './webhook-test';
import * as webhookUpdate from './webhook-update';
import * as workflowAdmit from './workflow-admit';
import * as workflowFail from './workflow-fail';
import * as workflowFinalize from './workflow-finalize';
import * as workflowPrepare from './workflow-prepare';
import * as workflowSweep from './workflow-sweep';

/**
 * `render` bundles carry the engine's native packages, fonts and eSpeak worker; the `reference-ui`
 * bundle the reference page's script (lib/bundling.ts). Every other function's bundle is its code alone.
 */
export type BundleKind = 'plain' | 'render' | 'reference-ui';

export interface FunctionDefinition {
  name: string;
  /** The entry file, from the project root. */
  entry: string;
  bundle: BundleKind;
  size: FunctionSize;
  wiring: Wiring;
  /** Behind API Gateway (an API route or the unknown-path fallback). */
  api: boolean;
}

/** The API's functions by route name (lambdas/routes.ts), the fallback included. */
const API_ENTRIES: Readonly<Record<RouteName | typeof FALLBACK_HANDLER, { wiring: Wiring }>> = {
  me,
  job,
  'job-cancel': jobCancel,
  render,
  'webhook-events': webhookEvents,
  'webhook-list': webhookList,
  'webhook-create': webhookCreate,
  'webhook-update': webhookUpdate,
  'webhook-delete': webhookDelete,
  'webhook-test': webhookTest,
  'webhook-deliveries': webhookDeliveries,
  openapi,
  docs,
  'docs-ui': docsUi,
  [FALLBACK_HANDLER]: notFound,
};

const entryOf = (name: string) => `lambdas/functions/${name}.ts`;

function apiFunction(name: keyof typeof API_ENTRIES): FunctionDefinition {
  const module = API_ENTRIES[name];
  const bundle: BundleKind = name === 'docs-ui' ? 'reference-ui' : 'plain';
  return { name, entry: entryOf(name), bundle, size: name === 'render' ? FUNCTION_SIZES.render : FUNCTION_SIZES.api, wiring: module.wiring, api: true };
}

const worker = (name: string, module: { wiring: Wiring }, size: FunctionSize, bundle: BundleKind = 'plain'): FunctionDefinition => ({
  name,
  entry: entryOf(name),
  bundle,
  size,
  wiring: module.wiring,
  api: false,
});

export const FUNCTIONS: readonly FunctionDefinition[] = [
  ...[...new Set([...ROUTES.map((route) => route.name), FALLBACK_HANDLER])].map(apiFunction),
  worker('workflow-admit', workflowAdmit, FUNCTION_SIZES.workflowTask),
  worker('workflow-prepare', workflowPrepare, FUNCTION_SIZES.workflowTask),
  worker('workflow-finalize', workflowFinalize, FUNCTION_SIZES.workflowTask),
  worker('workflow-fail', workflowFail, FUNCTION_SIZES.workflowTask),
  worker('workflow-sweep', workflowSweep, FUNCTION_SIZES.sweeper),
  worker('render-step', renderStep, FUNCTION_SIZES.renderStep, 'render'),
  worker('clip-start', clipStart, FUNCTION_SIZES.clipStart, 'render'),
  worker('clip-check', clipCheck, FUNCTION_SIZES.clipCheck),
  worker('webhook-delivery', webhookDelivery, FUNCTION_SIZES.webhookDelivery),
  worker('model-lifecycle', modelLifecycle, FUNCTION_SIZES.modelLifecycle),
];

export function functionNamed(name: string): FunctionDefinition {
  const found = FUNCTIONS.find((fn) => fn.name === name);
  if (!found) throw new Error(`no function ${name}`);
  return found;
}
