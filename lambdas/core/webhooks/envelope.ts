/**
 * The body of every delivery: `{ id, event, created_at, data }`.
 * `id` identifies the event (shared by every hook it fans out to);
 * the delivery id header identifies one hook's delivery of it.
 * The body is serialized once, queued as a string and sent byte for byte on
 * every attempt, so the signed bytes never depend on re-serialization.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryEvent } from './events';

export interface JobEventData {
  job_id: string;
  status: 'succeeded' | 'failed' | 'cancelled';
  /** Set for `video.completed`, null otherwise. */
  video_url: string | null;
  /** Why the job failed; null for `video.completed`. */
  error: string | null;
}

/** `data` of each event; the spec leaves payloads open, these are our contract. */
export interface EventDataMap {
  'video.completed': JobEventData;
  'video.failed': JobEventData;
  'credits.purchased': { user_id: string; credits_added: number; balance: number };
  'credits.low': { user_id: string; balance: number; threshold: number };
  'user.signup': { user_id: string; email: string };
  'user.onboarded': { user_id: string };
  'subscription.created': { user_id: string; plan: string };
  'subscription.canceled': { user_id: string; plan: string };
  ping: { hook_id: string; message: string };
}

export interface WebhookEnvelope<E extends DeliveryEvent = DeliveryEvent> {
  /** `evt_<uuid>`, stable for the event. */
  id: string;
  event: E;
  /** ISO 8601 time the event happened (not the attempt time). */
  created_at: string;
  data: EventDataMap[E];
}

export function newEventId(): string {
  return `evt_${randomUUID()}`;
}

/** `dlv_<uuid>`: one per (event, hook); reused by every retry of that delivery. */
export function newDeliveryId(): string {
  return `dlv_${randomUUID()}`;
}

export function buildEnvelope<E extends DeliveryEvent>(
  event: E,
  data: EventDataMap[E],
  createdAt: Date,
  id: string = newEventId(),
): WebhookEnvelope<E> {
  return { id, event, created_at: createdAt.toISOString(), data };
}

/** The raw body to queue, sign and send unchanged on every attempt. */
export function serializeEnvelope(envelope: WebhookEnvelope): string {
  return JSON.stringify(envelope);
}
