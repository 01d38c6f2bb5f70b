import { describe, expect, it } from 'vitest';
import { ATTEMPT_LOG_SIZE, appendAttempt } from '../../../lambdas/core/webhooks/attempt-log';
import type { AttemptLogEntry } from '../../../lambdas/core/webhooks/attempt-log';

const entry = (attempt: number): AttemptLogEntry => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, attempt)).toISOString(),
  delivery_id: 'dlv_1',
  event: 'video.completed',
  attempt,
  ok: false,
  status: 500,
  error: 'HTTP 500',
  duration_ms: 12,
  response_snippet: '',
});

describe('attempt log', () => {
  it('keeps the newest attempts first and at most ATTEMPT_LOG_SIZE of them', () => {
    let log: AttemptLogEntry[] = [];
    for (let i = 1; i <= ATTEMPT_LOG_SIZE + 5; i++) log = appendAttempt(log, entry(i));
    expect(log).toHaveLength(ATTEMPT_LOG_SIZE);
    expect(log[0]!.attempt).toBe(ATTEMPT_LOG_SIZE + 5);
    expect(log.at(-1)!.attempt).toBe(6);
  });
});
