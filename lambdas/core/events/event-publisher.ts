import { createHash } from 'node:crypto';
import type { WebhookEnvelope } from '../webhooks/envelope';

/** Port: hands an account's event to the webhook dispatcher (fan-out to subscribed hooks). */
export interface EventPublisher {
  /** Publishing the same envelope id twice delivers it once. */
  publish(userId: string, envelope: WebhookEnvelope): Promise<void>;
}

/** An event id derived from what happened, so a retried step republishes the same id. */
export function stableEventId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `evt_${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
