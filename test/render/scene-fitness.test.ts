/**
 * Issue 23: a yoga or fitness class drawn as it is taught. A mat pose's name is the pose, in every language, never the
 * animal or the child it is named after ("downward dog" is no dog); each pose is drawn in profile on its mat; an
 * instructor named with it teaches a class of students in that pose, all in the one picture; after class the mat is
 * rolled up or carried; a personal trainer coaches a client's plank.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the whole picture drawn (`body:<pose>:<dress>`): nothing else is drawn beside it (no dog, no second mat). */
const POSED: [prompt: string, pose: string, picture: string][] = [
  ['An instructor guiding a class in downward dog inside a yoga studio', 'class-downward-dog', 'body:class-downward-dog:smart'],
  ['A yoga teacher leading her class in plank', 'class-plank', 'body:class-plank:smart'],
  ['A fitness instructor taking the class through warrior two', 'class-warrior', 'body:class-warrior:polo'],
  ["A pilates instructor guiding the class in child's pose", 'class-child-pose', 'body:class-child-pose:polo'],
  ['An instructor leading a yoga class', 'class-warrior', 'body:class-warrior:smart'],
  ['A woman in downward dog on her mat', 'downward-dog', 'body:downward-dog:casual'],
  ["A man resting in child's pose", 'child-pose', 'body:child-pose:casual'],
  ['A woman in a seated forward fold', 'forward-fold', 'body:forward-fold:casual'],
  ['A student rolling up her mat after class', 'rolling-mat', 'body:rolling-mat:casual'],
  ['A woman carrying her yoga mat', 'carrying-mat', 'body:carrying-mat:casual'],
  ['A personal trainer coaching a client', 'coaching', 'body:coaching:polo'],
  // The pose's name in each language: a pose, never a dog.
  ['Una instructora guía a la clase en perro boca abajo', 'class-downward-dog', 'body:class-downward-dog:polo'],
  ['Une professeure guide le cours en chien tête en bas', 'class-downward-dog', 'body:class-downward-dog:smart'],
  ['Die Trainerin leitet den Kurs im herabschauenden Hund', 'class-downward-dog', 'body:class-downward-dog:polo'],
  ["Un'istruttrice guida il corso nel cane a testa in giù", 'class-downward-dog', 'body:class-downward-dog:polo'],
  ['A instrutora guia a turma no cão olhando para baixo', 'class-downward-dog', 'body:class-downward-dog:polo'],
  ['De docent leidt de groep in neerwaartse hond', 'class-downward-dog', 'body:class-downward-dog:smart'],
  ['インストラクターがクラスをダウンドッグで指導する', 'class-downward-dog', 'body:class-downward-dog:polo'],
  // Taught or helped into the pose: the class in it, not a lesson at the whiteboard nor help for an older person.
  ['A yoga teacher teaching a class in downward dog', 'class-downward-dog', 'body:class-downward-dog:smart'],
  ['An instructor helping a student into plank pose', 'class-plank', 'body:class-plank:smart'],
  ["A yoga teacher teaching a class in child's pose, in a calm studio", 'class-child-pose', 'body:class-child-pose:smart'],
  ['Eine Yogalehrerin unterrichtet den Kurs im herabschauenden Hund', 'class-downward-dog', 'body:class-downward-dog:polo'],
  ['De docent begeleidt de groep in neerwaartse hond', 'class-downward-dog', 'body:class-downward-dog:smart'],
  ['La profesora ayuda a su alumna en la postura del niño', 'class-child-pose', 'body:class-child-pose:smart'],
  // A class named by its kind, then the pose: the class in that pose, not a stretch in a low lunge.
  ['A yoga class in downward dog', 'class-downward-dog', 'body:class-downward-dog:casual'],
  ['Students in a pilates class holding a plank', 'class-plank', 'body:class-plank:casual'],
  ['Ein Yogakurs im herabschauenden Hund', 'class-downward-dog', 'body:class-downward-dog:casual'],
  ['Una clase de yoga en la postura del perro boca abajo', 'class-downward-dog', 'body:class-downward-dog:casual'],
  ["Des élèves au cours de yoga en posture de l'enfant", 'class-child-pose', 'body:class-child-pose:casual'],
  ['ヨガクラスでダウンドッグ', 'class-downward-dog', 'body:class-downward-dog:casual'],
  ['Una mujer enrolla su esterilla después de la clase', 'rolling-mat', 'body:rolling-mat:casual'],
  ['Une femme enroule son tapis après le cours', 'rolling-mat', 'body:rolling-mat:casual'],
  ['Eine Frau rollt ihre Matte zusammen', 'rolling-mat', 'body:rolling-mat:casual'],
  ['Una donna arrotola il tappetino', 'rolling-mat', 'body:rolling-mat:casual'],
  ['Uma mulher enrola o tapete depois da aula', 'rolling-mat', 'body:rolling-mat:casual'],
  ['Een vrouw rolt haar mat op na de les', 'rolling-mat', 'body:rolling-mat:casual'],
  ['女性がヨガマットを丸める', 'rolling-mat', 'body:rolling-mat:casual'],
];

