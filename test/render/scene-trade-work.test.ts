/**
 * Issue 23, from renders of new briefs (a sports physio, a nursery, a florist, a ramen cook): people at
 * work are drawn doing what the prompt names, whole, in the clothes of their trade. A physio treats the
 * knee of a patient lying on the treatment table (both in one picture, at one scale); children paint at a
 * table, two or three of them at a child's height, their teacher standing by; a florist makes a bouquet at
 * the counter; a cook drains noodles at the stove (cooking verbs are work, never eating). In every lexicon
 * language the words come in; no role but an office's is drawn in a suit.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import type { Aspect } from '../../lambdas/render/spec';
import { bodyAspect, bodyFace } from '../../lambdas/render/illustrations/bodies';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];
const people = async (prompt: string, aspect: Aspect = '9:16') => {
  const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
  return { scene, layout, people: layout.placed.filter((p) => isPerson(scene, p)) };
};

/** Prompt, the pose it names, and the whole figure drawn for it (`body:<drawing>:<dress>`). */
const AT_WORK: [prompt: string, pose: string, picture: string][] = [
  ["A physio treating a runner's knee on the treatment table", 'treating', 'body:treating:polo'],
  ['a massage therapist massaging a client', 'massage', 'body:massage:beauty'],
  ['Una fisioterapeuta masajeando la espalda de un paciente', 'back-treatment', 'body:back-treatment:polo'],
  ['Un kinésithérapeute massant un coureur', 'treating', 'body:treating:polo'],
  ['Eine Physiotherapeutin behandelt einen Läufer', 'treating', 'body:treating:polo'],
  ['理学療法士が患者を治療する', 'treating', 'body:treating:polo'],
  ['أخصائي علاج طبيعي يعالج عداء', 'treating', 'body:treating:polo'],
  ['A personal trainer spotting a client on the bench press', 'spotting', 'body:spotting:polo'],
  ['a coach spotting a bench press', 'spotting', 'body:spotting:polo'],
  ['Ein Trainer sichert beim Bankdrücken', 'spotting', 'body:spotting:polo'],
  ['コーチがベンチプレスを補助する', 'spotting', 'body:spotting:polo'],
  ['A coach helping a member with squats in a gym', 'spotting', 'body:spotting:polo'],
  ['Un entrenador ayudando a una socia con sentadillas en un gimnasio', 'spotting', 'body:spotting:polo'],
  ['a woman painting at the kitchen table', 'painting', 'body:painting:casual'],
  ['La fleuriste qui compose un bouquet de pivoines', 'arranging', 'body:arranging:apron'],
  ['a florist making a bouquet', 'arranging', 'body:arranging:apron'],
  ['Una florista haciendo un ramo', 'arranging', 'body:arranging:apron'],
  ['Eine Floristin bindet einen Strauß', 'arranging', 'body:arranging:apron'],
  ['花屋さんが花束を作る', 'arranging', 'body:arranging:apron'],
  ['بائعة زهور تنسق باقة', 'arranging', 'body:arranging:apron'],
  ['職人が麺を湯切りする', 'draining', 'body:draining:whites'],
  ['Un cuisinier égoutte les pâtes', 'draining', 'body:draining:whites'],
  ['a cook straining noodles', 'draining', 'body:draining:whites'],
  ['a chef chopping vegetables for the lunch service', 'chopping', 'body:chopping:whites'],
  ['Ein Koch schneidet Gemüse in der Küche', 'chopping', 'body:chopping:whites'],
  ['Una cocinera emplatando el postre', 'plating', 'body:plating:whites'],
];

describe('a trade at its work is drawn whole, doing it, with what it is done with', () => {
  it.each(AT_WORK.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The table, the pot, the flowers and the food are in the figure's picture: none is drawn again beside it.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { whole: true }),
  );

  it('the one treated lies in the physio’s picture: one figure, no second person at a smaller scale, no chair', async () => {
    const { scene } = await people("A physio treating a runner's knee on the treatment table");
    expect(scene.things.map((t) => t.concept)).toEqual(['physio']);
    // Named first, the one treated is still not the one at work.
    expect(readScene('a runner being treated by a physio').scene.things.map((t) => t.concept)).toEqual(['physio']);
  });

  it('spotting is a gym’s: spotting a friend in the crowd is no bench press', () => {
    expect(readScene('a woman spotting a friend in the crowd').scene.pose).not.toBe('spotting');
  });

  it('a practitioner stretching someone stretches their leg on the table; a class stretching on mats still stretches', () => {
    expect(readScene("A physio stretching a patient's hamstring").scene.pose).toBe('assisted-stretch');
    expect(readScene('A patient stretching with a resistance band').scene.pose).toBe('stretching');
  });

  it('cooking verbs are work, not a meal: the cook drains noodles at the stove, nobody eats them at a table', () => {
    for (const prompt of ['職人が麺を湯切りする', 'a cook draining ramen noodles']) {
      const { scene } = readScene(prompt);
      expect(scene.pose, prompt).toBe('draining');
      expect(scene.setting).toBe('kitchen');
      expect(scene.things.map((t) => t.concept)).toEqual(['chef']);
    }
  });

  it('arranging is flowers’ work only: arranging chairs is no florist at a bouquet', () => {
    expect(readScene('a man arranging chairs in the office').scene.pose).not.toBe('arranging');
  });
});

