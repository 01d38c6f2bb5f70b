/**
 * Issue 23: people riding, drawn riding. A commuter on an e-scooter along a river path had been a man standing on a
 * city pavement beside a parked scooter; "Un surfista cogiendo una ola" a woman on a park path; an instructor
 * teaching children on a beach a presenter at a whiteboard on the sand, the children grown-up-sized. Now a scooter,
 * a skateboard or a wave is ridden in every language, the scooter folded is carried, a path along a river is its own
 * place, and a lesson on the beach is a surf lesson: the children on their boards at a child's height.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { paintPlace, type PlaceGeometry } from '../../lambdas/render/illustrations/places';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { rng } from '../../lambdas/render/draw/anim';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`), nothing beside it. */
const RIDDEN: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['A commuter riding the e-scooter along a river path in the morning', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['a woman riding a kick scooter in the park', 'riding-scooter', 'park', 'body:riding-scooter:casual'],
  ['Un hombre monta en patinete por la ribera', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['Une femme roule en trottinette sur les quais', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['Der Pendler fährt mit dem E-Roller am Flussufer', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['Un pendolare va in monopattino sul lungofiume', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['Um homem anda de trotinete à beira-rio', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['Een man op een step langs de rivier', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['川沿いを電動キックボードで走る男性', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
  ['A commuter carrying her folded scooter down the street', 'carrying-scooter', 'street', 'body:carrying-scooter:casual'],
  ['a kid on a skateboard in the park', 'skateboarding', 'park', 'body:skateboarding:child'],
  ['A surfer catching a wave', 'surfing', 'beach', 'body:surfing:casual'],
  ['Un surfista cogiendo una ola', 'surfing', 'beach', 'body:surfing:casual'],
  ['Un surfista pillando una ola', 'surfing', 'beach', 'body:surfing:casual'],
  ['Un surfeur prend une vague', 'surfing', 'beach', 'body:surfing:casual'],
  ['Ein Surfer reitet eine Welle', 'surfing', 'beach', 'body:surfing:casual'],
  ["Un surfista che prende un'onda", 'surfing', 'beach', 'body:surfing:casual'],
  ['Um surfista a apanhar uma onda', 'surfing', 'beach', 'body:surfing:casual'],
  ['Een surfer pakt een golf', 'surfing', 'beach', 'body:surfing:casual'],
  ['サーファーが波に乗る', 'surfing', 'beach', 'body:surfing:casual'],
  // A lesson on the beach: the children are in the instructor's picture, on their boards, nothing else drawn.
  ['Una instructora enseñando a niños en la playa', 'surf-lesson', 'beach', 'body:surf-lesson:polo'],
  ['A surf instructor teaching kids on the beach', 'surf-lesson', 'beach', 'body:surf-lesson:polo'],
  ['Un moniteur de surf avec des enfants, cours de surf', 'surf-lesson', 'beach', 'body:surf-lesson:polo'],
  // Children alone named: a grown-up instructor teaches them, the children in the instructor's picture.
  ['Kids learning to surf', 'surf-lesson', 'beach', 'body:surf-lesson:polo'],
  ['Des enfants en cours de surf avec une monitrice', 'surf-lesson', 'beach', 'body:surf-lesson:polo'],
  ['Surfers waiting for a wave', 'surfing', 'beach', 'body:surfing:casual'],
  // Someone with a scooter, doing nothing else, rides it; a bike lane is a street, no bicycle.
  ['A woman zipping through the city on an electric scooter', 'riding-scooter', 'city', 'body:riding-scooter:casual'],
  ['Eine Frau auf dem E-Scooter in der Stadt', 'riding-scooter', 'city', 'body:riding-scooter:casual'],
  ['Una mujer en patinete eléctrico por el carril bici', 'riding-scooter', 'street', 'body:riding-scooter:casual'],
  ['Commuting by e-scooter past the river', 'riding-scooter', 'riverside', 'body:riding-scooter:casual'],
];

describe('a scooter, a skateboard or a wave is ridden, in the rider’s picture, where the prompt says', () => {
  it.each(RIDDEN.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('someone named by what they ride is drawn riding it', () => {
  it.each([
    ['An e-scooter rider at sunset by the river', 'body:riding-scooter:casual'],
    ['a skater in the park', 'body:skateboarding:casual'],
    ['Un patinador en el parque', 'body:skateboarding:casual'],
  ])('%s', async (prompt, picture) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture))).toEqual([picture]);
  });
});

describe('words riding shares with other meanings keep theirs', () => {
  it.each([
    ['A man riding a bike along the river', 'cycling', 'riverside'],
    ['riding the train to work', null, 'city'],
    ['a woman waving on the beach', 'waving', 'beach'],
    ['a teacher teaching at the whiteboard in a classroom', 'teaching', 'classroom'],
    ['Der Mann fährt Auto in der Stadt', 'driving', 'city'],
    ['a couple walking along the river', 'walking', 'riverside'],
    ['A man cycling along the bike lane', 'cycling', 'street'],
    // A wave names the beach where the word says nothing else: golf is played, a radio wave (電波) reaches a café.
    ['Een man speelt golf', null, 'park'],
    ['電波の届くカフェ', null, 'cafe'],
  ])('%s', (prompt, pose, setting) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe(setting);
  });
});

/** A pose's picture drawn `h` pixels high, as RGBA bytes with its width. */
async function drawn(picture: string, h = 200) {
  const w = Math.round(h * bodyAspect(picture));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, w, h).data, w, h };
}

/** The topmost opaque row between columns x0 and x1, as a share of the height from the top (1: none). */
function topIn({ data, w, h }: Awaited<ReturnType<typeof drawn>>, x0: number, x1: number): number {
  for (let y = 0; y < h; y++) for (let x = Math.round(x0 * w); x < x1 * w; x++) if (data[(y * w + x) * 4 + 3]! > 128) return y / h;
  return 1;
}

describe('riding is drawn moving, the lesson with children at their own height', () => {
  it.each(['riding-scooter', 'skateboarding', 'cycling'])('%s: speed lines stream behind the rider, who stands a figure’s height', async (pose) => {
    const picture = await drawn(`body:${pose}:casual`);
    // The picture's back fifth holds nothing but the speed lines: something is drawn there, up at the rider's body.
    expect(topIn(picture, 0, 0.2)).toBeLessThan(0.6);
    expect(BODY_POSES[pose as 'riding-scooter'].extent[2]).toBeGreaterThan(1.5);
  });

  it('a wave caught rises behind the surfer, as high as their head', async () => {
    const picture = await drawn('body:surfing:casual');
    expect(topIn(picture, 0, 0.3)).toBeLessThan(0.15);
  });

  it('the children in a surf lesson are a child’s height beside the instructor', async () => {
    const picture = await drawn('body:surf-lesson:polo', 300);
    const instructor = topIn(picture, 0, 0.25);
    const children = topIn(picture, 0.4, 1);
    expect(instructor).toBeLessThan(0.12);
    // A standing child reaches little over half a grown-up's height: its top is well down the picture.
    expect(children).toBeGreaterThan(0.4);
  });
});

describe('a river path is its own place: water between the far bank and the path', () => {
  it('paints open water whose waves move', () => {
    const g: PlaceGeometry = { width: 400, height: 300, floor: 240, ground: 200, horizon: 120, surfaceTop: null, unit: 3 };
    const place = paintPlace('riverside', 'day', g, paletteFor(null, 'cinematic'), rng(3));
    expect(place.outdoors).toBe(true);
    expect(place.water).toEqual({ top: g.horizon, bottom: g.ground - g.unit });
    // The water's layer is blue between the horizon and the path.
    const [r, , b] = place.layers[2]!.picture.getContext('2d').getImageData(g.width / 2, (g.horizon + g.ground) / 2, 1, 1).data;
    expect(b!).toBeGreaterThan(r! + 40);
  });
});
