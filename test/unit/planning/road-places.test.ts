import { describe, expect, it } from 'vitest';
import { nameAndPlace } from '../../../lambdas/core/planning/advert-subjects';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

/** An English business on its road ("Sparkle Car Wash on Route 9") is the name, found there; the road is no part of the name. */
describe('a place on its road', () => {
  it.each([
    ['Sparkle Car Wash on Route 9', 'Sparkle Car Wash', 'on Route 9'],
    ['The Deli on Union Street', 'The Deli', 'on Union Street'],
    ['Salt Shack on Harbour Quay', 'Salt Shack', 'on Harbour Quay'],
  ])('%s', (subject, name, place) => {
    expect(nameAndPlace(subject, 'en')).toEqual({ name, place });
  });

  it.each(['Bistro on Fifth', 'Pier 3 Cafe', 'Fish on Friday', 'Food at Home'])('a name that only sounds like one stays whole: %s', (subject) => {
    expect(nameAndPlace(subject, 'en')).toEqual({ name: subject });
  });

  it('the plan is titled with the name and says where it is once; no picture is handed a road', () => {
    const brief = '20-second ad for Sparkle Car Wash on Route 9. Show a car going through the wash and a worker drying it by hand. Full wash $12. Open 7 days.';
    const plan = planOf({ brief, duration_sec: 20 });
    expect(plan.title).toBe('Sparkle Car Wash');
    const said = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(said).toContain('Route 9');
    for (const s of plan.scenes.filter((x) => x.type === 't2v_fast')) expect(s.prompt).not.toMatch(/\bthe on\b|Route 9/);
  });
});
