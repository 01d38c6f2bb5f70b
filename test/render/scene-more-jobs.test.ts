/**
 * Issue 23, from renders of fresh briefs: more of the usual jobs of adverts and training are drawn as they are
 * done, whole, with what they are done with, not as a bust behind a table. A gardener's can tipped over the
 * seedlings, water falling; a family among the plant tables, one holding a plant up, the next pointing one out
 * (at a market, produce at its stall); a warehouse worker rising from the squat with the box at the chest, another
 * setting a box on the racking's top shelf, another pushing a pallet of boxes on a pallet truck; pasta dough rolled out on the floured worktop; a waiter with a plate on each hand; a couple at a table
 * for two by candlelight; a receptionist on the phone at the desk; a nurse taking a seated patient's blood
 * pressure; two or three dogs walked on their leads, as many as named. In English, French, Spanish, German and Japanese.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, and the whole figure drawn for it (`body:<drawing>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, picture: string][] = [
  ['a gardener watering seedlings in the greenhouse', 'watering', 'body:watering:overalls'],
  ['Un jardinero regando las plántulas en el invernadero', 'watering', 'body:watering:overalls'],
  ['Ein Gärtner gießt die Setzlinge im Gewächshaus', 'watering', 'body:watering:overalls'],
  ['庭師が苗に水やりをする', 'watering', 'body:watering:overalls'],
  ['A warehouse worker gripping the box firmly and lifting with their legs', 'rising', 'body:rising:hivis'],
  ['Grip the box firmly and lift with your legs, in a warehouse', 'rising', 'body:rising:hivis'],
  ['a warehouse worker stacking boxes on a shelf', 'stacking', 'body:stacking:hivis'],
  ['a worker pushing a pallet truck', 'pallet-truck', 'body:pallet-truck:hivis'],
  ['Un trabajador con una transpaleta en el almacén', 'pallet-truck', 'body:pallet-truck:hivis'],
  ['Ein Lagerarbeiter schiebt den Hubwagen', 'pallet-truck', 'body:pallet-truck:hivis'],
  ['倉庫作業員がハンドリフトでパレットを運ぶ', 'pallet-truck', 'body:pallet-truck:hivis'],
  ["Un magasinier empile des cartons sur l'étagère", 'stacking', 'body:stacking:hivis'],
  ['a cook rolling out pasta dough by hand', 'rolling-dough', 'body:rolling-dough:whites'],
  ['Eine Köchin rollt den Teig aus', 'rolling-dough', 'body:rolling-dough:whites'],
  ['a waiter carrying plates to a table', 'carrying-plates', 'body:carrying-plates:apron'],
  ['Un serveur porte des assiettes', 'carrying-plates', 'body:carrying-plates:apron'],
  ['a couple dining by candlelight', 'dining', 'body:dining:casual'],
  ['Una pareja cenando a la luz de las velas', 'dining', 'body:dining:casual'],
  ['Un couple dînant aux chandelles', 'dining', 'body:dining:casual'],
  ['Ein Paar isst bei Kerzenlicht', 'dining', 'body:dining:casual'],
  ['a receptionist on the phone at the desk', 'phoning-desk', 'body:phoning-desk:smart'],
  ['受付係が電話に出る', 'phoning-desk', 'body:phoning-desk:smart'],
  ["a nurse taking a patient's blood pressure", 'blood-pressure', 'body:blood-pressure:scrubs'],
  ["Une infirmière prend la tension d'un patient", 'blood-pressure', 'body:blood-pressure:scrubs'],
  ['看護師が患者の血圧を測る', 'blood-pressure', 'body:blood-pressure:scrubs'],
  // As many dogs on leads as the prompt names (the one dog is the walking-dog picture with the animal named).
  ['a walker strolling through the park with three happy dogs', 'walking-three-dogs', 'body:walking-three-dogs:casual'],
  ['a woman walking two dogs', 'walking-two-dogs', 'body:walking-two-dogs:casual'],
  ['Un hombre paseando a sus dos perros', 'walking-two-dogs', 'body:walking-two-dogs:casual'],
  ['Une femme promène ses trois chiens', 'walking-three-dogs', 'body:walking-three-dogs:casual'],
  ['Eine Frau geht mit zwei Hunden spazieren', 'walking-two-dogs', 'body:walking-two-dogs:casual'],
  ['a woman walking her dog in the park', 'walking-dog', 'body:walking-dog:casual:dog'],
];

describe('the job is drawn whole, doing it, with its equipment in the picture', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The bench, the racking, the table, the desk, the chair are in the worker's picture: nothing is drawn again beside it.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { whole: true }),
  );

  it('a couple dining is one picture with both at the table; a patient and a diner are in the picture, not drawn apart', () => {
    expect(readScene('a couple dining by candlelight').scene.things).toEqual([{ concept: 'couple', count: 1 }]);
    expect(readScene("a nurse taking a patient's blood pressure").scene.things.map((t) => t.concept)).toEqual(['nurse']);
  });

  it('the jobs with someone else in the picture are wide enough for both side by side', () => {
    for (const pose of ['dining', 'blood-pressure'] as const) {
      const [x0, x1] = BODY_POSES[pose].extent;
      expect(x1 - x0).toBeGreaterThanOrEqual(1.5);
    }
  });
});

describe('choosing: one holds up what they choose, the next points one out, each at the plant table or produce stall', () => {
  it.each([
    ['a family choosing tomato plants', 'choosing', 3],
    ['Une famille choisit des plants de tomates', 'choosing', 3],
    ['Die Familie wählt Tomatenpflanzen aus', 'choosing', 3],
    ['two friends picking out plants at the garden centre', 'choosing', 2],
    ['Una familia eligiendo tomates en el supermercado', 'browsing', 3],
    ['a couple choosing vegetables in the supermarket', 'browsing', 2],
    ['a woman browsing fruit in the supermarket', 'browsing', 1],
    ['Eine Familie wählt Obst im Supermarkt aus', 'browsing', 3],
  ])('%s', async (prompt, pose, count) => {
    for (const aspect of ASPECTS) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.pose).toBe(pose);
      const pictures = layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':')[1]);
      expect(pictures.sort()).toEqual([pose, `${pose}-pointing`, pose].slice(0, count).sort());
      // The plants or the produce are at the stall in each picture: none drawn again.
      expect(layout.placed.filter((p) => !isPerson(scene, p))).toEqual([]);
    }
  });

  it('choosing means choosing plants only with plants or a garden centre named: choosing a book is no plant table', () => {
    expect(readScene('a man choosing a book in the library').scene.pose).not.toBe('choosing');
  });
});

describe('the words mean the job only with what it is done to, where or by whom', () => {
  it.each([
    ['a woman drinking water in the park', 'watering'],
    ['kids playing in the water at the beach', 'watering'],
    ['we are rolling out new features this month', 'rolling-dough'],
    ['a stack of pancakes on a plate', 'stacking'],
    ['a man answering the phone in the street', 'phoning-desk'],
  ])('%s is not %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).not.toBe(pose);
  });

  it.each([
    ['a woman watering the plants on her balcony', 'watering'],
    ['a man watering the garden', 'watering'],
    ['a baker kneading dough in the bakery', 'rolling-dough'],
    ['a receptionist answering the phone', 'phoning-desk'],
    ['a woman answering the phone at the front desk of the hotel', 'phoning-desk'],
  ])('%s is %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

describe('the handling words name the lift itself; lifting a box is still the box held', () => {
  it.each([
    ['a man lifting a heavy box', 'lifting-load'],
    ['a mover lifting with their legs', 'rising'],
    ['keeping the load close to their body while they walk', 'carrying'],
    ['a shop assistant stocking shelves in the supermarket', 'stacking'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

/** The colours each picture's equipment is drawn in, one of which its pixels must show. */
const TELLING: [picture: string, colour: [number, number, number], what: string][] = [
  ['body:watering:overalls@120', [0x3f, 0xa7, 0xe0], 'water falling from the can'],
  ['body:choosing:casual@120', [0xe0, 0x40, 0x2f], 'tomatoes on the plants'],
  ['body:browsing:casual@120', [0xf3, 0x9c, 0x34], 'oranges in their crate'],
  ['body:pallet-truck:hivis@120', [0xc0, 0x39, 0x2b], 'the pallet truck'],
  ['body:rising:hivis@120', [0xdc, 0x9a, 0x55], 'the box'],
  ['body:stacking:hivis@120', [0xf0, 0x8a, 0x24], 'the racking’s beams'],
  ['body:rolling-dough:whites@120', [0xd9, 0xa0, 0x66], 'the rolling pin'],
  ['body:carrying-plates:apron@120', [0xf4, 0xf7, 0xfa], 'the plates'],
  ['body:dining:casual@120', [0xff, 0xb7, 0x03], 'the candle’s flame'],
  ['body:phoning-desk:smart@120', [0x2a, 0x9d, 0x8f], 'the reception desk'],
  ['body:blood-pressure:scrubs@120', [0x1d, 0x4e, 0x89], 'the cuff'],
  ['body:walking-two-dogs:casual@120', [0x3a, 0x3a, 0x40], 'the second dog’s coat'],
  ['body:walking-three-dogs:casual@120', [0xf1, 0xe3, 0xc6], 'the third dog’s coat'],
];

describe('each picture draws its equipment', () => {
  it.each(TELLING)('%s shows %s', async (picture, [r, g, b]) => {
    const h = 200;
    const canvas = createCanvas(Math.ceil(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r) < 6 && Math.abs(data[i + 1]! - g) < 6 && Math.abs(data[i + 2]! - b) < 6) hits++;
    expect(hits).toBeGreaterThan(20);
  });
});
