import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';

/**
 * A place's entrance is its shopfront, its room behind the window: goods named there were drawn in
 * front of it at people's size (giant loaves before a bakery, books as tall as its door, yoga mats as
 * tables on the pavement).
 */
const briefs = [
  '20-second ad for Page & Pine, an independent bookshop in Edinburgh. Show a bookseller recommending a novel to a customer and a child reading in a beanbag. Author events every Thursday.',
  '30-second ad for Still Point Yoga in Austin. Show an instructor guiding a class through a sun salutation and students resting at the end of class. First class free. 210 E 6th St.',
  '20-second ad for Crust & Crumb, a sourdough bakery in Brighton. Show a baker taking loaves out of the oven. Fresh bread from 7am. 14 North Laine.',
  '20-second ad for Petal & Stem, a florist in Leeds. Show a florist tying a bouquet. Same-day delivery.',
];

describe('a place’s entrance shows its shopfront, no goods before it', () => {
  it.each(briefs)('%s', (brief) => {
    const plan = planOf({ brief, duration_sec: 30 });
    const entrances = plan.scenes.filter((s) => s.type === 't2v_fast' && /^The entrance of/.test(s.prompt));
    expect(entrances.length).toBeGreaterThan(0);
    for (const s of entrances) {
      const { scene } = readScene(s.prompt);
      expect(scene.setting, s.prompt).toBe('shopfront');
      expect(scene.things.filter((t) => concept(t.concept).kind !== 'person'), s.prompt).toEqual([]);
    }
  });
});
