/**
 * Every person in a generated scene is drawn in one flat style (illustrations/bodies.ts,
 * figure-front.ts): no emoji person pictures, natural skin tones, hair that varies between the
 * people of one scene (and is the same every time the scene is drawn), figures that face the
 * viewer to greet, serve, present and wave, two at one task turned to each other.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { CONCEPTS, concept, type Concept } from '../../lambdas/render/compose/concepts';
import { POSES } from '../../lambdas/render/compose/scene-graph';
import { bodyArm, bodyAspect, bodyFace, bodyPicture, drawBody, facesViewer, isBody, withLook } from '../../lambdas/render/illustrations/bodies';
import { lookCode, lookOf, SKIN_TONES } from '../../lambdas/render/illustrations/figure-look';
import { drawHand } from '../../lambdas/render/illustrations/hand';
import { composeScene, isPerson } from '../support/scene-compose';

const FRAMING = { shot: 'medium', side: 0, mirror: false } as const;
const people = Object.entries(CONCEPTS).filter(([, c]) => (c as Concept).kind === 'person') as [string, Concept][];

/** How far apart two colours are, 0–441. */
const distance = (a: string, b: string) => {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
};
/** The emoji set's skin yellow. */
const EMOJI_YELLOW = '#ffc83d';

describe('one drawn style for every person', () => {
  it.each(people)('%s is drawn by the engine in every role, never an emoji picture', (_, c) => {
    for (const picture of [c.picture, c.upper, c.walking].filter((p): p is string => Boolean(p))) expect(isBody(picture), picture).toBe(true);
  });

  it('every action is acted out by a drawn figure', () => {
    for (const pose of POSES) for (const f of ACTIONS[pose].figures) expect(isBody(bodyPicture(f.stem, 'casual')), `${pose}: ${f.stem}`).toBe(true);
  });

  it.each([
    ['a barista serving a customer at the counter'],
    ['a receptionist greeting a patient at the front desk'],
    ['a teacher presenting to students in the classroom'],
    ['two colleagues shaking hands in the office'],
    ['a cook stirring a pot in the kitchen'],
    ['a family choosing plants'],
    ['Une fleuriste et une cliente dans la boutique'],
    ['Ein Mechaniker repariert ein Auto'],
    ['友達がカフェで話している'],
  ])('%s: every person placed is a drawn figure with a look of their own', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
    const drawn = layout.placed.filter((p) => isPerson(scene, p));
    expect(drawn.length).toBeGreaterThan(0);
    for (const p of drawn) expect(p.picture).toMatch(/^body:.+@\d{3}$/);
  });
});

describe('natural, varied people', () => {
  it('skin tones are natural, none the emoji yellow', () => {
    for (const { tone } of SKIN_TONES) expect(distance(tone, EMOJI_YELLOW)).toBeGreaterThan(60);
  });

  it('neighbours in a scene differ in skin tone and hair colour, whatever the seed', () => {
    for (let seed = 0; seed < 500; seed += 7) {
      for (let k = 0; k < 4; k++) {
        const [a, b] = [lookOf(lookCode(seed, k)), lookOf(lookCode(seed, k + 1))];
        expect(a.skin).not.toBe(b.skin);
      }
      expect(new Set([0, 1, 2].map((k) => lookOf(lookCode(seed, k)).hair)).size).toBeGreaterThan(1);
    }
  });

  it('the cast decides the hair: an older person is grey, a man never has long hair', () => {
    for (let seed = 0; seed < 200; seed += 3) {
      expect(lookOf(lookCode(seed, 0, 'elder')).hair).toBe(lookOf(lookCode(seed + 1, 1, 'elder')).hair);
      expect(['long', 'bun', 'ponytail']).not.toContain(lookOf(lookCode(seed, 0, 'man')).style);
    }
  });

  it.each(['friends sharing pizza around a table', 'a family choosing plants', 'two colleagues shaking hands in the office'])(
    '%s: two people of one scene look different, and the same every time',
    async (prompt) => {
      const looks = async () => {
        const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
        return layout.placed.filter((p) => isPerson(scene, p)).map((p) => p.picture.slice(-3));
      };
      const first = await looks();
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(new Set(first).size).toBe(first.length);
      expect(await looks()).toEqual(first);
    },
  );

  it('a drawn face and hands are in the figure’s own skin tone, not the emoji yellow', async () => {
    const picture = withLook(bodyPicture('facing', 'casual'), '500');
    const [w, h] = [Math.ceil(bodyAspect(picture) * 400), 400];
    const canvas = createCanvas(w, h);
    const ctx = canvas.getContext('2d');
    await drawBody(ctx, picture, h);
    // A cheek: left of the head's middle, a little below the eyes.
    const face = bodyFace(picture);
    const [r, g, b] = ctx.getImageData(Math.round((face.x + face.w * 0.3) * w), Math.round((face.y + face.h * 0.55) * h), 1, 1).data;
    const hex = `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(SKIN_TONES[5].tone);
    expect(bodyArm(picture)!.skin).toBe(SKIN_TONES[5]);
  });

  it('a drawn person’s hand under something larger is their hand’s breadth, not the thing’s width', () => {
    const palmAt = (span?: number) => {
      const canvas = createCanvas(200, 200);
      const ctx = canvas.getContext('2d');
      drawHand(ctx, 200, 200, 160, 100, '#336699', 1, SKIN_TONES[2], span);
      // Just under the held thing's bottom edge, near its left end.
      return ctx.getImageData(40, 104, 1, 1).data[3]!;
    };
    expect(palmAt()).toBeGreaterThan(200);
    expect(palmAt(40)).toBe(0);
  });

  it('a child is drawn a child’s proportions: a larger head for their body', () => {
    expect(bodyFace(bodyPicture('facing', 'child')).h).toBeGreaterThan(bodyFace(bodyPicture('facing', 'casual')).h * 1.2);
  });
});

describe('people who face the viewer, and two at one task facing each other', () => {
  it.each([
    ['a barista serving a customer at the counter', 'barista'],
    ['a woman presenting in the office', 'woman'],
    ['a man waving in the street', 'man'],
    ['a receptionist at the front desk', 'receptionist'],
  ] as const)('%s: the %s faces the viewer', async (prompt, id) => {
    const { scene, layout } = await composeScene(prompt, '16:9', FRAMING);
    const who = layout.placed.find((p) => isPerson(scene, p) && scene.things[p.thing]!.concept === id)!;
    expect(facesViewer(who.picture)).toBe(true);
  });

  it('serving behind a counter is drawn, cut at the waist behind it', () => {
    expect(concept('barista').picture).toBe('body:serving:apron~waist');
  });

  it.each(['9:16', '16:9'] as const)('two people shaking hands turn to each other, whole, their hands meeting between them (%s)', async (aspect) => {
    const { scene, layout } = await composeScene('two people shaking hands', aspect, FRAMING);
    const pair = layout.placed.filter((p) => isPerson(scene, p)).sort((a, b) => a.box.x - b.box.x);
    expect(pair.map((p) => p.turn)).toEqual([1, -1]);
    for (const p of pair) expect(p.picture).toMatch(/^body:shaking:/);
    // The near hand reaches 89% across its picture: the two hands' tips are within a hand's breadth.
    const [a, b] = pair as [typeof pair[0], typeof pair[0]];
    const reach = (0.46 + 0.05 + 0.2) / 0.74;
    expect(Math.abs(a.box.x + a.box.w * reach - (b.box.x + b.box.w * (1 - reach)))).toBeLessThan(a.box.w * 0.25);
  });
});
