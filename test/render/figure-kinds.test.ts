/**
 * People of every kind read right in the drawn figure style: children built as children (a head a
 * fifth of their height, shorter legs and torso, a round face), toddlers smaller still, a baby drawn
 * in arms, a pram or a cot (never an emoji), a walker's natural gait, a hand-over face to face with
 * the thing in the giver's outstretched hand, a two-person job filling a tall frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { concept, isDrawn } from '../../lambdas/render/compose/concepts';
import { BODY_POSES, bodyArm, bodyAspect, bodyFace, bodyHand, bodyLength, bodyLevel, bodyPicture, drawBody, facesViewer, withLook } from '../../lambdas/render/illustrations/bodies';
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
    expect(bodyLength(concept('toddler').picture)).toBeLessThan(0.95);
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
    ['a mother with her child at the clinic', 'young'],
  ])('%s: every child is drawn in a child’s clothes and build (%s)', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
    const young = layout.placed.filter((p) => isPerson(scene, p) && scene.things[p.thing]!.young);
    expect(young.length).toBeGreaterThan(0);
    for (const p of young) expect(p.picture).toMatch(/^body:[a-z-]+:child[:~@]/);
  });

  it.each(['a family in the park', 'une famille dans le jardin', 'una familia en casa'])('%s: two grown-ups and a child', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people).toHaveLength(3);
    expect(people.filter((p) => /:child[:~@]/.test(p.picture))).toHaveLength(1);
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

describe('a baby is drawn, never an emoji: in arms, in a pram, in its cot', () => {
  it('the baby’s own picture is the engine’s drawing (asleep in its cot)', () => {
    expect(isDrawn(concept('baby').picture)).toBe(true);
  });

  it.each([
    ['a mother with her baby at home', /^body:cradling:/],
    ['une mère avec son bébé', /^body:cradling:/],
    ['una madre paseando con su bebé en el parque', /^body:pushing-pram:/],
    ['a father walking with his baby', /^body:pushing-pram:/],
  ])('%s: the grown-up carries the baby, not drawn apart', async (prompt, picture) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMING);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      expect(people.map((p) => p.picture)).toEqual([expect.stringMatching(picture)]);
      expect(layout.placed.some((p) => concept(scene.things[p.thing]!.concept).baby)).toBe(false);
    }
  });

  it('a baby on its own sleeps in its cot', async () => {
    const { scene, layout } = await composeScene('a baby sleeping', '9:16', FRAMING);
    expect(layout.placed.find((p) => scene.things[p.thing]!.concept === 'baby')?.picture).toBe('cot');
  });
});

describe('a walker’s natural gait', () => {
  it('a step, not a lunge: the walking picture is little wider than someone standing', () => {
    expect(bodyAspect(bodyPicture('walking', 'casual'))).toBeLessThan(0.46);
  });

  it.each(['walking', 'walking-dog', 'carrying', 'pushing-pram'] as const)('%s: a step no longer than a third of a metre, the knees nearly straight', (pose) => {
    const { hip, feet } = BODY_POSES[pose].pose;
    expect(Math.abs(feet[0][0] - feet[1][0])).toBeLessThanOrEqual(0.35);
    expect(hip[1]).toBeGreaterThanOrEqual(0.9);
  });

  it('the legs show from the crotch (45% of the height), the trousers’ seat below the hip joint', async () => {
    const picture = withLook(bodyPicture('standing', 'casual'), '000');
    const h = 400;
    const canvas = createCanvas(Math.ceil(bodyAspect(picture) * h), h);
    const ctx = canvas.getContext('2d');
    await drawBody(ctx, picture, h);
    // Just below the hip joint (0.92 m), at the back of the body clear of the legs: the trousers' seat, not the top nor nothing.
    const y = Math.round(h * (1 - bodyLevel(picture, 0.84)));
    const x = Math.round(canvas.width * 0.16);
    const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
    expect(`#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`).toBe('#4b5563');
  });
});

describe('a hand-over: face to face, the thing in the giver’s outstretched hand', () => {
  /** A drawn person's near hand in frame pixels, as they are turned. */
  const handAt = (p: { box: { x: number; y: number; w: number; h: number }; picture: string; turn?: number }) => {
    const hand = bodyHand(p.picture)!;
    return { x: p.box.x + p.box.w * ((p.turn ?? 1) > 0 ? hand.x : 1 - hand.x), y: p.box.y + p.box.h * hand.y };
  };

  it.each([
    ['handing a customer a receipt', 'receipt'],
    ['a barista handing a cup of coffee to a customer', 'coffee'],
    ['el repartidor entregando el paquete al cliente', 'package'],
  ] as const)('%s: the two turn to each other and their hands meet at it', async (prompt, thing) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMING);
      const pair = layout.placed.filter((p) => isPerson(scene, p)).sort((a, b) => a.box.x + a.box.w / 2 - (b.box.x + b.box.w / 2));
      expect(pair.map((p) => p.turn), aspect).toEqual([1, -1]);
      const passed = layout.placed.find((p) => p.role === 'subject' && scene.things[p.thing]!.concept === thing)!;
      const box = passed.box;
      for (const p of pair) {
        // Each hand at the thing: across, within a quarter of its size of its sides; up and down, on it or below it by its height at most.
        const { x, y } = handAt(p);
        const slack = Math.max(box.w, box.h) * 0.25;
        expect(x, `${aspect} ${p.picture}`).toBeGreaterThan(box.x - slack);
        expect(x, `${aspect} ${p.picture}`).toBeLessThan(box.x + box.w + slack);
        expect(y, `${aspect} ${p.picture}`).toBeGreaterThan(box.y - slack);
        expect(y, `${aspect} ${p.picture}`).toBeLessThan(box.y + box.h * 2);
      }
    }
  });
});

