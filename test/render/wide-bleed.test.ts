/**
 * A drawn picture wider than tall (a mechanic at a car's wheel, a family on a sofa, a plank on a mat)
 * alone in a tall frame is framed large, its ends running off the frame's sides, what it is about
 * inside the content area: the lead's face and working hand above the caption band. In a landscape
 * frame it fits whole as before.
 *
 * Picture height as a share of a 9:16 frame's, medium shot, before → after:
 *   changing a wheel 16% → 32%, tyre pressure 17% → 32%, under the bonnet 16% → 32%,
 *   a family with a tablet on the sofa 22% → 29%, a class in plank 25% → 32%.
 */
import { describe, expect, it } from 'vitest';
import { BLEED_HEIGHT } from '../../lambdas/render/compose/bleed';
import { SUBJECT_MARGIN } from '../../lambdas/render/compose/layout';
import { bodyHand, isBody } from '../../lambdas/render/illustrations/bodies';
import { bottom, composeScene, FRAMINGS, isPerson, right } from '../support/scene-compose';

const WIDE = [
  'Un mecánico cambiando una rueda en un taller mecánico',
  'Der Mechaniker prüft den Reifendruck',
  'A mechanic under the bonnet of a car in the garage',
  'A woman charging her electric car at home',
  'a woman holding a plank',
  'a woman in a seated forward fold',
  'a woman in downward dog on her mat',
  'a student rolling up her mat after class',
  'a yoga teacher leading her class in plank',
  'a plumber fixing a leak under the sink',
  'A family checking their energy savings on a tablet, morning light',
  'a couple looking at a tablet on the sofa',
  'A couple riding bikes along the river',
  'An instructor guiding a class through a sun salutation inside a yoga studio',
  'a surf instructor teaching children on the beach',
  'Un meccanico che cambia una ruota in officina',
  'Une mécanicienne change une roue au garage',
  'Ein Mann bringt die Frau in die stabile Seitenlage',
  'Um mecânico a trocar um pneu na oficina',
  '縁側でお茶を楽しむ二人',
];
/** The least height of a wide picture in a tall frame, as a share of the frame's: its people about a quarter of it or more. */
const LEAST_TALL = 0.25;

const CASES = WIDE.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}${framing.mirror ? ' mirrored' : ''}`, prompt, framing] as const));

describe('a wide picture in a tall frame is framed large, what it is about inside the content area', () => {
  it.each(CASES)('9:16 %s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '9:16', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    const wide = people.find((p) => isBody(p.picture) && p.box.w > p.box.h);
    expect(wide, prompt).toBeDefined();
    expect(wide!.box.h / height).toBeGreaterThanOrEqual(LEAST_TALL);
    const margin = Math.min(content.w, content.h) * SUBJECT_MARGIN;
    for (const p of people) {
      expect(p.face!.x).toBeGreaterThanOrEqual(content.x - 0.5);
      expect(right(p.face!)).toBeLessThanOrEqual(right(content) + 0.5);
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(bottom(p.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
    }
    // The working hand (the wheel, the tablet, the mat) is inside the content area, above the caption band.
    const hand = bodyHand(wide!.picture);
    if (hand) {
      const x = wide!.box.x + wide!.box.w * (framing.mirror ? 1 - hand.x : hand.x);
      const y = wide!.box.y + wide!.box.h * hand.y;
      expect(x).toBeGreaterThanOrEqual(content.x + margin - 0.5);
      expect(x).toBeLessThanOrEqual(right(content) - margin + 0.5);
      expect(y).toBeLessThanOrEqual(bottom(content) + 0.5);
    }
    if (wide!.kept) {
      expect(wide!.kept.left).toBeGreaterThanOrEqual(content.x + margin - 0.5);
      expect(wide!.kept.right).toBeLessThanOrEqual(right(content) - margin + 0.5);
    }
  });

  it.each(CASES)('16:9 %s', async (_, prompt, framing) => {
    const { scene, layout, content, width } = await composeScene(prompt, '16:9', framing);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    for (const p of people) {
      // Whole across a wide frame: nothing runs off its sides.
      expect(p.kept).toBeUndefined();
      expect(p.box.x).toBeGreaterThanOrEqual(-0.5);
      expect(right(p.box)).toBeLessThanOrEqual(width + 0.5);
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(bottom(p.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
    }
  });

  it('a picture short of BLEED_HEIGHT in a tall frame reaches it when what it is about fits: a wheel changed, a tyre checked, an engine looked at', async () => {
    for (const prompt of WIDE.slice(0, 3)) {
      const { scene, layout, height } = await composeScene(prompt, '9:16', FRAMINGS[3]!);
      const wide = layout.placed.find((p) => isPerson(scene, p))!;
      expect(wide.box.h / height).toBeCloseTo(BLEED_HEIGHT, 2);
      expect(wide.kept).toBeDefined();
    }
  });
});
