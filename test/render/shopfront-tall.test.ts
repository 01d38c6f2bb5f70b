/**
 * A business's shopfront in a tall frame rises as a street's buildings do: storeys of windows over the fascia,
 * a cornice and the sky above the roofline, not a flat band of bare wall over the shop (it had filled the top
 * third of a 9:16 frame); in a wide frame, whose fascia is near its top, the first floor's windows run off it. A group outdoors with
 * something beside it stands in depth in a tall frame, large, as a group alone does. The welcome at a shop's door
 * has the door open behind the customers, the street seen through it (drawn in a glass door's frame, they had
 * read as people standing in a glass box).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { GLASS, OUTSIDE } from '../../lambdas/render/illustrations/welcome-at-door';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { rng } from '../../lambdas/render/draw/anim';
import { paintPlace, type PlaceGeometry } from '../../lambdas/render/illustrations/places';
import { storeysAbove } from '../../lambdas/render/illustrations/upper-storeys';
import type { TimeOfDay } from '../../lambdas/render/compose/scene-graph';
import { composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const TIMES: TimeOfDay[] = ['dawn', 'day', 'sunset', 'night'];

/** A street scene's geometry as scenes/illustrated.ts lays it out, things standing `floorShare` of the way down. */
function geometry(width: number, height: number, floorShare: number): PlaceGeometry {
  const unit = Math.min(width, height) / 100;
  const floor = height * floorShare;
  const horizon = Math.max(height * 0.2, floor - height * 0.3);
  return { width: Math.round(width * 1.2), height, floor, ground: floor - (floor - horizon) * 0.3, horizon, surfaceTop: null, unit };
}

/** The facade's layer: the business's own street face, in front of the street behind it. */
function facadeLayer(g: PlaceGeometry, time: TimeOfDay, name: string | null) {
  const place = paintPlace('shopfront', time, g, paletteFor(null, 'cinematic'), rng(7), { name, kind: 'shop', families: 'sans-serif' });
  return place.layers[2]!.picture.getContext('2d').getImageData(0, 0, g.width, g.height);
}

/** The longest run of rows, as a share of the height, over which the layer's middle half is opaque and one colour: a bare band. */
function longestBareBand({ data, width, height }: { data: Uint8ClampedArray; width: number; height: number }): number {
  const bare = (y: number) => {
    const at = (x: number) => (y * width + x) * 4;
    const first = at(Math.round(width * 0.25));
    for (let x = Math.round(width * 0.25); x < width * 0.75; x++) {
      const i = at(x);
      if (data[i + 3]! < 255 || [0, 1, 2].some((c) => Math.abs(data[i + c]! - data[first + c]!) > 6)) return false;
    }
    return true;
  };
  let best = 0;
  for (let y = 0, run = 0; y < height; y++) [run, best] = bare(y) ? [run + 1, Math.max(best, run + 1)] : [0, best];
  return best / height;
}

describe('a shopfront in a tall frame', () => {
  it.each(TIMES.flatMap((time) => [0.75, 0.8, 0.88].map((floor) => [time, floor] as const)))('%s, floor %s of the way down: storeys over the shop, sky above the roofline, no bare band', (time, floor) => {
    const g = geometry(540, 960, floor);
    const layer = facadeLayer(g, time, 'Käserei Huber');
    // Before: the wall over the fascia was one flat band 27-40% of the frame high.
    expect(longestBareBand(layer)).toBeLessThan(0.08);
    // The roofline stands under the sky: the layer's top rows are clear where the building stands.
    const middle = (Math.round(g.height * 0.02) * g.width + Math.round(g.width / 2)) * 4;
    expect(layer.data[middle + 3]).toBe(0);
    expect(storeysAbove(g.horizon - g.unit * 30, g.height, g.unit)).toBeGreaterThanOrEqual(1);
  });

  it.each(TIMES)('%s, a wide frame: the first floor\'s windows over the fascia, running off the top; no bare band', (time) => {
    for (const floor of [0.75, 0.8, 0.88]) {
      const g = geometry(960, 540, floor);
      expect(storeysAbove(Math.max(g.unit * 4, g.horizon - g.unit * 30), g.height, g.unit)).toBe(0);
      const layer = facadeLayer(g, time, 'Käserei Huber');
      // Before: the dark wall over the fascia, 11-20% of the frame high.
      expect(longestBareBand(layer)).toBeLessThan(0.08);
      expect(layer.data[Math.round(g.width / 2) * 4 + 3]).toBe(255);
    }
  });
});

describe('a group outdoors in a tall frame stays large', () => {
  // Before: beside a water bottle, three stretching stood in one row, heads 2.1-2.6% of a 9:16 frame high; after 3.7-5.2%.
  const PROMPTS = ['A group stretching beside a water bottle in a park', 'Friends stretching next to a water bottle in the park'];
  it.each(PROMPTS.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}`, prompt, framing] as const)))('%s', async (_, prompt, framing) => {
    const tall = await composeScene(prompt, '9:16', framing);
    const people = tall.layout.placed.filter((p) => isPerson(tall.scene, p));
    expect(people.length).toBeGreaterThanOrEqual(2);
    for (const p of people) expect(p.face!.h / tall.height).toBeGreaterThan(0.034);
    // The thing beside them is still drawn.
    expect(tall.layout.placed.some((p) => p.picture === 'water-bottle')).toBe(true);
  });
});

describe('the welcome at the door', () => {
  it('the door stands open behind the customers: the street seen through the doorway, the glass only the door swung in', async () => {
    const h = 500;
    const picture = 'body:welcoming:polo@000';
    const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    const [x0, x1] = BODY_POSES.welcoming.extent;
    const perMetre = canvas.width / (x1 - x0);
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    /** Square metres drawn in `hex`. */
    const area = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) n++;
      return n / perMetre ** 2;
    };
    // Before: a closed glass door behind them, 0.9 m² of glass around the customers and no street.
    expect(area(GLASS)).toBeLessThan(0.3);
    for (const outside of Object.values(OUTSIDE)) expect(area(outside)).toBeGreaterThan(0.05);
  });
});
