/**
 * The Video Rendering API from TypeScript: `createClient({ baseUrl, apiKey })`, one method per
 * operation, spec §7's retries built in, and `verifyWebhook` for the receiving side.
 */
export { createClient, DEFAULT_TIMEOUT_MS, FINAL_STATUSES, MIN_POLL_INTERVAL_MS, POLL_INTERVAL_MS } from './client.js';
export type { CallOptions, ClientOptions, RenderOptions, VideoClient, WaitOptions } from './client.js';
export { ApiError } from './api-error.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export type * from './types.js';
export type { components, operations, paths, webhooks } from './api-types.js';
// The service's own verifier, bundled into the package by its build.
export { verifyWebhook, type VerifyFailure, type VerifyOptions, type VerifyResult, type WebhookHeaders } from '../../lambdas/verify-webhook.js';
