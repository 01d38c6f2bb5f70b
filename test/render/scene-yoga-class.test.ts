/**
 * Issue 23: more of a yoga class, drawn as a brand would post it. A sun salutation, tree, a seated meditation and
 * students resting on their backs at the end of class (savasana), each named in any language, are drawn on mats:
 * taught, or with students named, as the whole class in the one picture (the instructor leading a standing pose by
 * doing it, a meditation or the rest seated cross-legged at the front), never one woman standing still or three
 * students behind a table. A studio's rolled mats are stood on end in a basket, never a flat slab read as a table.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES } from '../../lambdas/render/illustrations/bodies';
import { drawRolledMats } from '../../lambdas/render/illustrations/rolled-mats';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the whole picture drawn (`body:<pose>:<dress>`), in a studio. */
const POSED: [prompt: string, pose: string, picture: string][] = [
  ['An instructor guiding a class through a sun salutation inside a yoga studio', 'class-sun-salutation', 'body:class-sun-salutation:smart'],
  ['Students resting at the end of class inside a yoga studio', 'class-savasana', 'body:class-savasana:casual'],
  ['Students lying on their mats in savasana', 'class-savasana', 'body:class-savasana:casual'],
  ['A yoga teacher leading the class in tree pose', 'class-tree', 'body:class-tree:smart'],
  ['Students meditating on their mats', 'class-meditating', 'body:class-meditating:casual'],
  // Students named in any mat pose are the class in it, taught by the instructor it brings.
  ['Students in downward dog on their mats', 'class-downward-dog', 'body:class-downward-dog:casual'],
  ['A woman doing a sun salutation on her mat', 'sun-salutation', 'body:sun-salutation:casual'],
  ['A man in tree pose', 'tree', 'body:tree:casual'],
  ['A woman meditating in the studio', 'meditating', 'body:meditating:casual'],
  ['A woman lying in corpse pose', 'savasana', 'body:savasana:casual'],
  // In each language: the class taught, or its students resting.
  ['Una instructora guía la clase en el saludo al sol', 'class-sun-salutation', 'body:class-sun-salutation:polo'],
  ['Le cours de yoga fait la salutation au soleil', 'class-sun-salutation', 'body:class-sun-salutation:casual'],
  ['Des élèves en relaxation finale après le cours de yoga', 'class-savasana', 'body:class-savasana:casual'],
  ['Ein Yogakurs im Sonnengruß', 'class-sun-salutation', 'body:class-sun-salutation:casual'],
  ['Die Yogalehrerin leitet die Endentspannung', 'class-savasana', 'body:class-savasana:polo'],
  ['Una lezione di yoga con il saluto al sole', 'class-sun-salutation', 'body:class-sun-salutation:casual'],
  ['Aula de yoga na postura da árvore', 'class-tree', 'body:class-tree:casual'],
  ['De yogadocent begeleidt de groep in de zonnegroet', 'class-sun-salutation', 'body:class-sun-salutation:polo'],
  ['ヨガ教室で太陽礼拝', 'class-sun-salutation', 'body:class-sun-salutation:casual'],
  ['ヨガクラスでシャバーサナ', 'class-savasana', 'body:class-savasana:casual'],
  // A class named by its kind alone is the class (the instructor and students in warrior), not one person lunging.
  ['A yoga class', 'class-warrior', 'body:class-warrior:casual'],
  ['Un cours de yoga dans un studio lumineux', 'class-warrior', 'body:class-warrior:casual'],
  ['Ein Yogakurs im Studio', 'class-warrior', 'body:class-warrior:casual'],
  ['Una clase de yoga por la mañana', 'class-warrior', 'body:class-warrior:casual'],
  ['Una lezione di yoga', 'class-warrior', 'body:class-warrior:casual'],
  ['ヨガ教室', 'class-warrior', 'body:class-warrior:casual'],
];

describe('a sun salutation, tree, a meditation and the rest at the end of class are drawn whole on mats, in a studio', () => {
  it.each(POSED.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'studio' }),
  );
});