describe('a mat pose, a class taught in it and the mat after class are drawn whole, in a studio', () => {
  it.each(POSED.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: prompt.includes('trainer') ? 'gym' : 'studio' }),
  );
});

describe('fitness words keep to fitness', () => {
  it.each([
    // A coach of a team or a business coaches no plank; a dog walked is still a dog; a classroom's class is no yoga class; a rug is no yoga mat.
    ['A football coach coaching the team on the pitch', null],
    ['A business coach coaching a manager in an office', null],
    ['A man walking his dog in the park', 'walking-dog'],
    ['A teacher with her class in the classroom', null],
    ['Une famille sur le tapis du salon', null],
  ] as const)('%s', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.things.map((t) => t.concept)).not.toContain('mat');
    expect(scene.things.map((t) => t.concept)).not.toContain('friends');
  });
});

describe('a group in a mat pose is each on their own mat in it', () => {
  it.each(ASPECTS)('three women holding a plank (%s)', async (aspect) => {
    const { scene, layout } = await composeScene('Three women holding a plank', aspect, FRAMINGS[0]!);
    expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture))).toEqual(Array(3).fill('body:plank:casual'));
  });
});

describe('the class fills the frame', () => {
  it.each(ASPECTS)('the class picture spans at least three quarters of the content width or height (%s)', async (aspect) => {
    const { scene, layout, content } = await composeScene('An instructor guiding a class in downward dog inside a yoga studio', aspect, FRAMINGS[0]!);
    const [taught] = layout.placed.filter((p) => isPerson(scene, p));
    expect(Math.max(taught!.box.w / content.w, taught!.box.h / content.h)).toBeGreaterThan(0.75);
  });
});

/** A picture drawn small, as RGBA bytes. */
async function pixels(picture: string, h: number): Promise<{ data: Uint8ClampedArray; w: number; h: number }> {
  const w = Math.round(h * bodyAspect(picture));
  const canvas = createCanvas(w, h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, w, h).data, w, h };
}

describe('the mat poses are drawn as different shapes', () => {
  const MAT_POSES = ['downward-dog', 'plank', 'warrior', 'forward-fold', 'child-pose'] as const;

  it('each stands, kneels or lies otherwise', () => {
    expect(new Set(MAT_POSES.map((p) => JSON.stringify(BODY_POSES[p].pose))).size).toBe(MAT_POSES.length);
  });

  it('downward dog raises the hips highest of the poses on hands and feet; child’s pose and the forward fold stay low', () => {
    const hip = (p: (typeof MAT_POSES)[number]) => BODY_POSES[p].pose.hip[1];
    expect(hip('downward-dog')).toBeGreaterThan(hip('plank'));
    expect(Math.max(hip('child-pose'), hip('forward-fold'))).toBeLessThan(0.4);
    expect(BODY_POSES['downward-dog'].pose.hands.every(([, y]) => y < 0.1)).toBe(true);
  });

  it('a class draws three students besides the instructor: its picture has more figure than the pose alone, across its width', async () => {
    // Drawn at one scale: each picture's height in pixels is its height in metres times 100.
    const alone = await pixels('body:downward-dog:casual@123', Math.round(BODY_POSES['downward-dog'].extent[2] * 100));
    const taught = await pixels('body:class-downward-dog:smart@123', Math.round(BODY_POSES['class-downward-dog'].extent[2] * 100));
    const inked = ({ data }: { data: Uint8ClampedArray }) => data.filter((_, i) => i % 4 === 3 && data[i]! > 128).length;
    expect(inked(taught)).toBeGreaterThan(inked(alone) * 2.5);
    // People across the picture's width, above the mats: the instructor at its left, the students to its right edge.
    const fifth = (k: number) => {
      let n = 0;
      for (let y = 0; y < taught.h * 0.85; y++) for (let x = Math.floor((k * taught.w) / 5); x < ((k + 1) * taught.w) / 5; x++) if (taught.data[(y * taught.w + x) * 4 + 3]! > 128) n++;
      return n;
    };
    for (let k = 0; k < 5; k++) expect(fifth(k), `fifth ${k}`).toBeGreaterThan(50);
  });
});
