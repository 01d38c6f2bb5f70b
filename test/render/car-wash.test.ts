/**
 * A car wash drawn as one: its tunnel with the car under the portal between tall rotating brushes; its drive-in front with
 * the wash seen through the tunnel's mouth; its people in work clothes at its jobs (drying a car by hand, vacuuming its seats
 * through the open door, scrubbing a rim, foaming a car in the wash), never three people in suits behind a desk; the
 * jobs and the place read in every lexicon's language.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { bodyPixelsNear, PLACE_HEIGHT, PLACE_WIDTH, paintedPlace, placePixels } from '../support/pixel-counts';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** The brushes' strips: red and yellow among their blues and greens. */
const STRIP_RED = '#e63946';
const STRIP_YELLOW = '#ffd166';
/** The valeter's yellow apron over a teal work shirt. */
const APRON = '#f6c945';
const SHIRT = '#2a9d8f';

describe('a car wash is its own place', () => {
  it.each([
    ['Das Team bei der Arbeit in einer Autowaschanlage', 'de'],
    ['A car going through the car wash', 'en'],
    ['Un employé sèche une voiture à la station de lavage', 'fr'],
    ['Un operario aspirando el interior de un coche en el autolavado', 'es'],
    ['Un addetto che pulisce i cerchi all’autolavaggio', 'it'],
    ['Um lavador a secar o carro no lava-rápido', 'pt'],
    ['Een medewerker zuigt de auto uit in de wasstraat', 'nl'],
    ['Die Waschstraße am Morgen', 'de'],
  ])('%s (%s)', (prompt) => {
    expect(readScene(prompt).scene.setting).toBe('car-wash');
  });

  it('its tunnel has the car under the portal between tall brushes of coloured strips', () => {
    const wall = paintedPlace('car-wash');
    expect(wall.props.map((p) => p.name)).toEqual(expect.arrayContaining(['brushes', 'portal']));
    const brushes = wall.props.find((p) => p.name === 'brushes')!.box;
    // Tall: the brushes stand higher than a car, a good share of the wall's height.
    expect(brushes.h).toBeGreaterThan(PLACE_HEIGHT * 0.12);
    expect(placePixels('car-wash', 0, STRIP_RED)).toBeGreaterThan(400);
    expect(placePixels('car-wash', 0, STRIP_YELLOW)).toBeGreaterThan(400);
    expect(placePixels('garage', 0, STRIP_RED)).toBe(0);
  });

  it('its entrance is a drive-in: the brushes seen through the tunnel’s mouth, where a shop has its window', () => {
    const front = (kind: 'car-wash' | 'shop') => {
      const geometry = { width: PLACE_WIDTH, height: PLACE_HEIGHT, floor: PLACE_HEIGHT * 0.8, ground: PLACE_HEIGHT * 0.7, horizon: PLACE_HEIGHT * 0.45, surfaceTop: null, unit: PLACE_WIDTH / 100 };
      const place = paintPlace('shopfront', 'day', geometry, paletteFor(null, 'cinematic'), rng(7), { name: 'Blitzblank', kind, families: 'sans-serif' });
      const data = place.layers[2]!.picture.getContext('2d').getImageData(0, 0, PLACE_WIDTH, PLACE_HEIGHT).data;
      // The brushes' red strips, in the tunnel's shade.
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - 171) + Math.abs(data[i + 1]! - 49) + Math.abs(data[i + 2]! - 63) < 30) n++;
      return n;
    };
    expect(front('car-wash')).toBeGreaterThan(150);
    expect(front('shop')).toBe(0);
    expect(readScene('Der Eingang zu einer Autowaschanlage an einer sonnigen Straße').scene.business?.kind).toBe('car-wash');
  });
});

