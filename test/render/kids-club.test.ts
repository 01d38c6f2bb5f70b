/**
 * From a fresh-eyes render of a kids' club brief ("an after-school club with homework help, football and art"): grown-ups in
 * suits behind desks, one standing idle, a giant football floating before a shop front. Now a children's club's day is drawn
 * as children at it with their grown-up: homework at a table with a helper leaning in, football on the grass with a coach,
 * blocks on the rug, snack time, a parent collecting a child at the door; its staff are never in suits; a ball named at a
 * children's place is their game, never an icon over the place. Words in en/es/fr/de/it/pt/nl/ja.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, bodyDress, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose drawn, where, and the one picture of the grown-up with the children in it. */
const DRAWN: [prompt: string, pose: string, setting: string, picture: string][] = [
  // The planner's wordings for a kids' club's services.
  ['Children doing their homework with a helper at an after-school club', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['Children playing football with a coach at an after-school club', 'kids-football', 'park', 'body:kids-football:polo'],
  ['An after-school club with homework help', 'homework-help', 'nursery', 'body:homework-help:smart'],
  // Other wordings and places.
  ['A helper helping children with their homework', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['Kids having a healthy snack at the holiday club', 'snack-time', 'nursery', 'body:snack-time:smart'],
  ['Toddlers building a tower with toy blocks at the daycare', 'building-blocks', 'nursery', 'body:building-blocks:smart'],
  ['A mum collecting her child at pick-up time from the kids club', 'pick-up', 'nursery', 'body:pick-up:casual'],
  ['Home time at the breakfast club', 'pick-up', 'nursery', 'body:pick-up:casual'],
  ['The inside of an after-school club, ready for the day, morning light.', 'building-blocks', 'nursery', 'body:building-blocks:smart'],
  // Its staff named at work, nothing else said: the children's snack, served in their own clothes.
  ['The team at work inside an after-school club, midday daylight through the windows.', 'snack-time', 'nursery', 'body:snack-time:smart'],
  // Each language.
  ['Niños haciendo los deberes en la guardería', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['Los niños meriendan en la ludoteca', 'snack-time', 'nursery', 'body:snack-time:smart'],
  ['Une animatrice aide les enfants à faire leurs devoirs au centre de loisirs', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['Les enfants jouent au foot au centre de loisirs', 'kids-football', 'park', 'body:kids-football:polo'],
  ['Kinder spielen Fußball in der Kita', 'kids-football', 'park', 'body:kids-football:polo'],
  ['Kinder machen Hausaufgaben im Hort', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['I bambini fanno merenda al doposcuola', 'snack-time', 'nursery', 'body:snack-time:smart'],
  ['I bambini giocano con le costruzioni all\'asilo nido', 'building-blocks', 'nursery', 'body:building-blocks:smart'],
  ['As crianças fazem os trabalhos de casa no ATL', 'homework-help', 'nursery', 'body:homework-help:smart'],
  ['As crianças jogam futebol no campo de férias', 'kids-football', 'park', 'body:kids-football:polo'],
  ['De kinderen spelen met blokken op de bso', 'building-blocks', 'nursery', 'body:building-blocks:smart'],
  ['Een ouder haalt haar kind op bij de bso', 'pick-up', 'nursery', 'body:pick-up:casual'],
  ['学童で子どもたちが宿題をしている', 'homework-help', 'nursery', 'body:homework-help:smart'],
];

describe("a children's club's day is children at it with their grown-up, one picture, in every aspect", () => {
  it.each(DRAWN.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    async (_, prompt, pose, setting, picture, aspect) => {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.pose).toBe(pose);
      expect(scene.setting).toBe(setting);
      expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture))).toEqual([picture]);
      // Nothing else stands beside them: no ball, no desk, no second picture of the children.
      expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
    },
  );
});

describe('a football named at a children\'s club is their game, never a giant ball over the place', () => {
  it.each([
    'The entrance of an after-school club on a sunny street, afternoon light. Focus: Football and art.',
    'Kids with a football at the holiday club',
    'A coach coaching children at football at the holiday club',
  ])('%s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBe('kids-football');
    expect(scene.setting).toBe('park');
    expect(layout.placed.map((p) => withoutLook(p.picture))).toEqual(['body:kids-football:polo']);
  });

  it.each(ASPECTS)("%s: the team named at arts and crafts in the club look on as two children paint, never paint at the children's table themselves", async (aspect) => {
    const { scene, layout } = await composeScene('The team at work inside a summer holiday club, midday daylight through the windows. Focus: Arts and crafts.', aspect, FRAMINGS[0]!);
    expect(scene.pose).toBe('painting');
    const people = layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture)).sort();
    expect(people).toEqual(['body:facing:polo', 'body:painting:child', 'body:painting:child']);
  });

  it('art named at the club is a child painting, in the club', () => {
    const { scene } = readScene('Art time at the after-school club');
    expect([scene.pose, scene.setting, scene.things.map((t) => t.concept)]).toEqual(['kids-art', 'nursery', ['child']]);
  });
});

