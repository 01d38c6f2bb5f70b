/**
 * The Video Rendering API from TypeScript: `createClient({ baseUrl, apiKey })`, one method per
 * operation, spec §7's retries built in, and `verifyWebhook` for the receiving side.
 */
export { createClient, DEFAULT_TIMEOUT_MS, FINAL_STATUSES, MIN_POLL_INTERVAL_MS, POLL_INTERVAL_MS } from './client';
export type { CallOptions, ClientOptions, RenderOptions, VideoClient, WaitOptions } from './client';
export { ApiError } from './api-error';
export { DEFAULT_RETRY, type RetryOptions } from './retry';
export type * from './types';
export type { components, operations, paths, webhooks } from './api-types';
// The service's own verifier, bundled into the package by its build.
export { verifyWebhook, type VerifyFailure, type VerifyOptions, type VerifyResult, type WebhookHeaders } from '../../lambdas/verify-webhook';
