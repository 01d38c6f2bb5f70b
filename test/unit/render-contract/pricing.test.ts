import { describe, expect, it } from 'vitest';
import { clipModelOf } from '../../../lambdas/core/clips/generated-clips';
import { MODELS } from '../../../lambdas/core/models/registry';
import { priceRender, PRICING, pricingFor, refundFor, type PriceInput } from '../../../lambdas/core/render/pricing';

const scene = (type: 'motion' | 't2v_fast' | 'i2v_fast' | 's2v' | 'walk_talk' | 'footage', duration_sec: number) => ({ type, duration_sec });
const ad20 = [scene('t2v_fast', 5), scene('t2v_fast', 5), scene('motion', 5), scene('motion', 5)];

describe('pricing: credits from length, scene count and types, quality, upscale and planning', () => {
  it('worked example 1: a planned 20 s draft ad (2 generated + 2 motion scenes of 5 s) costs 58', () => {
    // planning 5; scenes 2+5×3 = 17, 17, 2+5×1 = 7, 7; compose 5
    expect(priceRender({ scenes: ad20, quality: 'draft', upscale: false, planned: true })).toEqual({
      planning: 5, scenes: [17, 17, 7, 7], compose: 5, aspects: [], total: 58,
    });
  });

  it('worked example 2: the same scenes as a scene_plan, premium and upscaled, cost 193', () => {
    // scenes 2+5×3×4 = 62, 62, 2+5×1×4 = 22, 22; compose 5 + 20 s × 1 = 25; no planning
    expect(priceRender({ scenes: ad20, quality: 'premium', upscale: true, planned: false })).toEqual({
      planning: 0, scenes: [62, 62, 22, 22], compose: 25, aspects: [], total: 193,
    });
  });

  it('worked example 3: a presenter minute at standard quality', () => {
    // 6 × s2v 10 s: 2 + 10×4×2 = 82 each → 492; compose 5
    const price = priceRender({ scenes: Array(6).fill(scene('s2v', 10)), quality: 'standard', upscale: false, planned: false });
    expect(price.total).toBe(497);
  });

  it('longer, more scenes, pricier types, higher quality and upscale each cost more', () => {
    const base: PriceInput = { scenes: [scene('t2v_fast', 5)], quality: 'draft', upscale: false, planned: false };
    const cost = (over: Partial<PriceInput>) => priceRender({ ...base, ...over }).total;
    const b = cost({});
    expect(cost({ scenes: [scene('t2v_fast', 6)] })).toBeGreaterThan(b);
    expect(cost({ scenes: [scene('t2v_fast', 5), scene('motion', 3)] })).toBeGreaterThan(b);
    expect(cost({ scenes: [scene('walk_talk', 5)] })).toBeGreaterThan(cost({ scenes: [scene('s2v', 5)] }));
    expect(cost({ scenes: [scene('s2v', 5)] })).toBeGreaterThan(b);
    expect(cost({ scenes: [scene('motion', 5)] })).toBeLessThan(b);
    expect(cost({ quality: 'standard' })).toBeGreaterThan(b);
    expect(cost({ quality: 'premium' })).toBeGreaterThan(cost({ quality: 'standard' }));
    expect(cost({ upscale: true })).toBeGreaterThan(b);
    expect(cost({ planned: true })).toBe(b + 5);
  });

  it('fractional seconds round up per scene, so the price is always whole credits', () => {
    expect(priceRender({ scenes: [scene('t2v_fast', 3.5)], quality: 'draft', upscale: true, planned: false })).toEqual({
      planning: 0, scenes: [2 + 11], compose: 5 + 4, aspects: [], total: 22,
    });
  });

  it('the largest legal render is over the Agency per-render limit (1,000), so 413 is reachable', () => {
    const max = priceRender({ scenes: Array(12).fill(scene('walk_talk', 10)), quality: 'premium', upscale: true, planned: true });
    expect(max.total).toBe(5 + 12 * (2 + 200) + 5 + 120);
    expect(max.total).toBeGreaterThan(1_000);
  });
});

describe('§3.1, §7 rule 5: refund of work that did not happen', () => {
  const price = priceRender({ scenes: ad20, quality: 'draft', upscale: false, planned: true });

  it('nothing rendered: every scene and the composition come back, planning does not', () => {
    expect(refundFor(price, 0)).toBe(17 + 17 + 7 + 7 + 5);
    expect(refundFor(price, 0)).toBe(price.total - price.planning);
  });
  it('two of four scenes rendered in order: the other two and the composition', () => {
    expect(refundFor(price, 2)).toBe(7 + 7 + 5);
  });
  it('scenes rendered out of order are named by index', () => {
    expect(refundFor(price, [0, 2])).toBe(17 + 7 + 5);
    expect(refundFor(price, new Set([3]))).toBe(17 + 17 + 7 + 5);
  });
  it('every scene rendered but no video: the composition only', () => {
    expect(refundFor(price, 4)).toBe(5);
  });
});

