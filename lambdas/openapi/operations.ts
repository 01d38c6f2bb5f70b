/**
 * What the API document says about each operation of the route table, by handler name:
 * its name, prose, parameters, body and success answers. Every schema is the zod schema the
 * service itself validates or answers with; the errors come from the route table (lambdas/routes.ts).
 */
import * as z from 'zod';
import { accountSchema, dryRunSchema, jobSchema, renderAcceptedSchema } from '../core/render/response-schema';
import { renderRequestSchema } from '../core/render/request-schema';
import {
  deliveriesSchema,
  eventsCatalogueSchema,
  hookCreatedSchema,
  hookDeletedSchema,
  hookListSchema,
  hookReusedSchema,
  hookUpdatedSchema,
  testDeliverySchema,
} from '../core/webhooks/hook-responses';
import { createHookBodySchema, patchHookBodySchema } from '../core/webhooks/hook-schema';
import { ATTEMPT_LOG_SIZE } from '../core/webhooks/attempt-log';
import { IDEMPOTENCY_KEY_RULE } from '../core/settings';
import { PING_EVENT } from '../core/webhooks/events';
import type { RouteName } from '../routes';

export const TAGS = [
  { name: 'Render', description: 'Start renders, follow them, and read the account they are charged to.' },
  { name: 'Webhook management', description: 'Subscribe URLs to events; every delivery is signed (see Webhooks below for each event).' },
  { name: 'Reference', description: 'This document and the page that shows it; no key needed.' },
] as const;

type Tag = (typeof TAGS)[number]['name'];

export interface Answer {
  description: string;
  schema: z.ZodType;
  /** Every answer is JSON except the docs page and its script. */
  contentType?: 'text/html' | 'text/javascript';
}

/** A named request body; the first of an operation is what the reference page's console sends unless edited. */
export interface RequestExample {
  summary: string;
  value: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  path?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Every operation with a body has examples; a test holds each to `body`, and the browser test sends the first render one to the API. */
  examples?: Readonly<Record<string, RequestExample>>;
  answers: Readonly<Record<number, Answer>>;
}

const jobId = z.object({ id: z.uuid().meta({ description: 'The `job_id` of the render.', example: '5b1e7c3a-2f4d-4a8b-9c6e-0d1f2a3b4c5d' }) });
const hookId = z.object({ id: z.string().meta({ description: 'The webhook id.', example: '3c9f2d7a-6b1e-4f08-9a2d-5e7c1b0a4f36' }) });

/** The README's worked example: three scenes, the second generated footage. */
const SPRING_SALE_PLAN = [
  { type: 'motion', prompt: 'Spring sale', script: 'Spring is here.', role: 'hook', duration_sec: 4 },
  { type: 't2v_fast', prompt: 'Sunlit cafe terrace with fresh pastries', script: 'Fresh pastries every morning.', duration_sec: 5 },
  { type: 'motion', prompt: '20% off all week', script: 'Twenty percent off, all week.', role: 'cta', duration_sec: 4 },
];

/** The render examples, the harmless one first: sent unchanged from the console it prices a plan and charges nothing. */
export const RENDER_EXAMPLES = {
  dryRun: {
    summary: 'Price a scene plan without rendering (dry run: nothing charged)',
    value: { dry_run: true, title: 'Spring sale', aspect: '9:16', scene_plan: SPRING_SALE_PLAN },
  },
  scenePlan: {
    summary: 'Render your own scene plan',
    value: { title: 'Spring sale', aspect: '9:16', quality: 'draft', scene_plan: SPRING_SALE_PLAN },
  },
  brief: {
    summary: 'Render from a brief: the service plans the scenes and writes the narration',
    value: {
      brief: 'A 20-second ad for our oat-milk latte, upbeat. Made with barista oat milk and a double shot. Rated 4.9 by 2,000 regulars. Ends with "Order in the app".',
      brand_name: 'Oat & Co',
      category: 'coffee',
      aspect: '9:16',
    },
  },
  training: {
    summary: 'A 60-second 16:9 training video from a brief',
    value: { brief: 'How to reset your password in the Acme app, step by step.', kind: 'training', duration_sec: 60, aspect: '16:9', quality: 'standard' },
  },
} as const satisfies Record<string, RequestExample>;