describe('the new words keep to the mat', () => {
  it.each([
    // Sitting on a sofa or a chair is no meditation; a tree in the park is no tree pose; "resting on" a shelf is where a thing is.
    ['A woman sitting on the sofa with her legs crossed', null],
    ['A family having a picnic under a tree in the park', null],
    ['A cup resting on the table', null],
  ] as const)('%s', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.things.map((t) => t.concept)).not.toContain('mat');
  });
});

describe('each new pose is drawn as its shape', () => {
  const pose = (p: keyof typeof BODY_POSES) => BODY_POSES[p].pose;

  it('the sun salutation raises both hands above the head; tree stands on one leg, the palms together at the chest', () => {
    expect(pose('sun-salutation').hands.every(([, y]) => y > 1.8)).toBe(true);
    for (const p of ['sun-salutation', 'tree'] as const) expect(pose(p).hip[1]).toBeGreaterThan(0.85);
    // Tree stands on one leg: the other foot is up at the knee; the hands meet in front of the chest.
    expect(Math.max(...pose('tree').feet.map(([, y]) => y))).toBeGreaterThan(0.4);
    const [[x0, y0], [x1, y1]] = pose('tree').hands;
    expect(Math.hypot(x0 - x1, y0 - y1)).toBeLessThan(0.05);
    expect(Math.min(y0, y1)).toBeGreaterThan(1.2);
  });

  it('meditation sits on the mat with the hands on the knees; savasana lies flat on the back', () => {
    expect(pose('meditating').hip[1]).toBeLessThan(0.3);
    expect(pose('meditating').hands.every(([, y]) => y < 0.3)).toBe(true);
    expect(pose('savasana').lean).toBe(-90);
    expect(BODY_POSES.savasana.extent[2]).toBeLessThan(0.6);
  });

  it('the class leads a standing pose by doing it, and a rest or a meditation seated: never standing by with an arm out', () => {
    expect(BODY_POSES['class-sun-salutation'].pose).toEqual(pose('sun-salutation'));
    expect(BODY_POSES['class-tree'].pose).toEqual(pose('tree'));
    for (const p of ['class-savasana', 'class-meditating'] as const) {
      expect(BODY_POSES[p].pose).toEqual(pose('meditating'));
      // Nobody in the picture stands: it is as low as a seated instructor.
      expect(BODY_POSES[p].extent[2]).toBeLessThan(1.2);
    }
  });
});

describe('a class at rest fills the frame', () => {
  it.each(ASPECTS)('the resting class spans at least three quarters of the content width or height (%s)', async (aspect) => {
    const { scene, layout, content } = await composeScene('Students resting at the end of class inside a yoga studio', aspect, FRAMINGS[0]!);
    const [resting] = layout.placed.filter((p) => isPerson(scene, p));
    expect(Math.max(resting!.box.w / content.w, resting!.box.h / content.h)).toBeGreaterThan(0.75);
  });
});

describe('rolled yoga mats are stood on end in a basket, not a slab on the floor', () => {
  it.each([
    'The inside of a yoga studio ready for the day, rolled yoga mats in view',
    'The entrance of a yoga studio, rolled yoga mats in view through its open door on a sunny street',
    'Des tapis de yoga roulés dans le studio',
    'Gerollte Yogamatten im Studio',
    'Esterillas enrolladas en el estudio de yoga',
    'Opgerolde yogamatten in de studio',
    'スタジオに丸めたヨガマット',
  ])('%s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.things.map((t) => t.concept)).toEqual(['rolled-mats']);
    expect(layout.placed.map((p) => p.picture)).toEqual(['rolled-mats']);
  });

  it('the mats stand up: colour fills the picture’s top third, not only a strip at its foot', () => {
    const [w, h] = [200, 200];
    const canvas = createCanvas(w, h);
    drawRolledMats(canvas.getContext('2d'), w, h, '#e9c46a');
    const { data } = canvas.getContext('2d').getImageData(0, 0, w, Math.round(h / 3));
    const inked = data.filter((_, i) => i % 4 === 3 && data[i]! > 128).length;
    expect(inked / (w * Math.round(h / 3))).toBeGreaterThan(0.4);
  });
});
