import { randomUUID } from 'node:crypto';
import type { Hook } from '../../lambdas/core/webhooks/hook-store';

/** An active hook of this account, never delivered to, with a fixed secret; `over` sets the rest. */
export function activeHook(userId: string, over: Partial<Hook> = {}): Hook {
  return {
    id: randomUUID(),
    user_id: userId,
    event: 'video.completed',
    webhook_url: `https://receiver.example.com/${randomUUID()}`,
    description: null,
    active: true,
    secret: 'a'.repeat(64),
    failure_count: 0,
    last_delivery_at: null,
    last_status: null,
    created_at: new Date().toISOString(),
    ...over,
  };
}