/** Prompt, the job it names, the picture drawn. */
const JOBS: [prompt: string, pose: string, picture: string][] = [
  ['A valeter drying a car by hand at the car wash', 'drying-car', 'body:drying-car:valet'],
  ['Ein Mitarbeiter trocknet das Auto in der Waschstraße ab', 'drying-car', 'body:drying-car:valet'],
  ['Un laveur sèche la voiture à la main', 'drying-car', 'body:drying-car:valet'],
  ['Um lavador a secar o carro no lava-rápido', 'drying-car', 'body:drying-car:valet'],
  ['Innenreinigung in der Waschstraße', 'vacuuming-car', 'body:vacuuming-car:valet'],
  ['A valeter vacuuming the interior of a car', 'vacuuming-car', 'body:vacuuming-car:valet'],
  ['Un lavador aspirando el interior de un coche en el autolavado', 'vacuuming-car', 'body:vacuuming-car:valet'],
  ['Een autowasser zuigt de auto uit', 'vacuuming-car', 'body:vacuuming-car:valet'],
  ['Felgenpflege in der Waschstraße', 'cleaning-rims', 'body:cleaning-rims:valet'],
  ['Un laveur nettoie les jantes à la station de lavage', 'cleaning-rims', 'body:cleaning-rims:valet'],
  ['Un addetto al lavaggio pulisce i cerchi', 'cleaning-rims', 'body:cleaning-rims:valet'],
  ['A valeter cleaning the wheels at the car wash', 'cleaning-rims', 'body:cleaning-rims:valet'],
  ['Ein Auto fährt durch die Waschstraße', 'pre-washing', 'body:pre-washing:valet'],
  ['Außenwäsche in der Waschstraße', 'pre-washing', 'body:pre-washing:valet'],
  ['Een auto rijdt door de wasstraat', 'pre-washing', 'body:pre-washing:valet'],
  // A car named there alone is in its wash, never a car parked before the tunnel; so is the place named alone.
  ['A car going through the car wash', 'pre-washing', 'body:pre-washing:valet'],
  ['Ein Auto in der Waschstraße', 'pre-washing', 'body:pre-washing:valet'],
  ['Un autolavaggio in centro', 'pre-washing', 'body:pre-washing:valet'],
  // Its customers are welcomed back to their clean car, its keys handed over beside it.
  ['Das Team, das in einer Autowaschanlage Kunden begrüßt', 'handing-keys', 'body:handing-keys:valet'],
  ['A customer collecting her clean car at the car wash', 'handing-keys', 'body:handing-keys:valet'],
];

describe('a car wash’s jobs are drawn whole, the car in the valeter’s picture', () => {
  it.each(JOBS.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'car-wash' }),
  );

  it('a car washed at home is dried by hand there, never a wash tunnel on the drive', () => {
    expect(readScene('A man washing his car in front of his house').scene.pose).toBe('drying-car');
  });
});

describe('a car wash’s team at work is at its jobs, in work clothes', () => {
  it.each([
    ['Das Team bei der Arbeit in einer Autowaschanlage, mittags', ['drying-car']],
    ['Das Team bei der Arbeit in einer Autowaschanlage, abends', ['vacuuming-car', 'cleaning-rims']],
    ['The team at work at the car wash at sunset', ['vacuuming-car', 'cleaning-rims']],
  ] as const)('%s', async (prompt, jobs) => {
    expect(readScene(prompt).groups.map((g) => g.pose)).toEqual(jobs);
    for (const aspect of ASPECTS) {
      const { layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      const people = layout.placed.filter((p) => p.role === 'subject' && p.picture.startsWith('body:')).map((p) => withoutLook(p.picture));
      // Each job once, in the valeter's work clothes (before: three people in suits behind a desk).
      expect(people.sort()).toEqual(jobs.map((job) => `body:${job}:valet`).sort());
    }
  });

  it.each(['body:drying-car:valet@000', 'body:vacuuming-car:valet@001', 'body:cleaning-rims:valet@002', 'body:pre-washing:valet@003'])(
    '%s: a teal work shirt under a yellow waterproof apron, where the same job in a suit shows neither',
    async (picture) => {
      expect(await bodyPixelsNear(picture, APRON)).toBeGreaterThan(800);
      expect(await bodyPixelsNear(picture, SHIRT)).toBeGreaterThan(1000);
      const suited = picture.replace(':valet', ':suit');
      expect(await bodyPixelsNear(suited, APRON)).toBeLessThan(150);
      expect(await bodyPixelsNear(suited, SHIRT)).toBeLessThan(50);
    },
  );
});

/** Rows of a picture drawn 240 px high that hold a colour (within 30 summed over the channels). */
async function rowsOf(picture: string, hex: string): Promise<{ top: number; bottom: number }> {
  const { drawBody, bodyAspect } = await import('../../lambdas/render/illustrations/bodies');
  const h = 240;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let [top, bottom] = [h, -1];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! > 100 && Math.abs(px[i]! - rgb[0]!) + Math.abs(px[i + 1]! - rgb[1]!) + Math.abs(px[i + 2]! - rgb[2]!) < 30) {
      const y = Math.floor(i / 4 / canvas.width);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { top, bottom };
}

describe('the car is at the valeter’s scale', () => {
  it.each(['body:drying-car:valet@000', 'body:vacuuming-car:valet@000'])('%s: its paint from sill to roof is a little shorter than the valeter from shoulder to boot', async (picture) => {
    // Look 000 paints the car red; the valeter's T-shirt is teal, their trousers slate.
    const car = await rowsOf(picture, '#c8102e');
    const shirt = await rowsOf(picture, '#2a9d8f');
    const legs = await rowsOf(picture, '#3b4252');
    const carHeight = car.bottom - car.top;
    const shoulderToKnee = legs.bottom - shirt.top;
    expect(carHeight / shoulderToKnee).toBeGreaterThan(0.7);
    expect(carHeight / shoulderToKnee).toBeLessThan(1.15);
  });
});
