/**
 * Issue 23 item 3, from a fresh-eyes review of an untuned brief (a yoga studio advert): people in
 * a generated scene DO what the prompt says, with the things that tell it (three people stretching
 * sit on three mats; two friends lifting weights hold barbells; a cook's pan is on a hob), and
 * they are framed to fill the picture: full length in a tall frame, a medium-wide shot of a group
 * across a wide one, a group of three using a tall frame's width. Held or stood things are held or
 * stood: a bouquet stands in its bucket, never floating in front of a shopfront.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { concept } from '../../lambdas/render/compose/concepts';
import type { Layout } from '../../lambdas/render/compose/layout';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { POSES, type Pose, type SceneGraph } from '../../lambdas/render/compose/scene-graph';
import type { Box } from '../../lambdas/render/draw/layout';
import { bottom, composeScene, EVERYWHERE, expectFramed, FRAMINGS, isPerson, right } from '../support/scene-compose';

const tall = FRAMINGS.map((framing) => [`${framing.shot} ${framing.side}${framing.mirror ? ' mirrored' : ''}`, framing] as const);
const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map(right)) - x, h: Math.max(...boxes.map(bottom)) - y };
};
const people = (scene: Pick<SceneGraph, 'things'>, layout: Layout) => layout.placed.filter((p) => isPerson(scene, p));

describe('the parser reads what people do, in every lexicon language', () => {
  it.each([
    ['People stretching together on mats in a sunny studio', 'stretching'],
    ['A woman stretches on her mat', 'stretching'],
    ['friends doing yoga in the park', 'stretching'],
    ['two friends lifting weights', 'lifting'],
    ['a man working out in the gym', 'lifting'],
    ['a couple jogging by the beach at sunrise', 'running'],
    ['a woman riding a bike through the city', 'cycling'],
    ['a chef cooking at the stove', 'cooking'],
    ['an accountant typing on a laptop at her desk', 'typing'],
    ['a man talking on the phone in the street', 'phoning'],
    ['a manager presenting the quarterly chart to the team', 'presenting'],
    ['a courier carrying a box to the door', 'carrying'],
    ['a waiter serving dinner in the café', 'serving'],
    ['two colleagues shaking hands in the office', 'shaking-hands'],
    ['a student reading a book in the park', 'reading'],
    ['a woman waving at the camera', 'waving'],
    ['friends sitting around a table typing', 'typing'],
    ['Personas estirando en esterillas en un estudio', 'stretching'],
    ['Deux amis soulevant des poids', 'lifting'],
    ['Zwei Freundinnen joggen im Park', 'running'],
    ['キッチンで料理する女性', 'cooking'],
    ['رجل يتحدث في الهاتف في الشارع', 'phoning'],
  ] as const)('%s: %s', (prompt, pose) => {
    expect(parsePrompt(prompt).pose).toBe(pose);
  });

  it('a verb the lexicon does not know leaves people standing', async () => {
    const { scene, layout } = await composeScene('three friends juggling in the park', '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBeNull();
    for (const p of people(scene, layout)) expect(p.picture).toMatch(/^body:facing:casual@/);
  });

  it('every pose has figures, and every action’s telling thing is a concept', () => {
    for (const pose of POSES) {
      expect(ACTIONS[pose].figures.length).toBeGreaterThan(0);
      const prop = ACTIONS[pose].prop;
      if (prop) expect(concept(prop.concept)).toBeDefined();
    }
  });
});

/** What a picture of each action must show: its figure (by name) and its telling thing. */
const TOLD: [prompt: string, pose: Pose, figure: RegExp, thing: string | null][] = [
  ['two friends lifting weights', 'lifting', /^body:weights:/, null],
  ['a woman jogging in the park', 'running', /^body:running:/, null],
  ['a man cycling down the street', 'cycling', /^body:cycling:/, null],
  // Behind the counter, from the waist up, hands forward at the hob.
  ['a woman cooking in the kitchen', 'cooking', /^body:serving:\w+~waist@/, 'hob'],
  ['a man typing in the office', 'typing', /./, 'laptop'],
  ['a woman on the phone in the street', 'phoning', /./, 'phone'],
  ['a woman presenting in the office', 'presenting', /^body:presenting:/, 'board'],
  // The box is in the carrier's own picture, held close at the waist (illustrations/bodies.ts).
  ['a man carrying a box', 'carrying', /^body:carrying:casual@\d{3}$/, null],
  ['a waiter serving in the café', 'serving', /./, 'meal'],
  // Both whole, turned to each other, their hands meeting in their own pictures: no emoji of two hands.
  ['two people shaking hands', 'shaking-hands', /^body:shaking:/, null],
  ['a woman reading in the park', 'reading', /./, 'book'],
  ['a man waving in the street', 'waving', /^body:waving:/, null],
];

