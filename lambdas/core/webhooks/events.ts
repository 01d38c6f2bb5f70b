/**
 * The webhook vocabulary of spec §6: subscribable events, the test event and
 * the headers every delivery carries. One source of truth for handlers,
 * the deliverer, the receiver helper and the docs.
 */
/** The eight subscribable event names (spec §6), in the spec's order. */
export const WEBHOOK_EVENTS = [
  'user.signup',
  'user.onboarded',
  'subscription.created',
  'subscription.canceled',
  'video.completed',
  'video.failed',
  'credits.low',
  'credits.purchased',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by POST /api/webhooks/hooks/{id}/test (§6 rule 6); not subscribable. */
export const PING_EVENT = 'ping';

/** Every event name a delivery can carry. */
export type DeliveryEvent = WebhookEvent | typeof PING_EVENT;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** Unix seconds of the attempt; signed together with the body (§6 rule 3). */
export const TIMESTAMP_HEADER = 'X-Service-Timestamp';
/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` (§6 rule 3). */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** Same on every attempt of one delivery, so receivers can drop duplicates. */
export const DELIVERY_ID_HEADER = 'X-Service-Delivery-Id';
/** The event name, so receivers can route before parsing the body. */
export const EVENT_HEADER = 'X-Service-Event';

/**
 * Standard Webhooks 1.0 (standardwebhooks.com), sent beside the spec's headers so that its
 * libraries verify a delivery: the delivery id, the attempt's Unix seconds, and
 * `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` (signing.ts).
 */
export const STANDARD_WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** Receivers should refuse a timestamp further than this from their clock. */
export const REPLAY_WINDOW_SECONDS = 300;

/** The `signature` object of GET /api/webhooks/events (§4.4). */
export const SIGNATURE_DESCRIPTOR = {
  header: SIGNATURE_HEADER,
  scheme: 'hmac-sha256',
  replay_window_seconds: REPLAY_WINDOW_SECONDS,
} as const;

/**
 * The whole 200 body of GET /api/webhooks/events (§4.4); its schema is hook-responses.ts's
 * (a test holds the two types equal). This module stays free of zod: the webhook verifier
 * that the client package ships is built on it.
 */
export function eventsCatalogue(): { events: WebhookEvent[]; signature: typeof SIGNATURE_DESCRIPTOR } {
  return { events: [...WEBHOOK_EVENTS], signature: SIGNATURE_DESCRIPTOR };
}
