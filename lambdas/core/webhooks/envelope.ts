/**
 * The body of every delivery: `{ id, event, created_at, data }`.
 * `id` identifies the event (shared by every hook it fans out to);
 * the delivery id header identifies one hook's delivery of it.
 * The body is serialized once, queued as a string and sent byte for byte on
 * every attempt, so the signed bytes never depend on re-serialization.
 */
import { randomUUID } from 'node:crypto';
import type { EventDataMap } from './event-schemas';
import type { DeliveryEvent } from './events';

export type { EventDataMap };

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
