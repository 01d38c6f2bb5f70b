import { describe, expect, it } from 'vitest';
import { priceRender, refundFor, type PriceInput } from '../../../lambdas/core/render/pricing';

/**
 * Issue 26: the refund of a cancelled job is the failure path's formula (lambdas/core/render/pricing.ts
 * refundFor): every scene not rendered when the cancel lands, plus the composition; rendered scenes
 * and a brief's planning are kept (§7 rule 4).
 */
const scenes: PriceInput['scenes'] = [
  { type: 'motion', duration_sec: 5 },
  { type: 'motion', duration_sec: 5 },
  { type: 'motion', duration_sec: 3 },
];
// Draft: a 5-s motion scene is 2 + 5 = 7 credits, a 3-s one 2 + 3 = 5; the composition 5.
const fromPlan = priceRender({ scenes, quality: 'draft', upscale: false, planned: false });
const fromBrief = priceRender({ scenes, quality: 'draft', upscale: false, planned: true });

describe('issue 26: credits a cancel gives back', () => {
  it.each([
    ['queued or starting: nothing rendered', fromPlan, [], 7 + 7 + 5 + 5],
    ['processing, first scene rendered', fromPlan, [0], 7 + 5 + 5],
    ['processing, scenes rendered out of order', fromPlan, [2, 0], 7 + 5],
    ['composing: every scene rendered', fromPlan, [0, 1, 2], 5],
    ['a brief, nothing rendered: planning is kept', fromBrief, [], 7 + 7 + 5 + 5],
    ['a brief, two scenes rendered', fromBrief, [0, 1], 5 + 5],
  ] as const)('%s', (_, price, rendered, refund) => {
    expect(refundFor(price, rendered)).toBe(refund);
    // What the caller pays in the end: the planning and the scenes that rendered.
    expect(price.total - refundFor(price, rendered)).toBe(price.planning + rendered.reduce((sum: number, i) => sum + price.scenes[i]!, 0));
  });
});
