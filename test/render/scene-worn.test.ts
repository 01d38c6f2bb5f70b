/**
 * Issue 23: a product worn is drawn on the one wearing it (headphones over the ears, earbuds, a watch on the wrist, a
 * backpack, sunglasses, a cap), in every language, never floating beside them; riding a train, a tube or a bus is
 * being inside its carriage (windows onto the city, seats with commuters, poles and straps), never beside a train emoji.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, bodyPicture, drawBody, type BodyPose } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Palette } from '../../lambdas/render/ports';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Wearing headphones on a train, in each language: one person in the carriage with the headphones on, nothing else drawn. */
const COMMUTERS = [
  'A commuter wearing the noise-cancelling headphones on a busy train',
  // Used or held by someone doing nothing else, they are worn, not held up by the face.
  'A person using the Nimbus noise-cancelling headphones on a busy train, golden hour light',
  'A man with headphones on the tube',
  'Une femme avec un casque dans le métro',
  'Ein Mann mit Kopfhörern im Zug',
  'Una mujer con auriculares en el tren',
  'Un pendolare con le cuffie sul treno',
  'Uma mulher com fones no comboio',
  'Een man met een koptelefoon in de trein',
  'ヘッドホンをつけた男性が電車で',
];

describe('a commuter wearing headphones on a train is drawn in the carriage with them on', () => {
  it.each(COMMUTERS.flatMap((prompt) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, aspect] as const)))('%s', async (_, prompt, aspect) => {
    await expectDrawnAtTheJob(prompt, aspect, 'wearing-headphones', 'body:wearing-headphones:casual', { setting: 'carriage' });
    expect(readScene(prompt).scene.things.map((t) => t.concept)).not.toContain('train');
  });
});

describe('what is worn says how it is worn', () => {
  it.each([
    ['A woman wearing a smartwatch', 'wearing-watch'],
    ['A student wearing a backpack on the bus', 'wearing-backpack'],
    ['A man wearing sunglasses', 'wearing-sunglasses'],
    ['A man in a baseball cap', 'wearing-cap'],
    ['A runner with wireless earbuds', 'wearing-earbuds'],
    ['A passenger wearing earbuds on the metro', 'wearing-earbuds'],
    ['Una donna che indossa un orologio', 'wearing-watch'],
    ['Eine Frau mit Sonnenbrille', 'wearing-sunglasses'],
    ['Un homme avec une casquette', 'wearing-cap'],
    ['A woman wearing the new wireless headphones', 'wearing-headphones'],
  ] as const)('%s', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
  });
});

describe('wearing gives way to what people do, and a plain "with" is no wearing', () => {
  it.each([
    ['A runner wearing a watch running in the park', 'running'],
    ['A woman with a dog in the park', null],
    ['Una donna con il cane nel parco', null],
  ] as const)('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).toBe(pose));
});

describe('a worn thing is drawn on the figure', () => {
  /** How many pixels of the picture, drawn 400 high, are this colour. */
  async function count(pose: BodyPose, colour: [number, number, number]): Promise<number> {
    const picture = bodyPicture(pose, 'casual');
    const h = 400;
    const w = Math.round(h * bodyAspect(picture));
    const canvas = createCanvas(w, h);
    await drawBody(canvas.getContext('2d'), picture, h);
    const { data } = canvas.getContext('2d').getImageData(0, 0, w, h);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === colour[0] && data[i + 1] === colour[1] && data[i + 2] === colour[2] && data[i + 3] === 255) n++;
    return n;
  }
  it.each([
    ['wearing-headphones', [0x2b, 0x2f, 0x3a]],
    ['wearing-earbuds', [0xf7, 0xf8, 0xfa]],
    ['wearing-watch', [0xc9, 0xce, 0xd6]],
    ['wearing-backpack', [0x3f, 0x5e, 0x4b]],
    ['wearing-sunglasses', [0x1c, 0x22, 0x30]],
    ['wearing-cap', [0x2f, 0x6f, 0xb3]],
  ] as const)('%s', async (pose, colour) => {
    expect(await count(pose, [...colour])).toBeGreaterThan(20);
    expect(await count('standing', [...colour])).toBe(0);
  });
});

describe('the carriage is a train from inside', () => {
  it.each(['A woman wearing headphones in a train carriage, a busy train', 'A commuter on the bus, the bus crowded'])('the train or bus named in it is the room, never an emoji in it: %s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.setting).toBe('carriage');
    expect(layout.placed.map((p) => scene.things[p.thing]!.concept)).not.toContain('train');
    expect(layout.placed.map((p) => scene.things[p.thing]!.concept)).not.toContain('bus');
  });

  it('named alone, it has its commuter in it', () => {
    const { scene } = readScene('Rush hour on a busy train');
    expect(scene.setting).toBe('carriage');
    expect(scene.things.map((t) => t.concept)).toEqual(['person']);
  });

  it('has the line map, seats with commuters on them, grab poles and straps, and windows onto the city', () => {
    const g = { width: 1600, height: 900, floor: 820, ground: 760, horizon: 400, surfaceTop: null, unit: 9 };
    const place = paintPlace('carriage', 'day', g, { background: '#f4efe6', accent: '#1f6feb' } as Palette, () => 0.5);
    expect(place.outdoors).toBe(false);
    expect(place.props.map((p) => p.name)).toEqual(['line-map', 'seats', 'commuters', 'straps', 'poles']);
  });

  it('some of its commuters have headphones on: their silver rings show on the wall', () => {
    const g = { width: 1600, height: 900, floor: 820, ground: 760, horizon: 400, surfaceTop: null, unit: 9 };
    const wall = paintPlace('carriage', 'day', g, { background: '#f4efe6', accent: '#1f6feb' } as Palette, () => 0.5).layers[0]!.picture;
    const { data } = wall.getContext('2d').getImageData(0, 0, g.width, g.height);
    let silver = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === 0xc9 && data[i + 1] === 0xce && data[i + 2] === 0xd6) silver++;
    expect(silver).toBeGreaterThan(20);
  });
});
