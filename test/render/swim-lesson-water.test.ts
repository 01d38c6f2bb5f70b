/**
 * Wave 60: a swimming lesson drew its children standing in a shallow band of clear water, their chests, arms and legs
 * in view, before a tiled poolside that the lesson's own water floated over like a tank. Now the children are in the
 * water to their shoulders, heads up, on their floats (a kickboard, a noodle, armbands) on its surface, the coach
 * waist-deep beside them; the pool's own water comes right up to the frame, so the lesson is in it. Floats and the
 * learners' end of the pool are read in every language.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import { bodyPixelsNear, PLACE_HEIGHT, PLACE_WIDTH } from '../support/pixel-counts';

/** The children's swimwear colours that nothing else in the picture wears (the coach's red vest and the floats share the rest). */
const SWIMWEAR = ['#1d7fd1', '#f4a300', '#12a37a', '#8e44ad'];
/** Looks that dress the three children in each of those colours in turn. */
const LOOKS = ['120', '345', '512', '701'];

describe("a swimming lesson's children are in the water to their shoulders", () => {
  it.each(LOOKS)('look %s: next to nothing of their swimwear shows (their bodies are under the water)', async (look) => {
    let shown = 0;
    for (const hex of SWIMWEAR) shown += await bodyPixelsNear(`body:swim-lesson:polo@${look}`, hex);
    // Before: 2,400 to 3,500 pixels of chests, arms and legs above and through shallow water.
    expect(shown).toBeLessThan(60);
  });

  it('their floats are on the surface: a kickboard, a noodle, armbands', async () => {
    const picture = 'body:swim-lesson:polo@120';
    const boards = (await Promise.all(['#ffd23f', '#3bceac', '#ee4266', '#540d6e'].map((hex) => bodyPixelsNear(picture, hex)))).reduce((a, b) => a + b, 0);
    expect(boards).toBeGreaterThan(300);
    expect(await bodyPixelsNear(picture, '#ff8c1a')).toBeGreaterThan(20);
  });
});

/** Pool-blue pixels on the painted pool's floor layer, with what the scene's figures bring. */
function floorWater(brought: readonly string[]): number {
  const g = { width: PLACE_WIDTH, height: PLACE_HEIGHT, floor: PLACE_HEIGHT * 0.8, ground: PLACE_HEIGHT * 0.7, horizon: PLACE_HEIGHT * 0.45, surfaceTop: null, unit: PLACE_WIDTH / 100 };
  const place = paintPlace('pool', 'day', g, paletteFor(null, 'cinematic'), rng(7), null, null, brought as never);
  const canvas = createCanvas(PLACE_WIDTH, PLACE_HEIGHT);
  canvas.getContext('2d').drawImage(place.layers.at(-1)!.picture, 0, 0);
  const { data } = canvas.getContext('2d').getImageData(0, 0, PLACE_WIDTH, PLACE_HEIGHT);
  let blue = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && data[i + 2]! > 170 && data[i]! < 110) blue++;
  return blue;
}

describe('the pool comes up to the frame when the lesson is in it', () => {
  it("a lesson's or a swimmer's water makes the poolside floor the pool; a pool with no one in it keeps its poolside", () => {
    const floor = PLACE_WIDTH * PLACE_HEIGHT * 0.3;
    expect(floorWater(ACTIONS['swim-lesson'].shows ?? [])).toBeGreaterThan(floor * 0.7);
    expect(floorWater(ACTIONS.swimming.shows ?? [])).toBeGreaterThan(floor * 0.7);
    expect(floorWater([])).toBe(0);
  });
});

describe('floats and the learners’ end are read as a swimming lesson, in each language', () => {
  it.each([
    'Kids with kickboards in the shallow end',
    'Children with pool noodles at the leisure centre',
    'Niños con tablas de natación en la piscina',
    'Des enfants avec des planches au petit bain',
    'Kinder mit Schwimmnudeln im Nichtschwimmerbecken',
    'Bambini con le tavolette in piscina',
    'Crianças com pranchas de natação na piscina',
    'Kinderen met zwemplankjes in het instructiebad',
    'Aulas de natação para crianças na piscina',
  ])('%s', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe('pool');
    expect(scene.pose).toBe('swim-lesson');
  });
});
