import { describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../lambdas/adapters/outbound/outbound-guard';
import { useLocalStack } from '../support/local-stack';

/**
 * Issue 25: an asset URL the outbound policy refuses is the caller's mistake, never a passing
 * fault. An IP literal of a non-public range is refused with the request (no lookup needed); a
 * name that resolves to one fails its job at the first fetch, with the reason, and is refunded.
 */
const lookups = new Map<string, number>();
const stack = useLocalStack({
  renderWorkers: 1,
  webhooks: {
    guard: createOutboundGuard({
      resolve: async (host) => {
        lookups.set(host, (lookups.get(host) ?? 0) + 1);
        return host === 'intranet.example.test' ? [{ address: '10.20.30.40', family: 4 }] : [];
      },
    }),
  },
});

const motion = { type: 'motion', prompt: 'Spring sale', duration_sec: 3 };

describe('issue 25: asset hosts the outbound policy refuses', () => {
  it.each([
    ['brand_logo_url', { brand_logo_url: 'http://127.0.0.1/logo.png', scene_plan: [motion] }, 'brand_logo_url: is not a public http(s) address: address is not public (ipv4 loopback)'],
    ['product_image_url', { product_image_url: 'http://[::1]:8080/p.png', scene_plan: [motion] }, 'product_image_url: is not a public http(s) address: address is not public (ipv6 loopback)'],
    ['a scene ref_image_url', { scene_plan: [motion, { type: 'i2v_fast', prompt: 'x', ref_image_url: 'http://169.254.169.254/latest/meta-data' }] }, 'scene_plan.1.ref_image_url: is not a public http(s) address: address is not public (ipv4 linkLocal)'],
    ['a footage video_url in decimal notation', { scene_plan: [{ type: 'footage', prompt: 'x', video_url: 'http://2130706433/clip.mp4' }] }, 'scene_plan.0.video_url: is not a public http(s) address: address is not public (ipv4 loopback)'],
    ['a local name', { scene_plan: [{ type: 'footage', prompt: 'x', video_url: 'http://localhost/clip.mp4' }] }, 'scene_plan.0.video_url: is not a public http(s) address: localhost is not public'],
  ])('%s naming a private address is refused at POST with 400, nothing charged', async (_, body, detail) => {
    const { user_id, api_key } = await stack.account();
    const res = await stack.api('POST', '/v1/render', { key: api_key, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Validation failed', detail });
    expect(await stack.credits(user_id)).toBe(1_000);
  });

  it('a name resolving to a private address fails its job at the first fetch, with the reason; nothing is tried again; nothing rendered, all refunded', async () => {
    const { user_id, api_key } = await stack.account();
    const accepted = await stack.api('POST', '/v1/render', {
      key: api_key,
      body: { scene_plan: [{ type: 'i2v_fast', prompt: 'The bag', ref_image_url: 'https://intranet.example.test/bag.png', duration_sec: 3 }] },
    });
    expect(accepted.status).toBe(202);
    const started = Date.now();
    let job: { status: string; error: string | null } = { status: 'starting', error: null };
    while (!['succeeded', 'failed'].includes(job.status) && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 200));
      job = (await stack.api('GET', `/v1/job/${accepted.body.job_id}`, { key: api_key })).body;
    }
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/could not fetch asset https:\/\/intranet\.example\.test\/bag\.png: .*not public \(ipv4 private\)/);
    // The refused host was looked up by one attempt only (the passing-fault retries made it 9–10).
    expect(lookups.get('intranet.example.test')).toBe(1);
    await stack.idle();
    expect(await stack.credits(user_id)).toBe(1_000);
  }, 90_000);
});
