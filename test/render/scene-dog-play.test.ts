/**
 * Issue 23: dogs at play, as dog daycares, walkers and pet brands show them. Dogs said to play are two dogs of different
 * sizes and coats, one in a tug of war with a rope toy, one bowing to join in; a ball thrown is in the air above the arm
 * that threw it, a dog galloping after it where there is a dog; a dog fetches the ball back in its jaws. A dog daycare,
 * kennels or a dog park is a fenced yard, never a public park's path. In en/es/fr/de/it/pt/nl, in both aspects.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { placePixels } from '../support/pixel-counts';
import { composeScene, expectDrawnAtTheJob, FRAMINGS } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole picture drawn (`body:<pose>:<dress>`). */
const AT_PLAY: [prompt: string, pose: string, setting: string, picture: string][] = [
  // The brief seen: dogs playing in a daycare's yard, its carer throwing a ball (a dog after it, though none is named).
  ['Dogs playing in a yard inside a dog daycare, morning light.', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['A carer throwing a ball inside a dog daycare, midday daylight through the windows.', 'throwing-for-dog', 'dog-yard', 'body:throwing-for-dog:scrubs'],
  // A dog daycare named alone shows its trade: its staff playing with the dogs.
  ['A dog daycare in Denver', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Una guardería canina en Madrid', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  // Dogs playing, in each language; where no place is named, in a park.
  ['Dogs playing in the park', 'playing-outdoors', 'park', 'body:dogs-playing:polo'],
  ['two dogs playing at the kennels', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['a girl playing with her puppy', 'dogs-playing', 'park', 'body:dogs-playing:casual'],
  ['Perros jugando en el parque', 'dogs-playing', 'park', 'body:dogs-playing:polo'],
  // The yard, patio or garden of a dog daycare is its yard (a patio alone is a café's terrace).
  ['Perros jugando en el patio en una guardería canina, con luz de mañana.', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Des chiens qui jouent au parc canin', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Hunde spielen in der Hundetagesstätte', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Cani che giocano in una pensione per cani', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Cães a brincar na creche para cães', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  ['Honden spelen in de hondenopvang', 'dogs-playing', 'dog-yard', 'body:dogs-playing:polo'],
  // Dogs running about are at play (children running about run).
  ['Three dogs running around the yard at the kennels', 'playing-outdoors', 'dog-yard', 'body:dogs-playing:polo'],
  ['Perros correteando en el parque', 'playing-outdoors', 'park', 'body:dogs-playing:polo'],
  ['Hunde tollen auf der Hundewiese', 'playing-outdoors', 'dog-yard', 'body:dogs-playing:polo'],
  // A ball thrown for a dog: the dog galloping after it.
  ['a woman throwing a ball for her dog', 'throwing-for-dog', 'park', 'body:throwing-for-dog:casual'],
  ['Una mujer lanzando la pelota a su perro', 'throwing-for-dog', 'park', 'body:throwing-for-dog:casual'],
  ['Une femme lance la balle à son chien', 'throwing-for-dog', 'park', 'body:throwing-for-dog:casual'],
  ['Ein Mann wirft den Ball für seinen Hund', 'throwing-for-dog', 'park', 'body:throwing-for-dog:casual'],
  ['De verzorger gooit de bal in de hondenopvang', 'throwing-for-dog', 'dog-yard', 'body:throwing-for-dog:scrubs'],
  // A dog chasing a ball: the throw it runs after.
  ['a puppy chasing a ball', 'throwing-for-dog', 'park', 'body:throwing-for-dog:polo'],
  ['Un perro persigue la pelota', 'throwing-for-dog', 'park', 'body:throwing-for-dog:polo'],
  ['Le chien court après la balle', 'throwing-for-dog', 'park', 'body:throwing-for-dog:polo'],
  ['Der Hund jagt dem Ball hinterher', 'throwing-for-dog', 'park', 'body:throwing-for-dog:polo'],
  // A ball thrown with no dog about: the throw alone.
  ['a boy throwing a ball', 'throwing-ball', 'park', 'body:throwing-ball:child'],
  // A dog fetching the ball back to the one kneeling to take it.
  ['a dog fetching a ball', 'fetching', 'park', 'body:fetching:polo'],
  ['Der Hund apportiert den Ball', 'fetching', 'park', 'body:fetching:polo'],
  ['Il cane riporta la palla', 'fetching', 'park', 'body:fetching:polo'],
  ['O cão traz a bola', 'fetching', 'park', 'body:fetching:polo'],
  ['De hond apporteert de bal', 'fetching', 'park', 'body:fetching:polo'],
];

describe('dogs at play are drawn whole, the dogs and the ball in the one picture', () => {
  it.each(AT_PLAY.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('playing, throwing and fetching said of no dog are no dogs at play', () => {
  // Children playing outside run about, as before; cats playing bat a wand toy (scene-cat-play.test.ts); a party thrown is no throw, nor a collection launched (the boutique's own trade is drawn).
  it.each([
    ['children playing in the park', 'running'],
    ['kids running around in the garden', 'running'],
    ['cats playing on the sofa', 'playing-with-cat'],
    ['A manager throwing a party at the office', null],
    ['La marque lance sa nouvelle collection en boutique', 'handing'],
    ['A police officer chasing a thief down the street', null],
    ['a boy chasing a ball', null],
  ] as const)('%s', async (prompt, pose) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBe(pose);
    expect(layout.placed.some((p) => /dogs-playing|throwing|fetching/.test(p.picture))).toBe(false);
  });

  it('a dog daycare is never the park: no public path in its yard', () => {
    expect(readScene('A carer with the dogs at the dog daycare').scene.setting).toBe('dog-yard');
  });
});

/** Pixels of a picture drawn 200 px high, counted where `where(x, y)` (shares of the picture) holds, of the colour `hex`. */
async function pixels(picture: string, hex: string, where: (x: number, y: number) => boolean = () => true): Promise<number> {
  const h = 200;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [x, y] = [((i / 4) % canvas.width) / canvas.width, Math.floor(i / 4 / canvas.width) / canvas.height];
    if (data[i + 3]! > 200 && rgb.every((c, k) => Math.abs(data[i + k]! - c) < 4) && where(x, y)) n++;
  }
  return n;
}

/** The drawn dogs' coats (drawn-dog.ts) and the ball (dog-play.ts). */
const GOLDEN = '#d9a05b';
const BLACK = '#3a3a40';
const GREY = '#8d96a3';
const CREAM = '#f1e3c6';
const BALL = '#d4e83a';

describe('the pictures of dogs at play', () => {
  it('dogs playing are two dogs of different coats, the rope between the hand and the jaws, a ball bounced high', async () => {
    expect(await pixels('body:dogs-playing:polo@043', GOLDEN)).toBeGreaterThan(400);
    expect(await pixels('body:dogs-playing:polo@043', BLACK)).toBeGreaterThan(400);
    expect(await pixels('body:dogs-playing:polo@043', '#e04f4f')).toBeGreaterThan(30);
    // A ball bounced high over them.
    expect(await pixels('body:dogs-playing:polo@043', BALL, (_, y) => y < 0.15)).toBeGreaterThan(20);
    // Two dogs beside the one kneeling: the picture is wider than tall, the bounced ball over them included.
    expect(bodyAspect('body:dogs-playing:polo@043')).toBeGreaterThan(1.4);
  });

  it('a ball thrown is in the air, above the thrower’s head; a dog gallops after it only where there is one', async () => {
    const high = (_: number, y: number) => y < 0.15;
    expect(await pixels('body:throwing-ball:casual@302', BALL, high)).toBeGreaterThan(20);
    expect(await pixels('body:throwing-for-dog:casual@302', BALL, high)).toBeGreaterThan(20);
    expect(await pixels('body:throwing-for-dog:casual@302', GREY)).toBeGreaterThan(300);
    expect(await pixels('body:throwing-ball:casual@302', GREY)).toBe(0);
  });

  it('a dog fetching has the ball in its jaws, leaping up to the hands of the one kneeling to take it', async () => {
    expect(await pixels('body:fetching:polo@133', CREAM)).toBeGreaterThan(300);
    expect(await pixels('body:fetching:polo@133', BALL, (x, y) => y > 0.3 && y < 0.7 && x > 0.4)).toBeGreaterThan(20);
  });
});

describe('a dog daycare’s yard', () => {

  it('is fenced, a clubhouse behind, an agility tunnel on the grass, and no park path', () => {
    expect(placePixels('dog-yard', -2, '#8c6646')).toBeGreaterThan(2000);
    expect(placePixels('dog-yard', -2, '#e9dcc3')).toBeGreaterThan(2000);
    expect(placePixels('dog-yard', -1, '#3a86c8')).toBeGreaterThan(100);
    expect(placePixels('dog-yard', -1, '#e7d8b4')).toBe(0);
    // The park it replaced has its path.
    expect(placePixels('park', -1, '#e7d8b4')).toBeGreaterThan(1000);
  });
});
