import { describe, expect, it } from 'vitest';
import { findSetting } from '../../../lambdas/core/planning/brief-facts';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

describe('a training heading with an audience and no topic', () => {
  const brief = '30-second training for new baristas: 1. Grind the beans fresh. 2. Tamp the coffee evenly. 3. Pull the shot for 25 seconds. 4. Steam the milk to 65°C.';
  it('never makes the video’s length its topic', () => {
    expect(readBrief(brief, 'en', 'training').topic).not.toMatch(/second/);
    const plan = planOf({ brief, duration_sec: 30, kind: 'training' });
    expect(plan.title).not.toMatch(/\d+-second/);
    expect(plan.scenes.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ')).not.toMatch(/30-second/);
  });
});

describe('a place’s own name says what it is', () => {
  it.each([
    ['Families at the stalls at Victoria Park', 'park'],
    ['A walk by Lake Geneva at dawn', 'lake'],
    ['A bicycle leaning on the harbour wall', 'harbour wall'],
  ])('%s', (text, place) => {
    expect(findSetting(text).place).toBe(place);
  });
});

describe('swimming classes are a swimming school', () => {
  it('a baby swimming brief is planned at its pool, not as a product held', () => {
    const plan = planOf({ brief: '20-second ad for Little Sprouts Swim, baby swimming classes in Leeds. Show a mum and her baby in the pool with the instructor. Classes every Saturday morning. Book at littlesprouts.co.uk.', duration_sec: 20 });
    const text = plan.scenes.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ');
    expect(text).not.toMatch(/the product|And it classes/);
    expect(text).toMatch(/swimming school|pool/);
  });
});