describe('whoever serves across the counter is the place’s own trade, in its clothes', () => {
  it.each([
    // (Bread bought is the bag handed across the counter, the baker in the customer's picture: scene-garage-and-bakery.test.ts.)
    ['Una clienta pagando con tarjeta en el mostrador de una panadería', 'baker'],
    ['a customer paying by card at the counter', 'staff'],
  ])('%s: %s', (prompt, id) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe('paying');
    expect(scene.things.map((t) => t.concept)).toContain(id);
  });
});

describe('the words around people at work say what they do', () => {
  it('someone who watches stands by: no wristwatch on the counter', () => {
    const { scene } = readScene('Our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches');
    expect(scene.things.map((t) => t.concept)).not.toContain('watch');
    expect(scene.things.map((t) => t.concept)).toContain('person');
  });

  it('kids playing in the garden run about, three of them', () => {
    const { scene } = readScene('Kids playing in the garden');
    expect(scene.pose).toBe('running');
    expect(scene.things).toEqual([{ concept: 'child', count: 3, young: true }]);
  });
});

describe('plural people words are two or three people', () => {
  it.each([
    ['children painting at a table with their teacher', 'child'],
    ['kids painting in the nursery', 'child'],
    ['Kinder malen im Kindergarten', 'child'],
    ['des enfants qui dessinent', 'child'],
    ['niños pintando en la mesa', 'child'],
  ])('%s', (prompt, id) => {
    const { scene } = readScene(prompt);
    expect(scene.things.find((t) => t.concept === id)?.count).toBe(3);
  });

  it.each(ASPECTS)('children painting are three figures at a child’s height, their teacher standing by in her own clothes (%s)', async (aspect) => {
    const { scene, people: drawn } = await people('children painting at a table with their teacher', aspect);
    const children = drawn.filter((p) => scene.things[p.thing]!.concept === 'child');
    const [teacher] = drawn.filter((p) => scene.things[p.thing]!.concept === 'teacher');
    expect(children.map((p) => withoutLook(p.picture))).toEqual(['body:painting:child', 'body:painting:child', 'body:painting:child']);
    expect(withoutLook(teacher!.picture)).toBe('body:facing:smart');
    // Seated children come up to the teacher's chest, not to her height.
    for (const child of children) expect(child.box.h).toBeLessThan(teacher!.box.h * 0.7);
  });

  it('a child is drawn with a child’s proportions: the head a larger share of the figure than a grown-up’s', () => {
    expect(bodyFace('body:standing:child').h).toBeGreaterThan(bodyFace('body:standing:casual').h * 1.25);
    expect(bodyAspect('body:painting:child')).toBeLessThan(bodyAspect('body:painting:casual'));
  });
});

describe('every role the lexicons know is dressed by its trade; only an office wears a suit', () => {
  const SUIT = /^body:\w+:suit/;
  it.each([
    ['a teacher in the classroom', 'body:facing:smart'],
    ['a florist smiling', 'body:facing:apron'],
    ['a nurse smiling', 'body:facing:scrubs'],
    ['a receptionist smiling', 'body:facing:smart'],
    ['a shop assistant smiling', 'body:facing:polo'],
    ['a physio smiling', 'body:facing:polo'],
    ['a doctor smiling', 'body:facing:coat'],
    ['un réceptionniste souriant', 'body:facing:smart'],
    ['una florista sonriente', 'body:facing:apron'],
  ])('%s: %s', async (prompt, picture) => {
    const { people: drawn } = await people(prompt);
    expect(drawn.map((p) => withoutLook(p.picture))).toEqual([picture]);
  });

  it.each(['a woman holding a phone in a café', 'a man at the counter of a bakery', 'Our plumber fixing a leaking pipe under a kitchen sink while the homeowner watches'])(
    'anyone else, from the waist up, is in everyday clothes: %s',
    async (prompt) => {
      const { people: drawn } = await people(prompt);
      expect(drawn.length).toBeGreaterThan(0);
      for (const p of drawn) expect(p.picture).not.toMatch(SUIT);
    },
  );

  it('an office worker, an accountant, a manager keep the suit', () => {
    for (const id of ['worker', 'woman-worker', 'team'] as const) expect(concept(id).picture).toMatch(SUIT);
    expect(readScene('an employee typing at her desk in the office').scene.things.map((t) => t.concept)).toContain('worker');
  });

  it.each([
    ['A staff member at a gym greeting a customer at the counter', 'staff'],
    ['an employee stacking shelves in the supermarket', 'staff'],
    ['a manager smiling in the café', 'staff'],
    ['a worker pushing a trolley of boxes through the warehouse', 'worker'],
  ])('named only by their work, %s is dressed as the place’s staff, never a suit outside an office', async (prompt, id) => {
    const { scene, people: drawn } = await people(prompt);
    expect(scene.things.map((t) => t.concept)).toContain(id);
    for (const p of drawn) expect(p.picture).not.toMatch(SUIT);
  });
});
