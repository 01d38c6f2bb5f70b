/**
 * Issue 23: a swimming school's advert drew its coach at a classroom whiteboard and a parent cheering at a race's
 * finish arch. Now a pool is a room of its own (tiles, tall windows, the pool along the wall's foot), a swimmer swims
 * the crawl in the water their picture brings, and a lesson in a pool is the coach in the shallow end with the
 * children on their kickboards, at a child's size, in every language.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

const SWUM: [prompt: string, pose: string, picture: string][] = [
  ['A coach teaching children to swim in a bright indoor pool, morning light.', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Kids learning to swim at the leisure pool', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Una monitora de natación enseña a nadar a unos niños en la piscina', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Des enfants en cours de natation à la piscine', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Kinder im Schwimmkurs im Hallenbad', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Bambini a lezione di nuoto in piscina', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Crianças numa aula de natação na piscina', 'swim-lesson', 'body:swim-lesson:polo'],
  ['Kinderen op zwemles in het zwembad', 'swim-lesson', 'body:swim-lesson:polo'],
  ['プールで子どもたちに泳ぎを教えるコーチ', 'swim-lesson', 'body:swim-lesson:polo'],
  ['A swimmer doing lengths in the pool at sunrise', 'swimming', 'body:swimming:casual'],
  ['Una nadadora nadando en la piscina', 'swimming', 'body:swimming:casual'],
  ['Ein Schwimmer zieht Bahnen im Hallenbad', 'swimming', 'body:swimming:casual'],
];

describe('swimming and swimming lessons are drawn in the pool', () => {
  it.each(SWUM.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'pool' }),
  );
});

describe('a swimming school is its pool', () => {
  it.each([
    ['A parent cheering from the side inside a swimming school, midday daylight through the windows.', 'cheering'],
    // An empty pool shows its trade at work, as an empty gym shows someone lifting.
    ['The inside of a swimming school ready for the day, the lanes of a bright indoor pool in view', 'swim-lesson'],
    ['L’intérieur d’une école de natation, prêt pour la journée', 'swim-lesson'],
  ])('%s', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe('pool');
    expect(scene.pose).toBe(pose);
  });

  it('words swimming shares keep their meaning elsewhere', () => {
    expect(readScene('a teacher teaching at the whiteboard in a classroom').scene.pose).toBe('teaching');
    expect(readScene('A surf instructor teaching kids on the beach').scene.pose).toBe('surf-lesson');
  });
});

/** How much of a pose's picture, drawn 300 px high, is pool water (a clear mid blue). */
async function waterShare(picture: string): Promise<number> {
  const h = 300;
  const w = Math.round(h * bodyAspect(picture));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, w, h);
  let blue = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 100 && data[i + 2]! > 170 && data[i]! < 140 && data[i + 1]! > 120) blue++;
  return blue / (w * h);
}

describe('the swimmers are in the water', () => {
  it.each(['body:swimming:casual', 'body:swim-lesson:polo'])('%s: a band of water crosses the picture', async (picture) => {
    expect(await waterShare(picture)).toBeGreaterThan(0.15);
  });
});
