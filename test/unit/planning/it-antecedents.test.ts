import { describe, expect, it } from 'vitest';
import { withAntecedents } from '../../../lambdas/core/planning/it-antecedents';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

describe('"it" in a shot split from the one before is what that shot shows', () => {
  it.each([
    [['a car going through the wash', 'a worker drying it by hand'], 'a worker drying the car by hand'],
    [['a barista making a latte', 'a customer tasting it at the window'], 'a customer tasting the latte at the window'],
    [['two bikes leaning on the rail', 'a mechanic checking them'], 'a mechanic checking the bikes'],
  ])('%j', (shots, second) => {
    expect(withAntecedents(shots)[1]).toBe(second);
  });

  it('a first shot, or one whose shot before acts on nothing, keeps its words', () => {
    expect(withAntecedents(['a woman applying it in the morning'])).toEqual(['a woman applying it in the morning']);
    expect(withAntecedents(['friends laughing on the terrace', 'a waiter serving it'])[1]).toBe('a waiter serving it');
  });

  it('a car wash advert dries the car, never the business', () => {
    const brief = '20-second ad for Sparkle Car Wash on Route 9. Show a car going through the wash and a worker drying it by hand. Full wash $12. Open 7 days.';
    const plan = planOf({ brief, duration_sec: 20 });
    const text = plan.scenes.map((s) => `${s.prompt} ${s.script ?? ''}`).join(' ');
    expect(text).toMatch(/drying the car/i);
    expect(text).not.toMatch(/dr(?:ying|ies) (?:Sparkle|a car wash|the on)/i);
    // A car wash is a place to come to.
    expect(plan.scenes.at(-1)!.script).not.toMatch(/^Try /);
  });
});
