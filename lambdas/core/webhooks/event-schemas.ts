/**
 * The `data` of every event a delivery can carry (the spec leaves payloads open; these are
 * our contract, docs/webhooks.md). Publishers are typed from these schemas and the API
 * document's `webhooks` section is built from them.
 */
import * as z from 'zod';
import { PLANS } from '../account/plans';
import { videoLinksSchema } from '../render/response-schema';
import type { DeliveryEvent } from './events';

const jobEventData = z.object({
  job_id: z.uuid(),
  status: z.enum(['succeeded', 'failed', 'cancelled']).meta({ description: '`succeeded` for video.completed; for video.failed, `cancelled` when the caller cancelled the job (POST /v1/job/{id}/cancel), else `failed`.' }),
  video_url: z.string().nullable().meta({ description: 'A link to the MP4 for video.completed (valid for an hour; GET the job for a fresh one); null otherwise.' }),
  error: z.string().nullable().meta({ description: 'Why the job failed, or that it was cancelled; null for video.completed.' }),
  videos: z.array(videoLinksSchema).meta({ description: 'video.completed: one video per aspect asked for, in that order (the first is video_url); empty otherwise.' }),
});

const planChange = z.object({ user_id: z.uuid(), plan: z.enum(PLANS) });

export const EVENT_DATA_SCHEMAS = {
  'user.signup': z.object({ user_id: z.uuid(), email: z.string() }),
  'user.onboarded': z.object({ user_id: z.uuid() }),
  'subscription.created': planChange,
  'subscription.canceled': planChange,
  'video.completed': jobEventData,
  'video.failed': jobEventData,
  'credits.low': z.object({ user_id: z.uuid(), balance: z.int(), threshold: z.int() }),
  'credits.purchased': z.object({ user_id: z.uuid(), credits_added: z.int(), balance: z.int() }),
  ping: z.object({ hook_id: z.string(), message: z.string() }),
} as const satisfies Record<DeliveryEvent, z.ZodType>;

export type EventDataMap = { [E in DeliveryEvent]: z.infer<(typeof EVENT_DATA_SCHEMAS)[E]> };

/** The body of one delivery of `event`: `{ id, event, created_at, data }`. */
export function envelopeSchema<E extends DeliveryEvent>(event: E) {
  return z.object({
    id: z.string().regex(/^evt_/).meta({ description: 'Identifies the event; the same in every delivery and retry of it.' }),
    event: z.literal(event),
    created_at: z.iso.datetime().meta({ description: 'When the event happened (not the attempt time).' }),
    data: EVENT_DATA_SCHEMAS[event],
  });
}
