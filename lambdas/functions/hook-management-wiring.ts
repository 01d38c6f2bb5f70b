/** What creating, changing and deleting a hook read and write, shared by those three routes. */
import { hookWriter } from '../adapters/dynamo/hook-store';
import { deliverableUrlCheck } from '../adapters/webhooks/guarded-url-check';
import { auth, clock, rateLimits } from './shared-wiring';

export const hookManagement = { ...auth, hooks: hookWriter, clock, rateLimits, checkUrl: deliverableUrlCheck };
