/** Port: sends one signed attempt to a hook's URL through the outbound guard; never throws. */
import type { DeliveryEvent } from './events';

export interface SendRequest {
  url: string;
  secret: string;
  event: DeliveryEvent;
  /** The serialized envelope, sent and signed byte for byte. */
  body: string;
  deliveryId: string;
  timestampSec: number;
  timeoutMs: number;
}

export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status, or 0 when there was no answer. */
  status: number;
  error?: string;
  durationMs: number;
  responseSnippet: string;
}

export interface WebhookSender {
  send(request: SendRequest): Promise<AttemptOutcome>;
}

/** Create/update-time check of a URL (policy, then what its name resolves to now). */
export type DeliverableUrlCheck = (raw: string) => Promise<{ ok: true } | { ok: false; reason: string }>;