describe('a hand-over in the open', () => {
  it('two pass it, whole on their feet; whoever else is there looks on', async () => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene('Ein Kurier übergibt dem Kunden ein Paket', aspect, FRAMING);
      const pictures = layout.placed.filter((p) => isPerson(scene, p)).map((p) => p.picture);
      const giving = pictures.filter((p) => p.startsWith('body:giving:'));
      expect(giving, aspect).toHaveLength(2);
      for (const p of giving) expect(p, aspect).not.toContain('~waist');
      for (const p of pictures.filter((q) => !giving.includes(q))) expect(facesViewer(p), aspect).toBe(true);
    }
  });
});

describe('a wide two-person job fills a tall frame', () => {
  it.each([
    'a plumber fixing the sink while the customer looks on',
    'Our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches',
    'un mecánico reparando una bici mientras el dueño mira',
  ])('%s (9:16): the worker and the job fill the width, the onlooker at its edge behind, both faces in the content area', async (prompt) => {
    const { scene, layout, content } = await composeScene(prompt, '9:16', FRAMING);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    const worker = people.find((p) => !facesViewer(p.picture))!;
    expect(worker.box.w / content.w).toBeGreaterThan(0.7);
    for (const p of people) {
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y);
      expect(p.face!.y + p.face!.h).toBeLessThanOrEqual(content.y + content.h);
    }
  });
});

describe('a child at a service is served as a child', () => {
  it.each([
    ['A child at the dentist', /^body:dental-exam-child:/],
    ['a child at the hair salon', /^body:cutting-hair-child:/],
  ])('%s: the trade at work with the child in the chair', async (prompt, picture) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMING);
    expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => p.picture)).toEqual([expect.stringMatching(picture)]);
  });
});

describe('people side by side are not dressed alike', () => {
  it.each(['niños jugando en el parque', 'a family in the park', 'friends in the park', 'three children in the garden'])('%s: neighbours wear different tops', async (prompt) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMING);
      const tops = layout.placed
        .filter((p) => isPerson(scene, p))
        .sort((a, b) => a.box.x - b.box.x)
        .map((p) => bodyArm(p.picture)!.sleeve);
      expect(tops.length).toBeGreaterThan(1);
      for (let k = 1; k < tops.length; k++) expect(tops[k], `${aspect} ${tops.join(' ')}`).not.toBe(tops[k - 1]);
    }
  });
});
