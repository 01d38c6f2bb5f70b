/**
 * Issue 23: musicians playing and couples dancing. Each player is drawn at their instrument (the saxophone, the trumpet,
 * the guitar, the violin, the double bass, the cello, the keyboard, the drum kit, the microphone, the decks) in one
 * picture, whole, its head big enough to read; a band is three in one picture; couples dance in pairs. On a stage, in a jazz club or on a dance floor they are
 * in the music venue (its curtain under warm spotlights, its wooden floor); in a bar or on a pier where the prompt says.
 * Said in en/es/fr/de/it/pt.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { bodyAspect, bodyFace, drawBody } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose drawn, the place it is set in. */
const PLAYED: [prompt: string, pose: string, setting: string][] = [
  ['A saxophonist playing on stage under warm lights', 'playing-sax', 'venue'],
  ['A trumpet player on the pier at sunset', 'playing-trumpet', 'harbour'],
  ['A guitarist playing in a bar', 'playing-guitar', 'bar'],
  ['A man playing the guitar on the terrace', 'playing-guitar', 'terrace'],
  ['A violinist at a jazz night', 'playing-violin', 'venue'],
  ['A double bass player in a jazz club', 'playing-bass', 'venue'],
  ['A cellist playing at a wedding reception', 'playing-cello', 'wedding'],
  ['Un contrabajista en el escenario', 'playing-bass', 'venue'],
  ['Une violoncelliste sur scène', 'playing-cello', 'venue'],
  ['A pianist playing in the hotel lounge', 'playing-piano', 'hotel'],
  ['A keyboard player on stage', 'playing-keys', 'venue'],
  ['A drummer on stage', 'drumming', 'venue'],
  ['A singer at the microphone in a small jazz club', 'singing', 'venue'],
  ['A DJ playing to a crowd', 'djing', 'venue'],
  ['A jazz band playing on the bandstand', 'band', 'venue'],
  ['Couples dancing to a jazz band at night', 'dancing-couples', 'venue'],
  ['A couple dancing on the terrace under string lights', 'dancing', 'terrace'],
  ['Un saxofonista en el escenario', 'playing-sax', 'venue'],
  ['Parejas bailando en la pista de baile', 'dancing-couples', 'venue'],
  ['Une chanteuse sur scène', 'singing', 'venue'],
  ['Des couples qui dansent', 'dancing-couples', 'venue'],
  ['Eine Geigerin spielt auf der Bühne', 'playing-violin', 'venue'],
  ['Paare tanzen', 'dancing-couples', 'venue'],
  ['Un trombettista sul palco', 'playing-trumpet', 'venue'],
  ['Coppie che ballano', 'dancing-couples', 'venue'],
  ['Um pianista no palco', 'playing-piano', 'venue'],
  ['Eine Keyboarderin auf der Bühne', 'playing-keys', 'venue'],
  ['Casais a dançar', 'dancing-couples', 'venue'],
  // A group dances as couples; a wedding's dance floor is the wedding's reception (its first dance the couple's, scene-wedding.test.ts); a DJ named with each language's article is no name.
  ['Friends dancing at a party', 'dancing-couples', 'venue'],
  ['The first dance at the wedding reception', 'first-dance', 'wedding'],
  ['Paare tanzen auf der Hochzeit', 'dancing-couples', 'wedding'],
  ['Un DJ che suona per la folla', 'djing', 'venue'],
  ['Le DJ aux platines', 'djing', 'venue'],
  // A venue named with no one in it: its band plays.
  ['A jazz club at night', 'band', 'venue'],
];

