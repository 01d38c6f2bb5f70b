/**
 * Issue 23: a hand-washing training's steps, as trainers write them and the planner pictures them, are each drawn as their
 * step: an English step that says only how long ("Scrub for 20 seconds") is the lather, "Rinse and dry" the rinse (never
 * a groomer's drying), a German "20 Sekunden reiben" the lather, a Japanese step read in its own words ("手を乾かす"
 * dries the hands, not a dog).
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

/** How the planner writes a step of an English brief, and a step kept in its language. */
const english = (action: string) => `A person ${action}, in a bright workplace`;
const kept = (text: string) => `A person doing this step: ${text}, in a bright workplace`;

describe('each step of washing hands is drawn as that step', () => {
  it.each([
    [english('scrubbing for 20 seconds'), 'lathering'],
    [english('rubbing for 20 seconds'), 'lathering'],
    [english('rinsing and drying'), 'rinsing'],
    [kept('20 Sekunden reiben'), 'lathering'],
    [kept('30 Sekunden lang reiben'), 'lathering'],
    [kept('手を水でぬらす'), 'wetting-hands'],
    [kept('せっけんをつける'), 'lathering'],
    [kept('20秒こする'), 'lathering'],
    [kept('すすいで乾かす'), 'rinsing'],
    [kept('ペーパータオルで手を乾かす'), 'drying-hands'],
  ])('%s', (prompt, pose) => {
    expect(parsePrompt(prompt).pose).toBe(pose);
  });
});
