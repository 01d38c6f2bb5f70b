/** What the webhook adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { adapterIn, mergeDeclarations, type Declaration } from '../aws/declaration';
import { HOOK_SUBSCRIPTIONS } from '../dynamo/declarations';

/** The webhook delivery queue (SendMessageBatch is authorised as sqs:SendMessage). */
export const WEBHOOK_DELIVERY_QUEUE = {
  env: { WEBHOOK_QUEUE_URL: { from: { kind: 'queueUrl', queue: 'webhookDeliveries' } } },
  access: [{ actions: ['sqs:SendMessage'], on: { kind: 'queue', queue: 'webhookDeliveries' } }],
} as const satisfies Declaration;

/** An event fans out to the account's subscribed hooks, one delivery message each. */
export const WEBHOOK_EVENT_PUBLISHER = { ...mergeDeclarations([HOOK_SUBSCRIPTIONS, WEBHOOK_DELIVERY_QUEUE]), adapter: adapterIn('webhooks/sqs-event-publisher', 'webhookEventPublisher') };
