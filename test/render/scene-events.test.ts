/**
 * Issue 23: an event advert's pictures. Runners race in a pack, numbered bibs on their chests, over a bridge's
 * deck or a road; a crowd cheers behind the barrier at the finish line (its arch, clock and tape), arms up.
 * Said in en/es/fr/de/it; the pack and the crowd are each one picture, drawn whole in both aspects.
 */
import { createCanvas } from '@napi-rs/canvas';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { SettingId } from '../../lambdas/render/compose/scene-graph';
import { describe, expect, it } from 'vitest';
import { bodyAspect, bodyFace, drawBody } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose drawn, the place it is set in. */
const AT_THE_EVENT: [prompt: string, pose: string, setting: string][] = [
  ['Runners crossing the bridge at sunrise', 'racing', 'bridge'],
  ['Runners racing to the finish line', 'racing', 'finish-line'],
  ['Runners racing along the road', 'racing', 'street'],
  ['A man running across the bridge', 'racing', 'bridge'],
  ['Corredores cruzando el puente', 'racing', 'bridge'],
  ['Des coureurs sur le pont', 'racing', 'bridge'],
  ['Läufer auf der Brücke', 'racing', 'bridge'],
  ['Corridori sul ponte', 'racing', 'bridge'],
  ['A crowd cheering at the finish line, midday sun', 'cheering', 'finish-line'],
  ['Cheer at the finish line.', 'cheering', 'finish-line'],
  ['Una multitud animando en la meta', 'cheering', 'finish-line'],
  ["Une foule qui applaudit à l'arrivée", 'cheering', 'finish-line'],
  ['Die Zuschauer jubeln an der Ziellinie', 'cheering', 'finish-line'],
  ['Una folla che applaude al traguardo', 'cheering', 'finish-line'],
  // People at a festival doing nothing else drawn (dancing, watching the band) cheer before its stage.
  ['Friends dancing in front of the stage at a summer festival, evening', 'cheering', 'festival'],
  ['A crowd at a concert at night', 'cheering', 'festival'],
  ['Amigos bailando frente al escenario en un festival', 'cheering', 'festival'],
  ["Des amis dansent devant la scène d'un festival", 'cheering', 'festival'],
  ['Freunde tanzen vor der Bühne beim Festival', 'cheering', 'festival'],
  ['Amici ballano davanti al palco a un festival', 'cheering', 'festival'],
];

describe('runners race and a crowd cheers where the prompt sets them', () => {
  it.each(AT_THE_EVENT.flatMap(([prompt, pose, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, aspect] as const)))(
    '%s',
    async (_, prompt, pose, setting, aspect) => {
      const { scene, layout, height } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.pose).toBe(pose);
      expect(scene.setting).toBe(setting);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      // The pack or the crowd is one picture, drawn whole, its heads big enough to read.
      expect(people.map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
      expect(people[0]!.clipBottom).toBeUndefined();
      if (aspect === '9:16') expect((bodyFace(people[0]!.picture).h * people[0]!.box.h) / height).toBeGreaterThanOrEqual(0.05);
    },
  );
});

it('a runner named anywhere else runs alone, as before', async () => {
  for (const prompt of ['A jogger in the park', 'A runner on the beach at sunrise', 'A runner with wireless earbuds']) {
    const { scene } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).not.toBe('racing');
  }
});

/** A market of stalls named in each language: its place, and a night market's time. */
const MARKETS: [prompt: string, time: string][] = [
  ['Stalls and fairy lights at a night market', 'night'],
  ['Friends browsing the market stalls', 'day'],
  ['Un mercado nocturno con puestos', 'night'],
  ['Les étals du marché de nuit', 'night'],
  ['Marktstände auf dem Nachtmarkt', 'night'],
  ['Le bancarelle del mercato notturno', 'night'],
];

it.each(MARKETS)('%s: the market’s stalls, at its time', (prompt, time) => {
  const { scene } = readScene(prompt);
  expect([scene.setting, scene.time]).toEqual(['market', time]);
});

