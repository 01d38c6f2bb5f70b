import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoKillSwitchStore } from '../../lambdas/adapters/dynamo/kill-switch-store';
import { RATE_LIMITS } from '../../lambdas/core/limits/rate-limits';
import { priceRender } from '../../lambdas/core/render/pricing';
import { controlledClock, recordingWorkflow } from '../support/controlled';
import { useLocalStack } from '../support/local-stack';

const clock = controlledClock();
const workflow = recordingWorkflow();
// No rate limits here except in their own tests: this file fires many renders per minute.
const stack = useLocalStack({ ports: { clock, workflow, rateLimits: { ...RATE_LIMITS, renderApi: { minute: 1e6, hour: 1e6, day: 1e6 }, renderAll: { minute: 1e6, hour: 1e6, day: 1e6 } } } });

const motion = (prompt: string, extra: Record<string, unknown> = {}) => ({ type: 'motion', prompt, duration_sec: 3, ...extra });
const threeScenes = { scene_plan: [motion('Hook'), motion('Body'), motion('Call to action')] };
const PRICE = priceRender({ scenes: threeScenes.scene_plan.map(() => ({ type: 'motion' as const, duration_sec: 3 })), quality: 'draft', upscale: false, planned: false }).total;

describe('§4.2 POST /v1/render with a scene plan', () => {
  it('§2.4: answers 202 with the render response, charges exactly credits_used, and hands the job to the workflow', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { ...threeScenes, title: 'Spring sale' } });
    expect(res.status).toBe(202);
    // The spec's fields, and reused_scenes (issue 26).
    expect(Object.keys(res.body).sort()).toEqual(['credits_used', 'job_id', 'note', 'poll_url', 'reused_scenes', 'scenes', 'status', 'title', 'watermarked']);
    expect(res.body).toMatchObject({ status: 'starting', title: 'Spring sale', scenes: 3, credits_used: PRICE, watermarked: false, poll_url: `/v1/job/${res.body.job_id}` });
    expect(await stack.credits(user_id)).toBe(100 - PRICE);
    expect(workflow.started).toContain(res.body.job_id);

    const job = await stack.api('GET', res.body.poll_url, { key: api_key });
    expect(job.status).toBe(200);
    expect(job.body).toEqual({ job_id: res.body.job_id, status: 'starting', progress: 0, video_url: null, poster_url: null, captions_url: null, error: null, videos: [], queue_position: null });
  });

  it('§4.2: a validation failure lists every problem as field: message joined by "; " and charges nothing', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { scene_plan: [motion('ok'), motion(''), { type: 'hologram', prompt: 'x' }], aspect: '2:1', quality: 'ultra', duration_sec: 500 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation failed');
    expect(res.body.code).toBeUndefined();
    const fields = (res.body.detail as string).split('; ').map((p) => p.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['scene_plan.1.prompt', 'scene_plan.2.type', 'aspect', 'quality', 'duration_sec']));
    expect(await stack.credits(user_id)).toBe(100);
  });

  it('§4.2: malformed JSON is a validation failure too', async () => {
    const { api_key } = await stack.account();
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: '{"scene_plan": [' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Validation failed', detail: expect.stringContaining('body') });
  });

  it.each([
    ['PRESENTER_REQUIRED', 400, { scene_plan: [{ type: 's2v', prompt: 'Presenter says hi', script: 'Hi', duration_sec: 4 }] }],
    ['PRODUCT_IMAGE_REQUIRED', 400, { route: 'product-ad', scene_plan: [{ type: 'i2v_fast', prompt: 'The bottle', duration_sec: 4 }] }],
    ['BRAND_REQUIRED', 422, { brand_kit_id: 'kit_1', ...threeScenes }],
    ['NO_ANCHOR', 422, { route: 'story', scene_plan: [{ type: 't2v_fast', prompt: 'A city at dawn', duration_sec: 4 }] }],
  ])('§4.2 rules: %s answers %i and charges nothing', async (code, status, body) => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await stack.credits(user_id)).toBe(100);
  });

  it('§8: balance 0 → 402 NO_CREDITS; balance below the cost → 402 INSUFFICIENT_CREDITS; nothing charged', async () => {
    const empty = await stack.account({ credits: 0 });
    expect((await stack.api('POST', '/v1/render', { key: empty.api_key, body: threeScenes })).body.code).toBe('NO_CREDITS');
    const poor = await stack.account({ credits: PRICE - 1 });
    const res = await stack.api('POST', '/v1/render', { key: poor.api_key, body: threeScenes });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('INSUFFICIENT_CREDITS');
    expect(await stack.credits(poor.user_id)).toBe(PRICE - 1);
  });

  it('§8: over the per-render cost limit → 413 REQUEST_COST_TOO_HIGH', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100, limits: { maxRenderCost: PRICE - 1 } });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('REQUEST_COST_TOO_HIGH');
    expect(await stack.credits(user_id)).toBe(100);
  });

  it('§8: the monthly usage cap → 402 ABUSE_CAP_EXCEEDED once reached', async () => {
    const { api_key } = await stack.account({ credits: 1_000, limits: { monthlyCap: PRICE * 2 } });
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).status).toBe(202);
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).status).toBe(202);
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('ABUSE_CAP_EXCEEDED');
  });

  it('§8: a full video library → 402 STORAGE_FULL', async () => {
    const { api_key } = await stack.account({ limits: { storageBytes: 0 } });
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).body.code).toBe('STORAGE_FULL');
  });

  it('§8: all concurrency slots busy → 429 CONCURRENT_LIMIT, nothing queued or charged', async () => {
    const { user_id, api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 2 } });
    for (let i = 0; i < 2; i++) expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).status).toBe(202);
    const before = await stack.credits(user_id);
    const started = workflow.started.length;
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('CONCURRENT_LIMIT');
    expect(await stack.credits(user_id)).toBe(before);
    expect(workflow.started.length).toBe(started);
  });

  it.each([
    ['global', 'GLOBAL_KILL_SWITCH'],
    ['render', 'FEATURE_KILL_SWITCH'],
    ['user', 'USER_KILL_SWITCH'],
  ] as const)('§7: the %s kill switch → 503 %s, nothing charged', async (kind, code) => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const switches = dynamoKillSwitchStore(stack.db);
    const scope = kind === 'user' ? { kind, userId: user_id } : { kind };
    await switches.set(scope, true);
    try {
      const res = await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(code);
      expect(await stack.credits(user_id)).toBe(100);
    } finally {
      await switches.set(scope, false);
    }
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).status).toBe(202);
  });
});