describe("the club's words draw no children elsewhere", () => {
  it.each([
    ['A state-of-the-art gym', 'kids-art'],
    ['Art time at the gallery café', 'kids-art'],
    ['Pick up your order at the counter', 'pick-up'],
    ['Friends playing football in the park', 'kids-football'],
    ['A student doing homework in the library', 'homework-help'],
    ['Healthy snacks at the café counter', 'snack-time'],
    ['A toy shop full of toys', 'building-blocks'],
  ])('%s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).not.toBe(pose);
  });
});

describe("a club's staff are never in suits", () => {
  it.each([
    'The team at work inside an after-school club, midday daylight through the windows. Focus: An after-school club with homework help.',
    'The team at work inside an after-school club, midday daylight through the windows.',
    'Our staff at the kids club',
  ])('%s', async (prompt) => {
    for (const aspect of ASPECTS) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      expect(people.length).toBeGreaterThan(0);
      for (const p of people) expect(bodyDress(p.picture)).not.toBe('suit');
    }
  });
});

/** How much of a picture drawn 400 px high is a child's jeans (only children wear them): the children it draws, at their size. */
async function childShare(picture: string): Promise<number> {
  const h = 400;
  const w = Math.round(bodyAspect(picture) * h);
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, w, h);
  let jeans = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === 0x3a && data[i + 1] === 0x4f && data[i + 2] === 0x7a && data[i + 3] === 255) jeans++;
  return jeans / (w * h);
}

describe('a tall frame keeps the children in it, not only the grown-up', () => {
  it.each(['Children playing football with a coach at an after-school club', 'Children doing their homework with a helper at an after-school club', 'Kids having a healthy snack at the holiday club'])(
    '%s',
    async (prompt) => {
      const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
      const [picture] = layout.placed.filter((p) => isPerson(scene, p));
      // All but the picture's outer tenths stays inside the frame (a lesson's row keeps only its leader).
      expect(picture!.kept!.right - picture!.kept!.left).toBeGreaterThanOrEqual(picture!.box.w * 0.79);
    },
  );
});

describe('the pictures', () => {
  it.each([
    ['body:homework-help:smart@120', 2],
    ['body:snack-time:smart@120', 2],
    ['body:kids-football:polo@120', 2],
    ['body:building-blocks:smart@120', 2],
    ['body:pick-up:casual@120', 1],
  ] as const)('%s draws %i children at a child\'s size beside the grown-up', async (picture, children) => {
    const share = await childShare(picture);
    // A seated or running child's legs cover about 1% of such a picture; a grown-up would cover four times that.
    expect(share).toBeGreaterThan(0.005 * children);
    expect(share).toBeLessThan(0.03 * children);
  });
});
