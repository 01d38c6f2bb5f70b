/**
 * The answers of the webhook endpoints (§4.4–§4.9, and the deliveries log), built around the
 * hook object of hook-schema.ts. The use cases are typed from these schemas and the API
 * document is built from them; handlers import only the types, so their bundles stay small.
 */
import * as z from 'zod';
import { REPLAY_WINDOW_SECONDS, SIGNATURE_HEADER, WEBHOOK_EVENTS } from './events';
import { hookObjectSchema } from './hook-schema';

/** GET /api/webhooks/events (§4.4). */
export const eventsCatalogueSchema = z.object({
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  signature: z.object({
    header: z.literal(SIGNATURE_HEADER),
    scheme: z.literal('hmac-sha256'),
    replay_window_seconds: z.literal(REPLAY_WINDOW_SECONDS),
  }),
});
export type EventsCatalogue = z.infer<typeof eventsCatalogueSchema>;

/** GET /api/webhooks/hooks (§4.5): no secrets. */
export const hookListSchema = z.object({ hooks: z.array(hookObjectSchema) });
export type HookList = z.infer<typeof hookListSchema>;

/** 201 of POST /api/webhooks/hooks (§4.6): the signing secret is shown this once. */
export const hookCreatedSchema = z.object({
  hook: hookObjectSchema,
  secret: z.string().regex(/^[0-9a-f]{64}$/).meta({ description: '64 hex characters; never returned again.' }),
});
export type HookCreated = z.infer<typeof hookCreatedSchema>;

/** 200 of POST /api/webhooks/hooks when the event and URL exist: that hook, switched on, and no new secret. */
export const hookReusedSchema = z.object({ hook: hookObjectSchema, reused: z.literal(true) });
export type HookReused = z.infer<typeof hookReusedSchema>;

/** PATCH /api/webhooks/hooks/{id} (§4.7). */
export const hookUpdatedSchema = z.object({ hook: hookObjectSchema });
export type HookUpdated = z.infer<typeof hookUpdatedSchema>;

/** DELETE /api/webhooks/hooks/{id} (§4.8). */
export const hookDeletedSchema = z.object({ deleted: z.literal(true) });
export type HookDeleted = z.infer<typeof hookDeletedSchema>;

/** POST /api/webhooks/hooks/{id}/test (§4.9): 200 whatever the endpoint answered. */
export const testDeliverySchema = z.object({
  delivered: z.boolean().meta({ description: 'The endpoint answered 2xx in time.' }),
  status: z.int().min(0).meta({ description: 'The HTTP status the endpoint returned, or 0 if unreachable.' }),
  error: z.string().optional().meta({ description: 'Why the delivery failed.' }),
});
export type TestDelivery = z.infer<typeof testDeliverySchema>;

/** One delivery attempt in a hook's log (beyond the spec). */
export const attemptLogEntrySchema = z.object({
  at: z.iso.datetime(),
  delivery_id: z.string().meta({ description: 'The X-Service-Delivery-Id header: the same on every attempt of one delivery.' }),
  event: z.string(),
  attempt: z.int().min(1).meta({ description: '1-based attempt number within the delivery.' }),
  ok: z.boolean(),
  status: z.int().min(0).meta({ description: "The receiver's HTTP status, or 0 when there was no answer." }),
  error: z.string().nullable(),
  duration_ms: z.int().min(0),
  response_snippet: z.string().meta({ description: "The start of the receiver's answer (at most 1 KB)." }),
});
export type AttemptLogEntry = z.infer<typeof attemptLogEntrySchema>;

/** GET /api/webhooks/hooks/{id}/deliveries (beyond the spec): the last attempts, newest first. */
export const deliveriesSchema = z.object({ deliveries: z.array(attemptLogEntrySchema) });
export type Deliveries = z.infer<typeof deliveriesSchema>;