describe('issue 24: the credits of the models that do the work come from the model registry', () => {
  it('the built-in models price planning, generated footage and presenters as the registry declares them', () => {
    expect(PRICING.planning).toBe(MODELS['builtin-planner'].credits.amount);
    expect(PRICING.perSecond.t2v_fast).toBe(MODELS['procedural-footage'].credits.scenes.t2v_fast);
    expect(PRICING.perSecond.walk_talk).toBe(MODELS['illustrated-presenter'].credits.scenes.walk_talk);
  });

  it('a deployment with Luma Ray2 prices a 5 s draft t2v_fast scene at 2 + 5 × 75 credits (its 540p cost of $0.75/s at a cent a credit)', () => {
    const luma = pricingFor({ footage: 'luma-ray2' });
    expect(priceRender({ scenes: [scene('t2v_fast', 5), scene('motion', 5)], quality: 'draft', upscale: false, planned: false }, luma)).toEqual({
      planning: 0, scenes: [2 + 5 * 75, 2 + 5], compose: 5, aspects: [], total: 2 + 375 + 7 + 5,
    });
    // Presenters and planning keep the built-in models' credits.
    expect(luma.perSecond.s2v).toBe(PRICING.perSecond.s2v);
    expect(luma.planning).toBe(PRICING.planning);
  });

  it('a model of the wrong role cannot price a role', () => {
    expect(() => pricingFor({ footage: 'nova-2-lite' })).toThrow(/planner model, not a footage/);
  });
});

describe('issue 24: each generated clip is priced from the registry, over the clip the model is asked for', () => {
  const luma = clipModelOf('luma-ray2');
  const dId = clipModelOf('d-id-talks');

  it('a scene whose clip Luma Ray2 makes pays the model’s credits a second for the whole 5 s or 9 s clip; the engine’s scenes keep theirs', () => {
    const price = priceRender({
      scenes: [scene('t2v_fast', 5), scene('t2v_fast', 7), scene('i2v_fast', 5), scene('motion', 5)],
      quality: 'draft',
      upscale: false,
      planned: false,
      // The i2v scene animates a product photo, which Ray2 does not take: the engine's own i2v, at its price.
      clips: [luma, luma, null, null],
    });
    expect(price.clips).toEqual([
      { scene: 0, model: 'luma-ray2', seconds: 5, credits: 5 * 75 },
      // 7 s asks for the 9 s clip, which covers the scene.
      { scene: 1, model: 'luma-ray2', seconds: 9, credits: 9 * 75 },
    ]);
    expect(price.scenes).toEqual([2 + 375, 2 + 675, 2 + 5 * 3, 2 + 5]);
    expect(price.total).toBe(377 + 677 + 17 + 7 + 5);
  });

  it('quality multiplies the clip’s credits as it does every scene’s (standard asks Ray2 for 720p, twice the cost)', () => {
    expect(priceRender({ scenes: [scene('t2v_fast', 5)], quality: 'standard', upscale: false, planned: false, clips: [luma] }).clips).toEqual([{ scene: 0, model: 'luma-ray2', seconds: 5, credits: 750 }]);
  });

  it('a presenter clip is priced over the scene’s own length; a render with no clip has no clips line', () => {
    expect(priceRender({ scenes: [scene('s2v', 6)], quality: 'draft', upscale: false, planned: false, clips: [dId] }).clips).toEqual([{ scene: 0, model: 'd-id-talks', seconds: 6, credits: 6 * 4 }]);
    expect(priceRender({ scenes: [scene('s2v', 6)], quality: 'draft', upscale: false, planned: false, clips: [null] })).not.toHaveProperty('clips');
  });

  it('a failed job refunds a clip’s credits with its scene', () => {
    const price = priceRender({ scenes: [scene('motion', 5), scene('t2v_fast', 5)], quality: 'draft', upscale: false, planned: false, clips: [null, luma] });
    expect(refundFor(price, [0])).toBe(2 + 375 + 5);
  });

  it('one clip serves every aspect: an extra aspect pays for drawing its frames, never for a second clip; a reused scene pays for no clip', () => {
    const one = priceRender({ scenes: [scene('t2v_fast', 5)], quality: 'draft', upscale: false, planned: false, clips: [luma] });
    const two = priceRender({ scenes: [scene('t2v_fast', 5)], quality: 'draft', upscale: false, planned: false, clips: [luma], aspects: ['9:16', '16:9'] });
    expect(two.clips).toEqual(one.clips);
    expect(two.aspects).toEqual([{ aspect: '16:9', credits: 5 + 5 }]);
    expect(two.total).toBe(one.total + 10);
    const reused = priceRender({ scenes: [scene('t2v_fast', 5)], quality: 'draft', upscale: false, planned: false, clips: [luma], reused: new Set([0]) });
    expect(reused).not.toHaveProperty('clips');
    expect(reused.scenes).toEqual([1]);
  });
});
