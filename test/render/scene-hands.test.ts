/**
 * Issue 23, from renders of new briefs: hands at something are drawn doing it. A kitchen's hygiene training shows each
 * step of washing hands at a wall basin (wet under the running tap, lathered under the soap dispenser, rinsed, dried on a
 * paper towel by the bin), including a step kept in its language after the planner's English lead; serum goes on at the
 * bathroom mirror, not in a park; a customer sends an invoice from her phone seated at a café table, not behind its counter.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import type { Aspect } from '../../lambdas/render/spec';
import { BODY_POSES, bodyFace } from '../../lambdas/render/illustrations/bodies';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];
/** How the planner writes a training's step for a picture, the step kept in its language. */
const step = (text: string) => `A cook doing this step: ${text}, in a restaurant kitchen`;

/** Prompt, the pose it names, the whole figure drawn for it (`body:<drawing>:<dress>`). */
const AT_IT: [prompt: string, pose: string, picture: string][] = [
  [step('Moja tus manos con agua tibia'), 'wetting-hands', 'body:wetting-hands:whites'],
  [step('Aplica jabón y frota durante 20 segundos'), 'lathering', 'body:lathering:whites'],
  [step('Aclara bien'), 'rinsing', 'body:rinsing:whites'],
  [step('Sécate con papel desechable'), 'drying-hands', 'body:drying-hands:whites'],
  [step('Mouillez-vous les mains'), 'wetting-hands', 'body:wetting-hands:whites'],
  [step('Savonnez pendant 20 secondes'), 'lathering', 'body:lathering:whites'],
  [step('Rincez bien'), 'rinsing', 'body:rinsing:whites'],
  [step('Séchez avec une serviette en papier'), 'drying-hands', 'body:drying-hands:whites'],
  [step('Hände mit warmem Wasser nass machen'), 'wetting-hands', 'body:wetting-hands:whites'],
  [step('Gründlich einseifen'), 'lathering', 'body:lathering:whites'],
  [step('Gut abspülen'), 'rinsing', 'body:rinsing:whites'],
  [step('Mit Papiertuch abtrocknen'), 'drying-hands', 'body:drying-hands:whites'],
  [step('手を濡らす'), 'wetting-hands', 'body:wetting-hands:whites'],
  [step('石けんをつけて20秒こする'), 'lathering', 'body:lathering:whites'],
  [step('手をすすぐ'), 'rinsing', 'body:rinsing:whites'],
  [step('ペーパータオルで手を拭く'), 'drying-hands', 'body:drying-hands:whites'],
  // The planner's other views of a step: hands close up, a person over the shoulder.
  ['Close-up of hands doing this step: Moja tus manos con agua tibia, in a restaurant kitchen, soft morning light', 'wetting-hands', 'body:wetting-hands:casual'],
  ['Over-the-shoulder view of a person doing this step: Rincez-vous les mains, in a clean kitchen', 'rinsing', 'body:rinsing:casual'],
  ['a chef wetting his hands under the tap', 'wetting-hands', 'body:wetting-hands:whites'],
  ['Apply soap and lather for 20 seconds', 'lathering', 'body:lathering:casual'],
  ['a cook drying her hands with a paper towel', 'drying-hands', 'body:drying-hands:whites'],
  ['Enjuágate las manos con agua', 'rinsing', 'body:rinsing:casual'],
  ['A woman applying it in the morning', 'skincare', 'body:skincare:casual'],
  ['a woman applying serum to her face', 'skincare', 'body:skincare:casual'],
  ['Una mujer aplicándose el sérum en la cara', 'skincare', 'body:skincare:casual'],
  ['Une femme applique le sérum sur son visage', 'skincare', 'body:skincare:casual'],
  ['Eine Frau trägt Serum auf', 'skincare', 'body:skincare:casual'],
  ['女性が顔に美容液を塗る', 'skincare', 'body:skincare:casual'],
  ['A designer sending an invoice from her phone in a café', 'using-phone', 'body:using-phone:casual'],
  ['Una diseñadora enviando una factura desde su móvil en una cafetería', 'using-phone', 'body:using-phone:casual'],
  ['Une designer envoie une facture depuis son téléphone dans un café', 'using-phone', 'body:using-phone:casual'],
  ['Eine Designerin schickt eine Rechnung von ihrem Handy im Café', 'using-phone', 'body:using-phone:casual'],
  ['デザイナーがカフェでスマホから請求書を送る', 'using-phone', 'body:using-phone:casual'],
  ['a man sending an email from his laptop at home', 'using-laptop', 'body:using-laptop:casual'],
  ['a student texting in the library', 'using-phone', 'body:using-phone:casual'],
  ['a woman on a sofa texting at home', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
  ['Una mujer en el sofá enviando un mensaje desde su móvil', 'phone-on-sofa', 'body:phone-on-sofa:casual'],
];

describe('hands at something are drawn doing it, with what it is done with, in every aspect', () => {
  it.each(AT_IT.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    // The basin and its dispensers, the vanity and its bottles, the table, cup and phone are in the picture: no counter, no product beside.
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture),
  );
});