const IDEMPOTENCY_KEY = 'Idempotency-Key';

export const OPERATIONS: Readonly<Record<RouteName, Operation>> = {
  me: {
    operationId: 'getAccount',
    summary: 'Account of the key, and credit balance',
    description: 'A 200 means the key works (spec §4.1). No rate limit.',
    tag: 'Render',
    answers: { 200: { description: 'The account the key belongs to.', schema: accountSchema } },
  },
  render: {
    operationId: 'startRender',
    summary: 'Start a render',
    description: [
      'Send a `brief` (the service plans the scenes and writes the narration) or a `scene_plan` (rendered as given).',
      'Answers 202 at once; poll `poll_url` every few seconds, or subscribe a webhook to `video.completed`.',
      '',
      'Refusals are checked in this order, and nothing is charged for any of them: validation (400), kill switches (503),',
      'BRAND_REQUIRED, the brand kit and presets (404), content rules, planning (a brief), the scene rules',
      '(UNSUPPORTED_MODEL, PRESENTER_REQUIRED, PRODUCT_IMAGE_REQUIRED, NO_ANCHOR), the per-render cost limit (413),',
      'then one transaction: DUPLICATE_REQUEST, RATE_LIMITED, CONCURRENT_LIMIT, credits, the monthly cap, storage.',
      'A brief spends its planning credits first; they are refunded on PLAN_FAILED and kept when the plan is then refused.',
      '',
      '`dry_run: true` answers 200 with the plan and its price, charging and rendering nothing.',
    ].join('\n'),
    tag: 'Render',
    headers: z.object({
      [IDEMPOTENCY_KEY]: z
        .string()
        .min(1)
        .optional()
        .meta({
          description:
            `Recommended on every render; ${IDEMPOTENCY_KEY_RULE}. A repeat renders and charges nothing and answers 409 DUPLICATE_REQUEST. After no answer (a timeout, a dropped connection) retry with the same key; after an error answer, fix the cause and use a new key.`,
          example: 'spring-sale-001',
        }),
    }),
    // A component of its own; registered here because only its input side can be written down.
    body: renderRequestSchema.meta({ id: 'RenderRequest' }),
    examples: RENDER_EXAMPLES,
    answers: {
      202: { description: 'Render started.', schema: renderAcceptedSchema },
      200: { description: '`dry_run: true`: the plan and its price; nothing rendered or charged.', schema: dryRunSchema },
    },
  },
  job: {
    operationId: 'getJob',
    summary: 'Status of a render, and the video URL when done',
    description: [
      'Poll every few seconds; no rate limit. `video_url` is a fresh link on every call, valid for an hour.',
      'While the job runs, the answer carries `Retry-After`: the seconds to wait before polling again (3 while it renders;',
      '5 to 30 while it is `queued` for render capacity, more the further back its `queue_position`).',
    ].join(' '),
    tag: 'Render',
    path: jobId,
    answers: { 200: { description: 'The job.', schema: jobSchema } },
  },
  'job-cancel': {
    operationId: 'cancelJob',
    summary: 'Cancel a render',
    description: [
      'Send no body (one sent is refused with 400). A `queued`, `starting` or `processing` job ends `cancelled` at once: the answer is',
      'the job with `status: "cancelled"`, an `error` saying so and `video_url` null. Its rendering stops within 5 seconds and',
      'nothing more is made or charged. The credits of every scene not yet rendered and of the final composition come back;',
      'those of scenes already rendered, and a brief\'s planning credits, are kept. `video.failed` is sent once, with `status: "cancelled"`.',
      'Cancelling a cancelled job answers the same job again, refunding nothing more. A job that has `succeeded` or `failed` answers',
      '409 `JOB_FINISHED`. No rate limit, as for GET /v1/job/{id}.',
    ].join(' '),
    tag: 'Render',
    path: jobId,
    answers: { 200: { description: 'The cancelled job.', schema: jobSchema } },
  },
  'webhook-events': {
    operationId: 'listWebhookEvents',
    summary: 'Subscribable event names and the signature scheme',
    description: 'The eight events a webhook may subscribe to, and how deliveries are signed (spec §4.4, §6).',
    tag: 'Webhook management',
    answers: { 200: { description: 'Events and signature scheme.', schema: eventsCatalogueSchema } },
  },
  'webhook-list': {
    operationId: 'listWebhooks',
    summary: 'List webhooks',
    description: "The account's webhooks, without their secrets.",
    tag: 'Webhook management',
    answers: { 200: { description: 'The webhooks.', schema: hookListSchema } },
  },
  'webhook-create': {
    operationId: 'createWebhook',
    summary: 'Create webhook',
    description:
      'A webhook subscribes one URL to one event; 25 per account. Creating the same event and URL again answers 200 with that webhook, `reused: true`, switched back on, and no new secret.',
    tag: 'Webhook management',
    body: createHookBodySchema,
    examples: {
      completed: {
        summary: 'Be told when a video is ready',
        value: { event: 'video.completed', webhook_url: 'https://example.com/hooks/video', description: 'Publish finished adverts' },
      },
      failed: { summary: 'Be told when a render fails or is cancelled', value: { event: 'video.failed', webhook_url: 'https://example.com/hooks/video-failed' } },
    },
    answers: {
      201: { description: 'Created: the signing secret is shown this once.', schema: hookCreatedSchema },
      200: { description: 'The event and URL already had a webhook: it is returned, switched on.', schema: hookReusedSchema },
    },
  },
  'webhook-update': {
    operationId: 'updateWebhook',
    summary: 'Update webhook',
    description: 'Any update resets `failure_count`; `active: true` switches a webhook back on.',
    tag: 'Webhook management',
    path: hookId,
    body: patchHookBodySchema,
    examples: {
      switchOn: { summary: 'Switch a webhook back on (also resets failure_count)', value: { active: true } },
      move: { summary: 'Move it to another URL', value: { webhook_url: 'https://example.com/hooks/video-v2', description: 'Publishing service v2' } },
    },
    answers: { 200: { description: 'The updated webhook.', schema: hookUpdatedSchema } },
  },
  'webhook-delete': {
    operationId: 'deleteWebhook',
    summary: 'Delete webhook',
    description: 'Deliveries stop at once, queued ones included.',
    tag: 'Webhook management',
    path: hookId,
    answers: { 200: { description: 'Deleted.', schema: hookDeletedSchema } },
  },
  'webhook-test': {
    operationId: 'testWebhook',
    summary: 'Send a signed test delivery',
    description: `Sends one signed \`${PING_EVENT}\` event to the webhook's URL, without retries, and reports what the endpoint answered.`,
    tag: 'Webhook management',
    path: hookId,
    answers: { 200: { description: 'What the endpoint answered (200 whatever it was).', schema: testDeliverySchema } },
  },
  'webhook-deliveries': {
    operationId: 'listWebhookDeliveries',
    summary: 'Recent delivery attempts of a webhook',
    description: `Beyond the spec: the webhook's last ${ATTEMPT_LOG_SIZE} delivery attempts, newest first, to see why deliveries fail.`,
    tag: 'Webhook management',
    path: hookId,
    answers: { 200: { description: 'The attempts.', schema: deliveriesSchema } },
  },
  openapi: {
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the API, with this server as its server.',
    tag: 'Reference',
    answers: { 200: { description: 'The OpenAPI document.', schema: z.looseObject({ openapi: z.literal('3.1.0') }) } },
  },
  docs: {
    operationId: 'getDocsPage',
    summary: 'The reference page',
    description: "This document as a page, with a console that sends real requests with a key the reader pastes. The API's one HTML answer.",
    tag: 'Reference',
    answers: { 200: { description: 'An HTML page.', schema: z.string(), contentType: 'text/html' } },
  },
  'docs-ui': {
    operationId: 'getDocsScript',
    summary: "The reference page's script",
    description: 'The reference UI (Scalar), served by the API itself so the page needs no other site.',
    tag: 'Reference',
    answers: { 200: { description: 'JavaScript.', schema: z.string(), contentType: 'text/javascript' } },
  },
};
