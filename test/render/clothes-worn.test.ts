/**
 * Issue 23: clothes and footwear adverts show the thing on the person. Boots, trainers, heels and sandals are on the feet
 * (hiking, running, walking; "on … feet" is the feet close, lacing up), a jacket, a dress, a top or jeans on the body, in
 * every language, never a giant boot or coat drawn beside someone; a stream in the mountains is crossed on its stones.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { CLOTHES_POSES, type WornPose } from '../../lambdas/render/compose/worn-clothes';
import { bodyAspect, bodyPicture, drawBody, type BodyPose } from '../../lambdas/render/illustrations/bodies';
import { COLOUR } from '../../lambdas/render/illustrations/clothing-worn';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Palette } from '../../lambdas/render/ports';
import { expectDrawnAtTheJob } from '../support/scene-compose';

/** Prompts in seven languages, the pose each is drawn in and (where named) its place. */
const WORN: readonly (readonly [string, WornPose, string | null])[] = [
  ['a hiker wearing boots crossing a stream in the mountains', 'wearing-boots', 'stream'],
  ['A woman in hiking boots on a mountain trail', 'wearing-boots', 'mountains'],
  ['a man with new walking boots by a creek', 'wearing-boots', 'stream'],
  ['a woman wearing a rain jacket in the city', 'wearing-jacket', 'city'],
  ['a man wearing a blue hoodie', 'wearing-jacket', null],
  ['a woman in a red dress walking in the park', 'wearing-dress', 'park'],
  ['a man wearing jeans walking in the street', 'wearing-jeans', 'street'],
  ['a runner wearing running shoes jogging in the park', 'wearing-trainers', 'park'],
  ['a woman walking in red heels', 'wearing-heels', null],
  ['a woman in sandals on the beach', 'wearing-sandals', 'beach'],
  ['a young man in a white t-shirt', 'wearing-top', null],
  ['close-up of running shoes on a runner\'s feet', 'feet-trainers', null],
  ['close-up of hiking boots on a hiker\'s feet', 'feet-boots', null],
  ['close-up of red heels on her feet', 'feet-heels', null],
  ['Un randonneur avec des chaussures de randonnée traverse un ruisseau', 'wearing-boots', 'stream'],
  ['une femme qui porte une veste de pluie en ville', 'wearing-jacket', 'city'],
  ['une femme en robe rouge dans la rue', 'wearing-dress', 'street'],
  ['gros plan sur des baskets aux pieds d\'une coureuse', 'feet-trainers', null],
  ['Eine Wanderin mit Wanderschuhen am Bergbach', 'wearing-boots', 'stream'],
  ['Eine Frau trägt einen Regenmantel in der Stadt', 'wearing-jacket', 'city'],
  ['Ein Mann in Jeans geht durch die Straße', 'wearing-jeans', null],
  ['Eine Läuferin mit Laufschuhen im Park', 'wearing-trainers', 'park'],
  ['Sandalen an den Füßen einer Frau am Strand', 'feet-sandals', 'beach'],
  ['un excursionista con botas de montaña cruzando un arroyo', 'wearing-boots', 'stream'],
  ['una mujer con un vestido en la ciudad', 'wearing-dress', 'city'],
  ['una mujer con zapatillas de correr en el parque', 'wearing-trainers', 'park'],
  ['un escursionista con gli scarponi attraversa un torrente', 'wearing-boots', 'stream'],
  ['una donna in giacca impermeabile in città', 'wearing-jacket', 'city'],
  ['scarponi da trekking ai piedi di un escursionista', 'feet-boots', null],
  ['uma caminhante com botas de caminhada atravessando um riacho', 'wearing-boots', 'stream'],
  ['uma mulher de vestido vermelho na cidade', 'wearing-dress', 'city'],
  ['um homem com um casaco impermeável', 'wearing-jacket', null],
  ['een wandelaar met wandelschoenen bij een beek', 'wearing-boots', 'stream'],
  ['een vrouw in een regenjas in de stad', 'wearing-jacket', 'city'],
  ['een vrouw met sandalen op het strand', 'wearing-sandals', 'beach'],
];

describe('clothes and footwear named on someone are worn by them', () => {
  it.each(WORN)('%s', (prompt, pose, setting) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    if (setting) expect(scene.setting).toBe(setting);
  });

  it('covers every clothes pose', () => expect(new Set(WORN.map(([, pose]) => pose))).toEqual(new Set(CLOTHES_POSES)));
});