describe('the pictures tell the steps and the moments apart', () => {
  const props = (pose: keyof typeof BODY_POSES) => {
    const scene = BODY_POSES[pose] as { back?: unknown[]; middle?: unknown[]; front?: unknown[] };
    return [scene.back?.length ?? 0, scene.middle?.length ?? 0, scene.front?.length ?? 0];
  };

  it('the four steps of washing hands are four pictures: the water on to wet and rinse, off to lather and dry; bubbles only in the lather and the rinse', () => {
    const steps = ['wetting-hands', 'lathering', 'rinsing', 'drying-hands'] as const;
    // The running water is one more thing behind the hands.
    expect(steps.map((s) => props(s)[0])).toEqual([5, 4, 5, 4]);
    // In front of the hands: the splash; the lather; the foam running off, the foam in the bowl, the splash; the paper towel.
    expect(steps.map((s) => props(s)[2])).toEqual([1, 1, 3, 1]);
    expect(new Set(steps.map((s) => JSON.stringify(BODY_POSES[s].pose.hands))).size).toBe(3);
  });

  it('at the mirror a hand is at the face; at the table the sitter is seated, the device before them', () => {
    // The near hand is on the head's box (shares of the picture, from its top left).
    const { pose, extent } = BODY_POSES.skincare;
    const [x0, x1, top] = extent;
    const [hx, hy] = pose.hands[0];
    const face = bodyFace('body:skincare:casual');
    const at = { x: (hx - x0) / (x1 - x0), y: (top - hy) / top };
    expect(at.x).toBeGreaterThan(face.x);
    expect(at.x).toBeLessThan(face.x + face.w);
    expect(at.y).toBeGreaterThan(face.y);
    expect(at.y).toBeLessThan(face.y + face.h);
    for (const seated of ['using-phone', 'using-laptop', 'phone-on-sofa'] as const) {
      expect(BODY_POSES[seated].pose.hip[1]).toBeLessThan(0.6);
      expect(BODY_POSES[seated].pose.hands[0][0]).toBeGreaterThan(0.25);
    }
  });
});

describe('the words keep their other meanings', () => {
  it.each([
    ['a woman on the phone in the office', 'phoning'],
    ['a groomer drying a dog with a towel', 'drying'],
    ['a chef washing their hands', 'washing-hands'],
    ['Une femme de ménage passe l’aspirateur', 'vacuuming'],
    ['Ein Koch schneidet Gemüse in der Küche', 'chopping'],
    ['清掃員がテーブルを拭く', 'wiping'],
    ['a decorator applying paint to the wall', 'rolling'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });

  it('a phone showing an app is still the app on the phone, not someone seated with it; applying for something is no skincare', () => {
    expect(readScene('A woman holding a phone showing the order app in a café').scene.pose).not.toBe('using-phone');
    expect(readScene('A man using the app on his phone at a desk').scene.pose).not.toBe('using-phone');
    expect(readScene('a student applying for a loan').scene.pose).not.toBe('skincare');
  });

  it('hands are washed at a kitchen’s basin, not among a restaurant’s or a café’s tables', () => {
    expect(readScene(step('石けんをつけて20秒こする')).scene.setting).toBe('kitchen');
    expect(readScene('a waiter rinsing his hands in the café').scene.setting).toBe('kitchen');
    expect(readScene(step('Aclara bien')).scene.setting).toBe('pro-kitchen');
    expect(readScene('a nurse rinsing her hands on the ward').scene.setting).toBe('ward');
  });

  it('no one is made up of a step’s words: the step is done by the one the lead names', () => {
    for (const text of ['Hände mit warmem Wasser nass machen', 'Gründlich einseifen']) {
      expect(readScene(step(text)).scene.things.map((t) => t.concept)).toEqual(['chef']);
    }
  });
});