describe('musicians play and couples dance where the prompt sets them', () => {
  it.each(PLAYED.flatMap(([prompt, pose, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, aspect] as const)))(
    '%s',
    async (_, prompt, pose, setting, aspect) => {
      const { scene, layout, height } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect([scene.pose, scene.setting]).toEqual([pose, setting]);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      // The player with their instrument, the band or the couples are one picture, drawn whole; nothing else beside them.
      expect(people.map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
      expect(layout.placed.filter((p) => !isPerson(scene, p))).toEqual([]);
      expect(people[0]!.clipBottom).toBeUndefined();
      if (aspect === '9:16') expect((bodyFace(people[0]!.picture).h * people[0]!.box.h) / height).toBeGreaterThanOrEqual(0.04);
    },
  );
});

it('dancing alone, someone typing at a keyboard, a phone’s battery or a wedding on the beach draws no couple, no musician and no venue', () => {
  for (const prompt of ['A woman dancing in the kitchen', 'Typing on a keyboard at the office', 'Une batterie de téléphone', 'Salsa and chips on the table', 'Una boda en la playa']) {
    const { scene } = readScene(prompt);
    expect(scene.pose === null || !['dancing', 'dancing-couples', 'drumming', 'playing-keys', 'playing-piano'].includes(scene.pose)).toBe(true);
    expect(scene.setting).not.toBe('venue');
  }
});

/** The picture of a pose drawn `h` high, as RGBA bytes. */
async function drawn(pose: string, h = 300): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:casual`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:casual`, h);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}
const count = (data: Uint8ClampedArray, is: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && is(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n;
};
/** A brass instrument's gold. */
const brass = (r: number, g: number, b: number) => r > 200 && g > 150 && g < 200 && b < 80;

describe('the instruments are drawn in the players’ hands', () => {
  it('a saxophone and a trumpet are brass; a singer holds none', async () => {
    expect(count(await drawn('playing-sax'), brass)).toBeGreaterThan(400);
    expect(count(await drawn('playing-trumpet'), brass)).toBeGreaterThan(120);
    expect(count(await drawn('singing'), brass)).toBeLessThan(40);
  });

  it('a grand piano is a big black case; a keyboard’s keys are white; the drum kit’s bass drum is red and white', async () => {
    expect(count(await drawn('playing-piano'), (r, g, b) => r < 40 && g < 40 && b < 45)).toBeGreaterThan(8000);
    expect(count(await drawn('playing-keys'), (r, g, b) => r > 240 && g > 240 && b > 230)).toBeGreaterThan(300);
    expect(count(await drawn('drumming'), (r, g, b) => r > 160 && g < 80 && b < 90)).toBeGreaterThan(1000);
  });

  it('a band is three players: its picture is wider than one player’s; couples are wider than a couple', () => {
    expect(bodyAspect('body:band:casual')).toBeGreaterThan(bodyAspect('body:singing:casual') * 2);
    expect(bodyAspect('body:dancing-couples:casual')).toBeGreaterThan(bodyAspect('body:dancing:casual') * 1.5);
  });

  it('the partner dances in a flared skirt: the couple’s picture shows a dress’s red the lead alone has not', async () => {
    expect(count(await drawn('dancing'), (r, g, b) => r > 170 && g < 70 && b < 60)).toBeGreaterThan(1500);
  });
});

it('the music venue is a dark room lit warm: a curtain, spotlights and a wooden floor', () => {
  const [width, height] = [540, 960];
  const place = paintPlace('venue', 'day', { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 }, paletteFor(null, 'cinematic'), rng(7));
  const pixels = (k: number) => place.layers.at(k)!.picture.getContext('2d').getImageData(0, 0, width, height).data;
  // The curtain's deep reds, the lamps' warm white, the floor's boards.
  expect(count(pixels(-2), (r, g, b) => r > 90 && r > g * 2.5 && b < 70)).toBeGreaterThan(50_000);
  expect(count(pixels(-2), (r, g, b) => r > 240 && g > 220 && b > 180)).toBeGreaterThan(30);
  expect(count(pixels(-1), (r, g, b) => r > 100 && g > 50 && g < 110 && b < 70)).toBeGreaterThan(20_000);
});

it.each([
  'Workers moving oil drums in the warehouse',
  'Support at every stage of your project',
  'A trio of sorbets on a plate',
  'En cualquier escenario, tu equipo',
  'Internet de banda ancha en casa',
  'Elle mixe les légumes',
  'Ein Mann mit Klebeband',
  'A podcast host speaking at the microphone',
  'A woman sings to her baby',
])(
  '%s: words music shares with other things draw no musician and no venue',
  (prompt) => {
    const { scene } = readScene(prompt);
    expect(['drumming', 'band', 'djing', 'singing']).not.toContain(scene.pose);
    expect(scene.setting).not.toBe('venue');
  },
);

it('a band of volunteers is a group of people at their work, not a band playing', async () => {
  const { scene } = await composeScene('A band of volunteers cleaning the beach', '9:16', FRAMINGS[0]!);
  expect(scene.pose).not.toBe('band');
  expect(scene.setting).toBe('beach');
});

it('a festival’s band is lit from the field: its saxophone’s and cymbal’s brass and the bass drum’s white head show on the dark stage', () => {
  const [width, height] = [540, 960];
  const place = paintPlace('festival', 'sunset', { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 }, paletteFor(null, 'cinematic'), rng(7));
  const stage = place.layers.at(-2)!.picture.getContext('2d').getImageData(0, 0, width, height).data;
  expect(count(stage, brass)).toBeGreaterThan(40);
});

/** Players whose instrument is low (at the hips, on a stand, stood on the floor), and the band and the DJ's decks. */
const LOW: string[] = [
  'A keyboard player on stage',
  'A guitarist playing in a bar',
  'A pianist playing in the hotel lounge',
  'A double bass player in a jazz club',
  'A cellist playing at a wedding reception',
  'A DJ playing to a crowd',
  'A jazz band playing on the bandstand',
];

it.each(LOW)('%s: in 16:9 the player is framed whole, the instrument above the frame’s bottom, not cut off under the caption band', async (prompt) => {
  const { scene, layout, height } = await composeScene(prompt, '16:9', FRAMINGS[0]!);
  const player = layout.placed.find((p) => isPerson(scene, p))!;
  expect(player.box.y + player.box.h).toBeLessThanOrEqual(height + 0.5);
});
