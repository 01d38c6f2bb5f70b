import { describe, expect, it } from 'vitest';
import { priceRender } from '../../../lambdas/core/render/pricing';
import { parseRenderRequest, type RenderRequest } from '../../../lambdas/core/render/request-schema';
import { sceneCacheKey, type SceneCacheInput } from '../../../lambdas/core/render/scene-cache-key';

const plan = [
  { type: 'motion', role: 'hook', prompt: 'Fresh coffee', script: 'Fresh coffee, every morning.' },
  { type: 't2v_fast', prompt: 'A latte on a counter', script: 'Made with oat milk.' },
  { type: 'motion', role: 'cta', prompt: 'Order at oat.example.com', script: 'Order today.' },
];
const problems = (body: unknown) => {
  try {
    parseRenderRequest(body);
    return null;
  } catch (err) {
    return (err as { details?: unknown }).details ?? err;
  }
};

describe('issue 26 item 2: aspects', () => {
  it('aspects resolves to every aspect asked, in order, and aspect to the first', () => {
    const request = parseRenderRequest({ scene_plan: plan, aspects: ['16:9', '9:16', '1:1'] });
    expect(request.aspects).toEqual(['16:9', '9:16', '1:1']);
    expect(request.aspect).toBe('16:9');
  });

  it('without aspects, the one aspect (9:16 by default) is the list', () => {
    expect(parseRenderRequest({ scene_plan: plan }).aspects).toEqual(['9:16']);
    expect(parseRenderRequest({ scene_plan: plan, aspect: '4:5' }).aspects).toEqual(['4:5']);
  });

  it('aspect with aspects is accepted only when it equals aspects[0]', () => {
    expect(problems({ scene_plan: plan, aspect: '9:16', aspects: ['9:16', '1:1'] })).toBeNull();
    expect(JSON.stringify(problems({ scene_plan: plan, aspect: '1:1', aspects: ['9:16', '1:1'] }))).toContain('aspects[0]');
  });

  it('aspects holds 1 to 6 distinct aspects of the enum', () => {
    expect(problems({ scene_plan: plan, aspects: [] })).not.toBeNull();
    expect(problems({ scene_plan: plan, aspects: ['9:16', '9:16'] })).not.toBeNull();
    expect(problems({ scene_plan: plan, aspects: ['2:1'] })).not.toBeNull();
    expect(problems({ scene_plan: plan, aspects: ['9:16', '16:9', '1:1', '4:5', '4:3', '3:4'] })).toBeNull();
  });

  it('an extra aspect is charged its own drawing and composition, so two aspects cost less than two jobs', () => {
    const scenes = parseRenderRequest({ scene_plan: plan }).scene_plan!;
    const one = priceRender({ scenes, quality: 'standard', upscale: false, planned: true });
    const two = priceRender({ scenes, quality: 'standard', upscale: false, planned: true, aspects: ['9:16', '16:9'] });
    expect(one.aspects).toEqual([]);
    // 15 s of scenes at standard (×2): 30 credits of drawing, plus the 5 of composition.
    expect(two.aspects).toEqual([{ aspect: '16:9', credits: 35 }]);
    expect(two.total).toBe(one.total + 35);
    expect(two.total).toBeLessThan(2 * one.total);
  });
});

describe('issue 26 item 3: reuse of unchanged scenes', () => {
  const base = (): SceneCacheInput => ({
    userId: 'user-a',
    request: parseRenderRequest({ scene_plan: plan, voice_preset_id: 'voice-1' }) as RenderRequest,
    scenes: parseRenderRequest({ scene_plan: plan }).scene_plan!,
    index: 1,
    aspect: '9:16',
  });
  const key = sceneCacheKey(base());
  const changed = (edit: (input: SceneCacheInput) => SceneCacheInput) => sceneCacheKey(edit(base()));

  it('the same inputs give the same key', () => {
    expect(sceneCacheKey(base())).toBe(key);
  });

  it('a scene cached with one clip model is never reused with another', () => {
    expect(changed((i) => ({ ...i, clip: 'luma-ray2' }))).not.toBe(changed((i) => ({ ...i, clip: 'nova-reel' })));
  });

  it.each<[string, (i: SceneCacheInput) => SceneCacheInput]>([
    ['the scene', (i) => ({ ...i, scenes: i.scenes.map((s, n) => (n === 1 ? { ...s, script: 'Made with barista oat milk.' } : s)) })],
    ['the style', (i) => ({ ...i, request: { ...i.request, art_style: 'watercolour' } })],
    ['the voice', (i) => ({ ...i, request: { ...i.request, voice_preset_id: 'voice-2' } })],
    ['the language', (i) => ({ ...i, request: { ...i.request, language: 'fr' } })],
    ['the aspect', (i) => ({ ...i, aspect: '16:9' })],
    ['the size', (i) => ({ ...i, request: { ...i.request, quality: 'premium' } })],
    ['the upscale', (i) => ({ ...i, request: { ...i.request, upscale: true } })],
    ['the brand', (i) => ({ ...i, request: { ...i.request, brand_colors: ['#123456'] } })],
    ['its place in the plan', (i) => ({ ...i, index: 0, scenes: [i.scenes[1]!, i.scenes[0]!, i.scenes[2]!] })],
    ['another scene’s prompt (what the engine reads of the others)', (i) => ({ ...i, scenes: i.scenes.map((s, n) => (n === 2 ? { ...s, prompt: 'Order now' } : s)) })],
    ['the account', (i) => ({ ...i, userId: 'user-b' })],
    ['the model that makes its clip (a deployment setting, not in the request)', (i) => ({ ...i, clip: 'luma-ray2' })],
  ])('changing %s changes the key', (_, edit) => {
    expect(changed(edit)).not.toBe(key);
  });

  it('another scene’s script or the video’s length and music do not: a plan edited line by line reuses the rest', () => {
    expect(changed((i) => ({ ...i, scenes: i.scenes.map((s, n) => (n === 0 ? { ...s, script: 'New hook line.' } : s)) }))).toBe(key);
    expect(changed((i) => ({ ...i, request: { ...i.request, music_style: 'lo-fi-chill', duration_sec: 30 } }))).toBe(key);
  });

  it('two accounts never share a key, whatever else is equal', () => {
    const keys = new Set(['a', 'b', 'c'].map((userId) => sceneCacheKey({ ...base(), userId })));
    expect(keys.size).toBe(3);
  });

  it('a reused scene costs the reduced price in every aspect; the rest as usual', () => {
    const scenes = parseRenderRequest({ scene_plan: plan }).scene_plan!;
    const fresh = priceRender({ scenes, quality: 'draft', upscale: false, planned: false, aspects: ['9:16', '1:1'] });
    const again = priceRender({ scenes, quality: 'draft', upscale: false, planned: false, aspects: ['9:16', '1:1'], reused: new Set([0, 2]) });
    expect(again.scenes).toEqual([1, fresh.scenes[1], 1]);
    // The extra aspect draws only the scene not reused (5 s at draft).
    expect(again.aspects).toEqual([{ aspect: '1:1', credits: 5 + 5 }]);
    expect(again.total).toBeLessThan(fresh.total);
  });
});
