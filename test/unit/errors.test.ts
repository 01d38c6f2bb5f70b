import { describe, expect, it } from 'vitest';
import { OutboundRefusedError } from '../../lambdas/adapters/outbound/address-vetting';
import { ERROR_CODES, apiError, errorBody, forbidden, isTransientFailure, jobNotFound, rateLimited, validationFailed } from '../../lambdas/core/errors';

describe('§7 error shape', () => {
  it('a coded error carries error and code, with the catalogue status', () => {
    const err = apiError('INSUFFICIENT_CREDITS');
    expect(err.status).toBe(402);
    expect(errorBody(err)).toEqual({ error: 'Not enough credits for this render', code: 'INSUFFICIENT_CREDITS' });
  });

  it('extra keys such as feature and plan sit beside error and code', () => {
    expect(errorBody(apiError('PLAN_UPGRADE_REQUIRED', undefined, { feature: 'api', plan: 'pro' }))).toEqual({
      error: 'API access needs the Agency plan', code: 'PLAN_UPGRADE_REQUIRED', feature: 'api', plan: 'pro',
    });
  });

  it('§4.2: validation failures list every problem as field: message joined by "; " and have no code', () => {
    const body = errorBody(validationFailed([
      { path: 'scene_plan.2.prompt', message: 'too long' },
      { path: 'aspect', message: 'must be one of 9:16, 16:9' },
    ]));
    expect(body).toEqual({ error: 'Validation failed', detail: 'scene_plan.2.prompt: too long; aspect: must be one of 9:16, 16:9' });
  });

  it('§7: 429 carries retryAfter at the top and in details', () => {
    const err = rateLimited('RATE_LIMITED', 17);
    expect(err.status).toBe(429);
    expect(errorBody(err)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 17, details: { retryAfter: 17 } });
  });

  it('§4.3: 404 Job not found and 403 Forbidden have no code', () => {
    expect(errorBody(jobNotFound())).toEqual({ error: 'Job not found' });
    expect(errorBody(forbidden())).toEqual({ error: 'Forbidden' });
  });

  it('§7 code table: every code of the spec has the status the spec gives it', () => {
    const spec: Record<string, number> = {
      NO_API_KEY: 401, INVALID_API_KEY: 401, PLAN_UPGRADE_REQUIRED: 402, ACCOUNT_SUSPENDED: 403, NO_CREDITS: 402,
      INSUFFICIENT_CREDITS: 402, ABUSE_CAP_EXCEEDED: 402, STORAGE_FULL: 402, UPGRADE_REQUIRED: 402, REQUEST_COST_TOO_HIGH: 413,
      CONTENT_BLOCKED: 400, PRODUCT_IMAGE_REQUIRED: 400, PRESENTER_REQUIRED: 400, UNSUPPORTED_MODEL: 400, BRAND_REQUIRED: 422,
      NO_ANCHOR: 422, CANVAS_NOT_FOUND: 404, NOT_FOUND: 404, DUPLICATE_REQUEST: 409, PLAN_FAILED: 502, RATE_LIMITED: 429,
      CONCURRENT_LIMIT: 429, USAGE_CHECK_UNAVAILABLE: 503, DB_UNAVAILABLE: 503, FEATURE_NOT_AVAILABLE: 503,
      GLOBAL_KILL_SWITCH: 503, FEATURE_KILL_SWITCH: 503, USER_KILL_SWITCH: 503, UNKNOWN_EVENT: 400, URL_NOT_DELIVERABLE: 400,
      HOOK_LIMIT: 409,
    };
    for (const [code, status] of Object.entries(spec)) {
      expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.[0], code).toBe(status);
    }
  });
});

describe('issue 25: a refused address is the caller\'s problem, never a passing fault', () => {
  it('an input problem is never transient, whatever its code (ERR_OUTBOUND_REFUSED once matched the errno pattern)', () => {
    const refused = new OutboundRefusedError('refused https://intranet.example.test/: address is not public (ipv4 private)');
    expect(isTransientFailure(refused)).toBe(false);
    expect(refused.permanent).toBe(true);
    expect(isTransientFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
  });
});
