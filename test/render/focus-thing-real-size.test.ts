/**
 * A thing named in a place shot with nobody in it (the planner's "The inside of X … Focus: pancakes") is drawn at its real
 * size in that place (compose/real-size.ts): never an icon filling the frame over a counter or a building, still large
 * enough to read; products the engine draws stay the hero of their shot.
 */
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { EVERYWHERE, composeScene } from '../support/scene-compose';

const thingsOf = (scene: Awaited<ReturnType<typeof composeScene>>['scene'], layout: Awaited<ReturnType<typeof composeScene>>['layout']) =>
  layout.placed.filter((p) => p.role === 'subject' && concept(scene.things[p.thing]!.concept).kind !== 'person');
const longShare = (box: { w: number; h: number }, width: number, height: number) => Math.max(box.w, box.h) / Math.min(width, height);

describe('a focus thing inside a place: a close-up on its counter, never the whole frame', () => {
  it.each([
    'O interior de um albergue, pronto para abrir, com a luz da manhã. Focus: Pequeno-almoço com panquecas.',
    'The inside of a hotel ready for the day, morning light. Focus: Breakfast with pancakes.',
    'The inside of a bakery ready for the day. Focus: Fresh bread.',
  ])('%s', async (prompt) => {
    for (const [, aspect, framing] of EVERYWHERE) {
      const { scene, layout, width, height } = await composeScene(prompt, aspect, framing);
      const things = thingsOf(scene, layout);
      expect(things.length).toBeGreaterThan(0);
      for (const t of things) {
        expect(longShare(t.box, width, height), `${aspect} ${framing.shot}`).toBeLessThanOrEqual(0.57);
        expect(longShare(t.box, width, height), `${aspect} ${framing.shot}`).toBeGreaterThanOrEqual(0.2);
      }
    }
  });
});

describe('a thing on a table keeps its share of the table', () => {
  it.each([
    "L’intérieur d’un restaurant, prêt pour la journée, dans la lumière du matin. Focus: Crêpes au caramel beurre salé.",
    'The entrance of a hostel on a sunny street, afternoon light. Focus: Breakfast with pancakes.',
  ])('%s', async (prompt) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, EVERYWHERE[0]![2]);
      const table = layout.placed.find((p) => p.role === 'surface')!;
      const [plate] = thingsOf(scene, layout);
      // A plate is about a third of a table's height, not larger than the table (before: 0.75 of it).
      expect(Math.max(plate!.box.w, plate!.box.h) / table.box.h, aspect).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('a thing on the pavement outside a shop stands at the facade’s scale', () => {
  it.each([
    'La entrada de una floristería en una calle soleada, con luz de tarde. Focus: Plantas de interior.',
    'The entrance of a florist on a sunny street, afternoon light. Focus: Houseplants.',
  ])('%s', async (prompt) => {
    for (const [, aspect, framing] of EVERYWHERE) {
      const { scene, layout, width, height } = await composeScene(prompt, aspect, framing);
      expect(scene.setting).toBe('shopfront');
      const [plant] = thingsOf(scene, layout);
      // A pot by the door (a door is about three quarters of the short side), not taller than it: before, 0.59 of a 9:16 frame's width.
      expect(longShare(plant!.box, width, height), `${aspect} ${framing.shot}`).toBeLessThanOrEqual(0.3);
      expect((plant!.box.w * plant!.box.h) / (width * height), `${aspect} ${framing.shot}`).toBeGreaterThan(0.005);
    }
  });
});

describe('a product the engine draws stays the hero of its shot', () => {
  it('an insulated water bottle on a desk fills its close-up', async () => {
    const { scene, layout, width, height } = await composeScene('An insulated water bottle on a desk', '9:16', EVERYWHERE[0]![2]);
    const [bottle] = thingsOf(scene, layout);
    expect(longShare(bottle!.box, width, height)).toBeGreaterThan(0.5);
  });
});
