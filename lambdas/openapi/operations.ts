/**
 * What the API document says about each operation of the route table, by handler name:
 * its name, prose, parameters, body and success answers. Every schema is the zod schema the
 * service itself validates or answers with; the errors come from lambdas/route-errors.ts.
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

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  path?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  answers: Readonly<Record<number, Answer>>;
}

const hookId = z.object({ id: z.string().meta({ description: 'The webhook id.' }) });

const IDEMPOTENCY_KEY = 'Idempotency-Key';

export const OPERATIONS: Readonly<Record<string, Operation>> = {
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
    answers: {
      202: { description: 'Render started.', schema: renderAcceptedSchema },
      200: { description: '`dry_run: true`: the plan and its price; nothing rendered or charged.', schema: dryRunSchema },
    },
  },
  job: {
    operationId: 'getJob',
    summary: 'Status of a render, and the video URL when done',
    description: 'Poll every few seconds; no rate limit. `video_url` is a fresh link on every call, valid for an hour.',
    tag: 'Render',
    path: z.object({ id: z.uuid().meta({ description: 'The `job_id` of the render.' }) }),
    answers: { 200: { description: 'The job.', schema: jobSchema } },
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

export function operationOf(name: string): Operation {
  const operation = OPERATIONS[name];
  if (!operation) throw new Error(`route "${name}" has no entry in lambdas/openapi/operations.ts: describe it`);
  return operation;
}