describe('people act it out with the things that tell it', () => {
  it.each(TOLD.flatMap(([prompt, pose, figure, thing]) => (['9:16', '16:9'] as const).map((aspect) => [`${prompt}, ${aspect}`, prompt, pose, figure, thing, aspect] as const)))(
    '%s',
    async (_, prompt, pose, figure, thing, aspect) => {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[1]!);
      expect(scene.pose).toBe(pose);
      const who = people(scene, layout);
      expect(who.length).toBeGreaterThanOrEqual(ACTIONS[pose].people ?? 1);
      for (const p of who) expect(p.picture).toMatch(figure);
      if (thing) expect(layout.placed.some((p) => p.role === 'subject' && scene.things[p.thing]!.concept === thing)).toBe(true);
    },
  );

  it('a cyclist’s figure brings its own bicycle: none is drawn beside it', async () => {
    const { scene, layout } = await composeScene('a woman riding a bike along the harbour', '16:9', FRAMINGS[0]!);
    expect(scene.things.map((t) => t.concept)).not.toContain('bicycle');
    expect(people(scene, layout).map((p) => p.picture)).toEqual([expect.stringMatching(/^body:cycling:/)]);
  });

  it.each(EVERYWHERE)('three people stretching: three different people, each on a mat of its own (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await composeScene('People stretching together on mats in a sunny studio', aspect, framing);
    const who = people(scene, layout);
    const mats = layout.placed.filter((p) => p.role === 'underfoot');
    expect(who).toHaveLength(3);
    expect(mats).toHaveLength(3);
    expect(new Set(who.map((p) => p.picture)).size).toBe(3);
    for (const p of who) expect(p.picture).toMatch(/^body:lunging:/);
    // Each person sits on the mat drawn with them: it lies under their middle, their seat on it, and behind them.
    who.forEach((p, k) => {
      const mat = mats[k]!;
      const centre = p.box.x + p.box.w / 2;
      expect(centre).toBeGreaterThan(mat.box.x);
      expect(centre).toBeLessThan(right(mat.box));
      expect(bottom(p.box)).toBeGreaterThan(mat.box.y);
      expect(bottom(p.box)).toBeLessThan(bottom(mat.box));
      expect(mat.z).toBeLessThan(p.z);
    });
  });

  it('a named mat is the mat the stretching people sit on, not another one beside them', () => {
    const scene = completeScene(parsePrompt('a woman stretching on a yoga mat'));
    expect(scene.things.map((t) => t.concept)).toEqual(['woman']);
  });

  it('people named with exercise mats are on them, in a studio of their own kind (not an office or a gym for "studio")', async () => {
    const { scene, layout } = await composeScene('Customers smiling among rolled yoga mats inside a yoga studio in a sunny studio, midday sun', '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBe('stretching');
    expect(scene.setting).toBe('studio');
    expect(layout.placed.filter((p) => p.role === 'underfoot')).toHaveLength(people(scene, layout).length);
    expect(completeScene(parsePrompt('People stretching together on mats in a sunny studio')).setting).toBe('studio');
  });
});

/**
 * A tall frame's people scene is a full-length portrait: a photographer fills about three quarters
 * of a portrait frame's height with a standing subject (some head room, feet just above the edge);
 * under that the figure reads as a person in a room, not the subject. Here the share is of the
 * content area's height (the frame less the caption and title bands), at every framing.
 */
const PORTRAIT_PEOPLE_SHARE = 0.75;
const FULL_LENGTH = [
  'a woman standing in the park',
  'a couple walking in the park',
  'three friends standing in the street',
  'People stretching together on mats in a sunny studio',
  'two friends lifting weights',
  'a man jogging by the harbour',
];