it('people elsewhere doing nothing drawn do not cheer', async () => {
  for (const prompt of ['A woman dancing in the kitchen', 'Friends in the park', 'Une scène de cuisine']) {
    const { scene } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).not.toBe('cheering');
    expect(scene.setting).not.toBe('festival');
  }
});

it('cyclists racing are drawn on their bikes, not as runners', async () => {
  const { scene } = await composeScene('Cyclists racing past cheering spectators', '9:16', FRAMINGS[0]!);
  expect(scene.pose).toBe('cycling');
});

/** The picture of a pose, drawn `h` high, as RGBA bytes and its width. */
async function drawn(pose: string, h = 200): Promise<{ data: Uint8ClampedArray; width: number }> {
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:casual`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:casual`, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width };
}

/** How many opaque pixels of a picture are near white (a bib's cloth) or one colour. */
const count = ({ data }: { data: Uint8ClampedArray }, is: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && is(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n;
};
const white = (r: number, g: number, b: number) => r > 240 && g > 240 && b > 240;

describe('the pack and the crowd are drawn as several people', () => {
  it('the racing pack wears white bibs, the lone runner none', async () => {
    expect(count(await drawn('racing'), white)).toBeGreaterThan(150);
    expect(count(await drawn('running'), white)).toBeLessThan(20);
  });

  it('the pack is three runners: its picture is wider than one runner’s', () => {
    expect(bodyAspect('body:racing:casual')).toBeGreaterThan(bodyAspect('body:running:casual') * 1.6);
  });

  it('the crowd’s arms are up: its picture is taller than a standing person’s, and wider', () => {
    expect(bodyAspect('body:cheering:casual')).toBeGreaterThan(bodyAspect('body:standing:casual'));
  });
});

describe('a race’s places', () => {
  const paint = (setting: SettingId) => {
    const [width, height] = [540, 960];
    const place = paintPlace(setting, 'day', { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 }, paletteFor(null, 'cinematic'), rng(7));
    const front = place.layers.at(-1)!.picture;
    return { place, data: front.getContext('2d').getImageData(0, 0, width, height).data };
  };

  it('a bridge is over water, its pylons rising above the deck', () => {
    const { place, data } = paint('bridge');
    expect(place.water).not.toBeNull();
    // Pylons: the front layer is painted well above the railing (a riverside's stops at its lamps).
    let high = 0;
    for (let y = 0; y < 960 * 0.4; y++) for (let x = 0; x < 540; x++) if (data[(y * 540 + x) * 4 + 3]! > 200) high++;
    expect(high).toBeGreaterThan(1000);
  });

  it('a festival’s stage is lit: its beams of light and lamps are painted over the dark stage', () => {
    const { place } = paint('festival');
    const data = place.layers.at(-2)!.picture.getContext('2d').getImageData(0, 0, 540, 960).data;
    expect(count({ data }, (r, g, b) => r < 40 && g < 40 && b < 50)).toBeGreaterThan(5000);
    expect(count({ data }, (r, g, b) => r > 230 && g > 225 && b > 200)).toBeGreaterThan(50);
  });

  it('a market is a row of stalls across the frame', () => {
    const { place } = paint('market');
    const stallsLayer = place.layers.at(-2)!.picture.getContext('2d').getImageData(0, 0, 540, 960).data;
    // Every stretch of the width has a stall in it: no gap wider than an eighth of the frame.
    let gap = 0;
    let widest = 0;
    for (let x = 0; x < 540; x++) {
      const row = Math.round(960 * 0.66);
      gap = stallsLayer[(row * 540 + x) * 4 + 3]! > 200 ? 0 : gap + 1;
      widest = Math.max(widest, gap);
    }
    expect(widest).toBeLessThan(68);
  });

  it('the finish line has its arch lettered over the road and the red tape across it', () => {
    const { data } = paint('finish-line');
    expect(count({ data }, (r, g, b) => r > 200 && g < 80 && b < 90)).toBeGreaterThan(200);
    expect(count({ data }, white)).toBeGreaterThan(200);
  });
});
