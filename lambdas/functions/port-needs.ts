/**
 * Port needs that several functions share, and the ports that need nothing from the deployment
 * (a clock, a setting, the reference page's script): plain data, read by the route table, the
 * catalogue and the CDK app. Each names the adapter that meets it, which a route's generated
 * entry imports (lib/entries.ts).
 */
import { RENDER_SLOTS } from '../adapters/aws/deployment-settings';
import { adapterIn, type AdapterSource, type Declaration } from '../adapters/aws/declaration';
import { ACCOUNT_READER, HOOK_WRITER, JOB_PROGRESS, RENDER_CAPACITY } from '../adapters/dynamo/declarations';
import { objectAccess } from '../adapters/s3/declarations';
import { ADMISSION_CALLBACKS } from '../adapters/sfn/declarations';
import { WEBHOOK_EVENT_PUBLISHER } from '../adapters/webhooks/declarations';
import { JOB_FILES_PREFIX, SCENE_CACHE_PREFIX, VIDEOS_PREFIX } from '../core/jobs/blob-keys';

/** What a function's ports need, by port name. */
export type PortNeeds = Readonly<Record<string, Declaration>>;

const needsNothing = (adapter: AdapterSource) => ({ env: {}, access: [], adapter }) satisfies Declaration;
const shared = (name: string) => needsNothing({ module: 'lambdas/functions/shared-wiring.ts', export: name });
const renderSetting = (name: string) => needsNothing({ module: 'lambdas/functions/render-settings.ts', export: name });

export const CLOCK = shared('clock');
export const LOG = shared('log');
export const RATE_LIMIT_TABLE = shared('rateLimits');
export const PLANNING_BUDGET = renderSetting('planningBudgetMs');
export const NO_PRIVATE_HOSTS = renderSetting('allowPrivateHosts');
export const DELIVERY_SETTINGS = shared('delivery');
export const URL_CHECK = needsNothing(adapterIn('webhooks/guarded-url-check', 'deliverableUrlCheck'));
export const WEBHOOK_SENDER = needsNothing(adapterIn('webhooks/guarded-sender', 'webhookSender'));
export const REFERENCE_UI = needsNothing(adapterIn('docs/reference-ui', 'referenceUi'));

/** Every authenticated route reads the key's account, and reports its rate limits (RateLimit headers). */
export const AUTH = { accounts: ACCOUNT_READER, clock: CLOCK, rateLimits: RATE_LIMIT_TABLE };
/** Admitting jobs into the render slots: the fair queue, and the waiting workflows' tokens. */
export const ADMISSION = { capacity: RENDER_CAPACITY, callbacks: ADMISSION_CALLBACKS, renderSlots: RENDER_SLOTS, clock: CLOCK, log: LOG };
/** Ending a job deletes its scene clips, presigns the video for video.completed, and admits the next jobs into the slots it frees. */
export const JOB_ENDING = {
  ...ADMISSION,
  jobs: JOB_PROGRESS,
  blobs: objectAccess({ read: [VIDEOS_PREFIX], delete: [JOB_FILES_PREFIX] }),
  events: WEBHOOK_EVENT_PUBLISHER,
};
/** Creating and changing a hook: its URL is checked before it is kept. */
export const HOOK_MANAGEMENT = { ...AUTH, hooks: HOOK_WRITER, checkUrl: URL_CHECK };
/** The render step reads the job's files and cached scenes, writes clips, the video and the scenes it caches. */
export const RENDER_STEP_FILES = objectAccess({ read: [JOB_FILES_PREFIX, SCENE_CACHE_PREFIX], write: [JOB_FILES_PREFIX, VIDEOS_PREFIX, SCENE_CACHE_PREFIX] });