describe('9:16: people fill the picture, full length, never cut at the head', () => {
  it.each(FULL_LENGTH.flatMap((prompt) => tall.map(([label, framing]) => [`${prompt}, ${label}`, prompt, framing] as const)))('%s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '9:16', framing);
    const group = union(layout.placed.filter((p) => isPerson(scene, p) || p.role === 'underfoot').map((p) => p.box));
    expect(group.h / content.h).toBeGreaterThanOrEqual(PORTRAIT_PEOPLE_SHARE);
    expect(group.y).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(bottom(group)).toBeLessThanOrEqual(height);
  });

  it.each(tall)('three people use the width of a tall frame, standing in depth when one row is too wide (%s)', async (_, framing) => {
    for (const prompt of ['three friends standing in the street', 'People stretching together on mats in a sunny studio']) {
      const { scene, layout, content } = await composeScene(prompt, '9:16', framing);
      const group = union(people(scene, layout).map((p) => p.box));
      expect(group.w / content.w, prompt).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('the floor runs back behind a group set back in depth: no one stands on the wall', async () => {
    const { scene, layout } = await composeScene('People stretching together on mats in a sunny studio', '9:16', FRAMINGS[3]!);
    for (const p of people(scene, layout)) expect(bottom(p.box)).toBeGreaterThanOrEqual(layout.floor - 0.5);
  });
});

describe('16:9: a group of two or three is a medium-wide shot, never cut at the head', () => {
  it.each(
    ['two women standing together in the street', 'a couple walking in the park', 'three friends standing in the street', 'two friends lifting weights', 'three people jogging in the park'].flatMap((prompt) =>
      FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}`, prompt, framing] as const),
    ),
  )('%s', async (_, prompt, framing) => {
    const { scene, layout, content } = await composeScene(prompt, '16:9', framing);
    const who = people(scene, layout);
    expect(who.length).toBeGreaterThanOrEqual(2);
    const group = union(who.map((p) => p.box));
    expect(group.h / content.h).toBeGreaterThanOrEqual(0.6);
    expect(group.y).toBeGreaterThanOrEqual(content.y - 0.5);
  });
});

describe('acting people keep the framing rules at every aspect: never cut at the head or the sides', () => {
  const ACTING = ['People stretching together on mats in a sunny studio', 'two friends lifting weights', 'a couple jogging in the park', 'a woman presenting the sales chart', 'two colleagues shaking hands in the office', 'a man riding a bike'];
  it.each(ACTING.flatMap((prompt) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))('%s', async (_, prompt, aspect, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, aspect, framing);
    // Things and mats end inside the frame; whole people's feet may reach into the caption band (the 9:16 test above).
    expectFramed(scene, layout, content, height);
  });
});

describe('things are held, or stand on or in something: nothing floats', () => {
  it.each(EVERYWHERE)('a bouquet outside a florist stands in its bucket on the pavement (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await composeScene('The entrance of Harbour Lane Florist with fresh bouquets', aspect, framing);
    const flowers = scene.things.findIndex((t) => t.concept === 'flowers');
    const bucket = scene.things.findIndex((t) => t.concept === 'bucket');
    expect(scene.relations).toContainEqual({ kind: 'in', figure: flowers, ground: bucket });
    const [bouquet, pail] = [flowers, bucket].map((i) => layout.placed.find((p) => p.thing === i && p.role === 'subject')!);
    // The stems go down into the bucket, and the bucket stands on the ground.
    expect(bottom(bouquet!.box)).toBeGreaterThan(pail!.box.y);
    expect(bottom(bouquet!.box)).toBeLessThanOrEqual(bottom(pail!.box));
    expect(Math.abs(bottom(pail!.box) - layout.floor)).toBeLessThan(1);
  });

  it('a bouquet someone holds is held, not stood in a bucket', () => {
    const scene = completeScene(parsePrompt('a woman holding a bouquet of flowers'));
    expect(scene.things.map((t) => t.concept)).not.toContain('bucket');
  });

  it.each(EVERYWHERE)('a stove is a hob with rings on the counter, the pan lying on it (%s)', async (_, aspect, framing) => {
    const { scene, layout } = await composeScene('a chef cooking at the stove', aspect, framing);
    const hob = layout.placed.find((p) => p.picture === 'hob')!;
    const pan = layout.placed.find((p) => p.role === 'subject' && scene.things[p.thing]!.concept === 'pan')!;
    expect(hob).toBeDefined();
    expect(pan).toBeDefined();
    const counter = layout.placed.find((p) => p.role === 'surface')!;
    expect(Math.abs(bottom(hob.box) - counter.box.y)).toBeLessThan(1);
    // On the hob's top, within its width, and foreshortened (a top-down picture seen from the side).
    expect(bottom(pan.box)).toBeGreaterThan(hob.box.y);
    expect(bottom(pan.box)).toBeLessThan(bottom(hob.box));
    expect(pan.box.x).toBeGreaterThanOrEqual(hob.box.x - 0.5);
    expect(right(pan.box)).toBeLessThanOrEqual(right(hob.box) + 0.5);
    expect(pan.box.h).toBeLessThan(pan.box.w * 0.6);
  });
});
