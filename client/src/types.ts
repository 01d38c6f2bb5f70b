/**
 * Names for the API's bodies, all taken from the types generated from the API document
 * (api-types.ts, `npm run openapi`).
 */
import type { components, operations } from './api-types.js';

type Schemas = components['schemas'];
type Json<O extends keyof operations, S extends keyof operations[O]['responses']> = operations[O]['responses'][S] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

export type Account = Schemas['Account'];
export type RenderRequest = Schemas['RenderRequest'];
export type Scene = Schemas['Scene'];
export type RenderAccepted = Schemas['RenderAccepted'];
export type DryRun = Schemas['DryRun'];
export type Job = Schemas['Job'];
export type JobStatus = Job['status'];
export type Hook = Schemas['Hook'];
export type DeliveryAttempt = Schemas['DeliveryAttempt'];
export type ErrorBody = Schemas['Error'];

export type WebhookEvents = Json<'listWebhookEvents', 200>;
export type WebhookEventName = WebhookEvents['events'][number];
export type HookList = Json<'listWebhooks', 200>;
export type CreateWebhookBody = NonNullable<operations['createWebhook']['requestBody']>['content']['application/json'];
export type HookCreated = Json<'createWebhook', 201>;
export type HookReused = Json<'createWebhook', 200>;
export type UpdateWebhookBody = NonNullable<operations['updateWebhook']['requestBody']>['content']['application/json'];
export type HookUpdated = Json<'updateWebhook', 200>;
export type HookDeleted = Json<'deleteWebhook', 200>;
export type TestDelivery = Json<'testWebhook', 200>;
export type Deliveries = Json<'listWebhookDeliveries', 200>;

/** Every error code some operation of the document can answer. */
export type ErrorCode = {
  [O in keyof operations]: {
    [S in keyof operations[O]['responses']]: `${S & number}` extends `4${string}` | `5${string}` ? Json<O, S> : never;
  }[keyof operations[O]['responses']];
}[keyof operations] extends infer Body
  ? Body extends { code?: infer Code }
    ? Exclude<Code, undefined>
    : never
  : never;
