/**
 * Request bodies and the response object of the webhook endpoints (§2.6, §4.6, §4.7).
 *
 * Types are strict (no coercion: `"true"` is not a boolean) and unknown keys
 * are refused, so a typo such as `activ: false` is a 400 rather than a silent
 * no-op update that still resets the failure count.
 * `event` is only checked to be a string here: an unknown name is the
 * distinct 400 `UNKNOWN_EVENT` (see `assertKnownEvent`), and whether the URL
 * is deliverable is the 400 `URL_NOT_DELIVERABLE` of the outbound URL policy.
 */
import * as z from 'zod';
import { apiError } from '../errors';
import { WEBHOOK_EVENTS, isWebhookEvent } from './events';
import type { WebhookEvent } from './events';
import { LAST_STATUSES } from './retry-policy';

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 200;
export const HOOKS_PER_ACCOUNT = 25;

const webhookUrl = z
  .string()
  .min(1)
  .max(WEBHOOK_URL_MAX_LENGTH)
  .meta({ description: 'Public http(s) URL. Private and local network addresses are refused (400 URL_NOT_DELIVERABLE).' });
const description = z.string().max(DESCRIPTION_MAX_LENGTH).nullable();

export const createHookBodySchema = z.strictObject({
  event: z.string().min(1).meta({ description: `One of ${WEBHOOK_EVENTS.join(', ')}; another name is 400 UNKNOWN_EVENT.` }),
  webhook_url: webhookUrl,
  description: description.optional(),
});
export type CreateHookBody = z.infer<typeof createHookBodySchema>;

export const patchHookBodySchema = z
  .strictObject({
    active: z.boolean().optional().meta({ description: 'Switch deliveries on or off.' }),
    webhook_url: webhookUrl.optional(),
    description: description.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give at least one of active, webhook_url, description',
  })
  .meta({ description: 'At least one field. Any update resets failure_count.', minProperties: 1 });
export type PatchHookBody = z.infer<typeof patchHookBodySchema>;

/** 400 `UNKNOWN_EVENT` listing the valid names (§4.6) unless `event` is subscribable. */
export function assertKnownEvent(event: string): WebhookEvent {
  if (!isWebhookEvent(event)) throw apiError('UNKNOWN_EVENT', undefined, { events: [...WEBHOOK_EVENTS] });
  return event;
}

/** The hook object of §2.6 as returned by every read; every field always present. */
export const hookObjectSchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  webhook_url: z.string(),
  description: z.string().nullable(),
  active: z.boolean().meta({ description: 'Whether deliveries are made; switched off after 20 failed deliveries in a row.' }),
  has_secret: z.boolean(),
  failure_count: z.int().min(0).nullable().meta({ description: 'Failed deliveries in a row.' }),
  last_delivery_at: z.iso.datetime().nullable(),
  last_status: z.enum(LAST_STATUSES).nullable().meta({ description: 'Outcome of the last delivery.' }),
});
export type HookObject = z.infer<typeof hookObjectSchema>;

/**
 * Shape a stored hook for a response. Parsing drops every key the schema does
 * not name, so a stored `secret` (or any storage key) can never leak.
 */
export function presentHook(stored: HookObject): HookObject {
  return hookObjectSchema.parse(stored);
}