describe('§4.2 rules 5–6: Idempotency-Key', () => {
  it('rule 5: a repeated key with a scene plan → 409 DUPLICATE_REQUEST, no second charge, no job id', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const headers = { 'idempotency-key': 'order-42' };
    expect((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes, headers })).status).toBe(202);
    const repeat = await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes, headers });
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe('DUPLICATE_REQUEST');
    expect(repeat.body.job_id).toBeUndefined();
    expect(await stack.credits(user_id)).toBe(100 - PRICE);
  });

  it('only the first 80 characters are used, and keys are per account', async () => {
    const a = await stack.account();
    const b = await stack.account();
    const long = 'k'.repeat(80);
    expect((await stack.api('POST', '/v1/render', { key: a.api_key, body: threeScenes, headers: { 'idempotency-key': `${long}-first` } })).status).toBe(202);
    expect((await stack.api('POST', '/v1/render', { key: a.api_key, body: threeScenes, headers: { 'idempotency-key': `${long}-second` } })).status).toBe(409);
    expect((await stack.api('POST', '/v1/render', { key: b.api_key, body: threeScenes, headers: { 'idempotency-key': `${long}-first` } })).status).toBe(202);
  });

  it('rule 6: without the header every call is a new render and a new charge', async () => {
    const { user_id, api_key } = await stack.account({ credits: 100 });
    const ids = new Set<string>();
    for (let i = 0; i < 2; i++) ids.add((await stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })).body.job_id);
    expect(ids.size).toBe(2);
    expect(await stack.credits(user_id)).toBe(100 - 2 * PRICE);
  });

  it('parallel requests with one key start exactly one render', async () => {
    const { user_id, api_key } = await stack.account({ credits: 1_000, limits: { concurrency: 50 } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => stack.api('POST', '/v1/render', { key: api_key, body: threeScenes, headers: { 'idempotency-key': 'same' } })),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await stack.credits(user_id)).toBe(1_000 - PRICE);
  });
});

describe('atomic acceptance under concurrency', () => {
  it('parallel renders against a balance that covers only some: exactly that many are accepted and the balance never goes negative', async () => {
    const affordable = 4;
    const { user_id, api_key } = await stack.account({ credits: PRICE * affordable + PRICE - 1, limits: { concurrency: 100 } });
    const results = await Promise.all(Array.from({ length: 12 }, () => stack.api('POST', '/v1/render', { key: api_key, body: threeScenes })));
    expect(results.filter((r) => r.status === 202)).toHaveLength(affordable);
    expect(results.filter((r) => r.status === 402).every((r) => r.body.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(results.every((r) => r.status === 202 || r.status === 402)).toBe(true);
    expect(await stack.credits(user_id)).toBe(PRICE - 1);
  });
});

describe('§2.2 large inputs', () => {
  it('data URIs are moved to the blob store: no DynamoDB item holds one', async () => {
    const { api_key } = await stack.account({ credits: 100 });
    const pixel = 'data:image/png;base64,' + Buffer.from('not really a png but bytes').toString('base64');
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { ...threeScenes, brand_logo_url: pixel } });
    expect(res.status).toBe(202);
    const scan = await stack.db.doc.send(new ScanCommand({ TableName: stack.db.tableName }));
    expect(JSON.stringify(scan.Items)).not.toContain('data:image');
  });
});

describe('§4.3 GET /v1/job/{id}', () => {
  it('an unknown or malformed id → 404 Job not found with no code', async () => {
    const { api_key } = await stack.account();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await stack.api('GET', `/v1/job/${id}`, { key: api_key });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Job not found' });
    }
  });

  it('another account\'s job → 403 Forbidden with no code', async () => {
    const owner = await stack.account();
    const other = await stack.account();
    const { body } = await stack.api('POST', '/v1/render', { key: owner.api_key, body: threeScenes });
    const res = await stack.api('GET', `/v1/job/${body.job_id}`, { key: other.api_key });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Forbidden' });
  });

  it('§5: auth errors apply', async () => {
    expect((await stack.api('GET', '/v1/job/00000000-0000-4000-8000-000000000000')).body.code).toBe('NO_API_KEY');
  });
});
