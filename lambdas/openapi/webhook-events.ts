/**
 * The document's `webhooks`: one signed POST per event a delivery can carry, its body
 * the event's envelope schema and its headers those every delivery sends (spec §6).
 */
import * as z from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { envelopeSchema } from '../core/webhooks/event-schemas';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  PING_EVENT,
  REPLAY_WINDOW_SECONDS,
  SIGNATURE_HEADER,
  STANDARD_WEBHOOK_HEADERS,
  TIMESTAMP_HEADER,
  WEBHOOK_EVENTS,
  type DeliveryEvent,
} from '../core/webhooks/events';
import { ATTEMPT_TIMEOUT_MS, AUTO_DISABLE_AFTER_FAILURES, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../core/webhooks/retry-policy';

/** When each event is sent (docs/webhooks.md, "When events fire"). */
const WHEN: Readonly<Record<DeliveryEvent, string>> = {
  'user.signup': 'An account was created.',
  'user.onboarded': "The account's first video succeeded; once per account.",
  'subscription.created': 'The account moved to a paid plan.',
  'subscription.canceled': 'The account left a paid plan.',
  'video.completed': 'A render succeeded; once per job. The alternative to polling.',
  'video.failed': 'A render failed, ran out of time, or was cancelled (`status` is then `cancelled`); once per job. Credits for work that did not happen are refunded.',
  'credits.low': 'A charge took the balance below the threshold.',
  'credits.purchased': 'Credits were added to the account.',
  [PING_EVENT]: 'Sent only by POST /api/webhooks/hooks/{id}/test; not subscribable.',
};

const deliveryHeaders = z.object({
  [TIMESTAMP_HEADER]: z.string().regex(/^\d+$/).meta({
    description: `Unix seconds of this attempt. Refuse a delivery whose timestamp is more than ${REPLAY_WINDOW_SECONDS} s from your clock.`,
  }),
  [SIGNATURE_HEADER]: z.string().regex(/^sha256=[0-9a-f]{64}$/).meta({
    description: '`sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret. Compare in constant time.',
  }),
  [DELIVERY_ID_HEADER]: z.string().regex(/^dlv_/).meta({ description: 'The same on every attempt of one delivery: drop duplicates with it.' }),
  [EVENT_HEADER]: z.enum([...WEBHOOK_EVENTS, PING_EVENT]).meta({ description: 'The event name, to route before parsing the body.' }),
  [STANDARD_WEBHOOK_HEADERS.id]: z.string().regex(/^dlv_/).meta({ description: `Standard Webhooks: the delivery id (as ${DELIVERY_ID_HEADER}).` }),
  [STANDARD_WEBHOOK_HEADERS.timestamp]: z.string().regex(/^\d+$/).meta({ description: `Standard Webhooks: the attempt's Unix seconds (as ${TIMESTAMP_HEADER}).` }),
  [STANDARD_WEBHOOK_HEADERS.signature]: z.string().regex(/^v1,[A-Za-z0-9+/]{43}=$/).meta({
    description:
      'Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the 32 bytes the 64-hex secret encodes; a Standard Webhooks library takes that key as `whsec_` + its base64.',
  }),
});

const retries = RETRY_DELAYS_SECONDS.map((s) => `${s} s`).join(' and ');

function delivery(event: DeliveryEvent) {
  return {
    post: {
      operationId: `${event.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase())}Event`,
      summary: event,
      description: `${WHEN[event]} Verify the signature over the raw body before trusting it (the client's \`verifyWebhook\` does).`,
      requestParams: { header: deliveryHeaders },
      requestBody: { required: true, content: { 'application/json': { schema: envelopeSchema(event) } } },
      responses: {
        '2XX': { description: 'Delivered.' },
        default: {
          description:
            `Any other status (redirects are not followed), or no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s: the attempt failed. ` +
            `It is retried after ${retries} (${MAX_ATTEMPTS} attempts); after ${AUTO_DISABLE_AFTER_FAILURES} failed deliveries in a row the webhook is switched off.`,
        },
      },
    },
  };
}

export function webhookEvents(): ZodOpenApiPathsObject {
  const events: DeliveryEvent[] = [...WEBHOOK_EVENTS, PING_EVENT];
  return Object.fromEntries(events.map((event) => [event, delivery(event)]));
}