describe('a garment worn is on the figure, never drawn again beside it, and footwear stands whole in a landscape frame', () => {
  it.each([
    ['a hiker wearing boots crossing a stream in the mountains', 'wearing-boots'],
    ['Eine Frau trägt einen Regenmantel in der Stadt', 'wearing-jacket'],
    ['close-up of running shoes on a runner\'s feet', 'feet-trainers'],
    ['una mujer con zapatillas de correr en el parque', 'wearing-trainers'],
  ] as const)('%s', async (prompt, pose) => {
    for (const aspect of ['9:16', '16:9'] as const) await expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:casual`, { whole: pose !== 'wearing-jacket' || aspect === '9:16' });
  });
});

describe('what is not worn stays as it was', () => {
  it.each([
    ['a man holding a pair of boots', null],
    ['A mover standing close to the box with their feet apart', 'bracing'],
    ['a woman with a dog in the park', null],
  ] as const)('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).toBe(pose));

  it('a live stream is no mountain stream, a river alone is the town\'s riverside', () => {
    expect(readScene('a streamer\'s live stream on a laptop').scene.setting).not.toBe('stream');
    expect(readScene('a couple walking along the river in the city').scene.setting).toBe('riverside');
  });
});

/** How many pixels of the pose's picture, drawn 600 high, are this colour: in all, and in its lowest fifth (the feet). */
async function pixels(pose: BodyPose, hex: string): Promise<{ all: number; feet: number }> {
  const colour = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const picture = bodyPicture(pose, 'casual');
  const h = 600;
  const w = Math.round(h * bodyAspect(picture));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, w, h);
  let all = 0;
  let feet = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== colour[0] || data[i + 1] !== colour[1] || data[i + 2] !== colour[2] || data[i + 3] !== 255) continue;
    all++;
    if (i / 4 / w > h * 0.8) feet++;
  }
  return { all, feet };
}

describe('the garment is drawn on the body in its colour, large enough to read', () => {
  it.each([
    ['wearing-boots', COLOUR.boots],
    ['wearing-trainers', COLOUR.trainers],
    ['wearing-heels', COLOUR.heels],
    ['wearing-sandals', COLOUR.sandals],
    ['feet-boots', COLOUR.boots],
    ['feet-trainers', COLOUR.trainers],
  ] as const)('%s: on the feet', async (pose, colour) => {
    const { all, feet } = await pixels(pose, colour);
    // Most of it at the feet, and a good share of the picture: a product, not a speck.
    expect(feet / all).toBeGreaterThan(0.6);
    expect(feet).toBeGreaterThan(600);
    expect((await pixels('walking', colour)).all).toBe(0);
  });

  it.each([
    ['wearing-jacket', COLOUR.jacket],
    ['wearing-dress', COLOUR.dress],
    ['wearing-top', COLOUR.top],
    ['wearing-jeans', COLOUR.jeans],
  ] as const)('%s: on the body', async (pose, colour) => {
    const { all, feet } = await pixels(pose, colour);
    expect(all).toBeGreaterThan(4000);
    expect(feet / all).toBeLessThan(0.3);
    expect((await pixels('walking', colour)).all).toBe(0);
  });
});

describe('a stream in the mountains', () => {
  it('runs across where people stand, stepping stones along it, snow on the peaks behind', () => {
    const g = { width: 1600, height: 900, floor: 760, ground: 600, horizon: 420, surfaceTop: null, unit: 9 };
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const place = paintPlace('stream', 'day', g, { background: '#f4efe6', accent: '#1f6feb' } as Palette, random);
    expect(place.outdoors).toBe(true);
    const front = place.layers.at(-1)!.picture.getContext('2d');
    const row = (y: number) => front.getImageData(0, y, g.width, 1).data;
    const share = (data: Uint8ClampedArray, test: (r: number, g: number, b: number) => boolean) => {
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
      return n / (data.length / 4);
    };
    const watery = (r: number, gr: number, b: number) => b > r + 30 && gr > r;
    // Water just above and below the floor line, and flat grey stones on it.
    expect(share(row(g.floor - g.unit * 3), watery)).toBeGreaterThan(0.4);
    expect(share(row(g.floor), (r, gr, b) => r === 0x8b && gr === 0x8f && b === 0x93)).toBeGreaterThan(0.12);
    // Grass well in front of it: dry land the water runs between.
    expect(share(row(g.height - 5), watery)).toBe(0);
    const peaks = place.layers[1]!.picture.getContext('2d').getImageData(0, 0, g.width, g.horizon).data;
    expect(share(peaks, (r, gr, b) => r > 230 && gr > 230 && b > 230)).toBeGreaterThan(0.01);
  });
});
