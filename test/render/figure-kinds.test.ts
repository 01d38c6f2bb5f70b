/**
 * People of every kind read right in the drawn figure style: children built as children (a head a
 * fifth of their height, shorter legs and torso, a round face), toddlers smaller still, a baby drawn
 * in arms, a pram or a cot (never an emoji), a walker's natural gait, a hand-over face to face with
 * the thing in the giver's outstretched hand, a two-person job filling a tall frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bodyFace, bodyLength, bodyLevel, bodyPicture } from '../../lambdas/render/illustrations/bodies';
import { drawFrontHead, lookOf } from '../../lambdas/render/illustrations/figure-look';
import { composeScene, isPerson } from '../support/scene-compose';

const FRAMING = { shot: 'medium', side: 0, mirror: false } as const;

/** The share of a standing figure's picture its head takes, and its hip's height as a share. */
const proportions = (dress: 'casual' | 'child' | 'toddler') => {
  const picture = bodyPicture('facing', dress);
  return { head: bodyFace(picture).h / 1.25, hip: bodyLevel(picture, 0.92), tall: bodyLength(picture) };
};

describe('children are built as children', () => {
  it('a child’s head is about a fifth of their height, a grown-up’s about a seventh', () => {
    expect(proportions('casual').head).toBeLessThan(0.15);
    expect(proportions('child').head).toBeGreaterThan(0.18);
    expect(proportions('child').head).toBeLessThan(0.24);
    expect(proportions('toddler').head).toBeGreaterThan(proportions('child').head);
  });

  it('a child’s legs are a smaller share of their height, and they stand a child’s height; a toddler smaller still', () => {
    expect(proportions('child').hip).toBeLessThan(proportions('casual').hip - 0.04);
    expect(proportions('child').tall).toBeGreaterThan(1.0);
    expect(proportions('child').tall).toBeLessThan(1.25);
    expect(proportions('toddler').tall).toBeLessThan(0.95);
  });

  it('a child’s face is round: wider for its height than a grown-up’s', () => {
    const breadth = (young: boolean) => {
      const canvas = createCanvas(200, 200);
      const ctx = canvas.getContext('2d');
      ctx.translate(100, 100);
      ctx.scale(1, -1);
      drawFrontHead(ctx, lookOf('005'), 60, young);
      // Across the face below the ears (bald: no hair at its sides).
      const row = ctx.getImageData(0, 100 + 21, 200, 1).data;
      return Array.from({ length: 200 }, (_, x) => row[x * 4 + 3]!).filter((a) => a > 128).length;
    };
    expect(breadth(true)).toBeGreaterThan(breadth(false) * 1.05);
  });

  it.each([
    ['a mother with her child in the park', 'en'],
    ['niños jugando en el parque', 'es'],
    ['une famille avec un enfant au parc', 'fr'],
    ['a young patient at the clinic', 'young'],
  ])('%s: every child is drawn in a child’s clothes and build (%s)', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
    const young = layout.placed.filter((p) => isPerson(scene, p) && scene.things[p.thing]!.young);
    expect(young.length).toBeGreaterThan(0);
    for (const p of young) expect(p.picture).toMatch(/^body:[a-z-]+:child[:~@]/);
  });

  it('a mother and her child: the child stands about two thirds of her height', async () => {
    const { scene, layout } = await composeScene('a mother with her child in the park', '16:9', FRAMING);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    const child = people.find((p) => scene.things[p.thing]!.young)!;
    const mother = people.find((p) => !scene.things[p.thing]!.young)!;
    expect(child.box.h / mother.box.h).toBeGreaterThan(0.55);
    expect(child.box.h / mother.box.h).toBeLessThan(0.72);
  });
});
