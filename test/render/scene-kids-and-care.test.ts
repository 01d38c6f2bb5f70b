/**
 * Issue 23, from fresh renders: a child hugging their pet had been drawn a grown-up's size kneeling by it; "Check they are
 * breathing" (first aid) a man standing with a clipboard and no casualty; "Spray the bench with disinfectant" and "Wipe it
 * down with a clean cloth" (a gym's staff training) office workers at a desk. Now the child kneels small beside a pet at its
 * own size, the first aider kneels at the casualty's head with the cheek over their mouth, and a gym's staff spray and wipe
 * down the weight bench, in the gym. Words in en/fr/de/es/it/pt/nl/ja.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyFace, bodyLength } from '../../lambdas/render/illustrations/bodies';
import { BENCH_TOP } from '../../lambdas/render/illustrations/equipment-cleaning';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const DRAWN: [prompt: string, pose: string, setting: string, picture: string][] = [
  // The renders seen.
  ['Un niño abrazando a su gato', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:cat'],
  ['A boy hugging his freshly groomed puppy', 'hugging-pet-child', 'home', 'body:hugging-pet-child:child:dog'],
  ['Check they are breathing', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Spray the bench with disinfectant', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Wipe it down with a clean cloth', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  // Checking breathing in each language.
  ['A first aider checking for breathing', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Un secouriste vérifie la respiration de la victime', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Prüfen Sie die Atmung', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Comprueba si respira', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Controlla se respira', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Verifique se respira', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['Controleer de ademhaling van het slachtoffer', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  ['呼吸を確認する', 'checking-breathing', 'office', 'body:checking-breathing:casual'],
  // The bench sprayed and wiped down, in each language; staff do it.
  ['A gym worker wiping down the equipment', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Vaporisez du désinfectant sur le banc', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Essuyez le banc avec un chiffon propre', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Sprühen Sie die Bank mit Desinfektionsmittel ein', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Wischen Sie sie mit einem sauberen Tuch ab', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Rocía el banco con desinfectante', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Pasa un paño limpio por el banco', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Spruzza il disinfettante sulla panca', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Pulisci la panca con un panno pulito', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Borrife desinfetante no banco', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Limpe o banco com um pano limpo', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['Spuit desinfectiemiddel op de bank', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['Veeg de bank af met een schone doek', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
  ['ベンチに消毒液をスプレーする', 'spraying-bench', 'gym', 'body:spraying-bench:polo'],
  ['きれいな布でベンチを拭く', 'wiping-bench', 'gym', 'body:wiping-bench:polo'],
];

describe('a child with their pet, a breathing check and a gym bench cleaned are drawn as they are done, in every aspect', () => {
  it.each(DRAWN.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('the pictures', () => {
  it("a child hugging a pet is a child's size, the pet drawn larger against them than against a grown-up", () => {
    expect(bodyLength('body:hugging-pet-child:child:cat')).toBeLessThan(bodyLength('body:hugging-pet:casual:cat') * 0.75);
    const grown = BODY_POSES['hugging-pet'];
    const child = BODY_POSES['hugging-pet-child'];
    const petWidth = (s: typeof child) => s.extent[1] - s.pose.hands[0][0];
    expect(child.extent[1]).toBeGreaterThan(grown.extent[1]);
    expect(petWidth(child)).toBeGreaterThan(petWidth(grown));
    // Both arms round the pet's neck, up at the child's chest, not down at its back.
    for (const [, y] of child.pose.hands) expect(y).toBeGreaterThan(Math.max(...grown.pose.hands.map(([, gy]) => gy)));
  });

  it("the breathing check kneels bent low at the casualty's head, the face down near the floor, the hands at their head", () => {
    const { pose, extent } = BODY_POSES['checking-breathing'];
    expect(pose.knees).toEqual([-1, -1]);
    expect(pose.lean).toBeGreaterThanOrEqual(80);
    for (const [, y] of pose.hands) expect(y).toBeLessThan(0.35);
    const face = bodyFace('body:checking-breathing:casual');
    // The face's bottom in the lowest half of the picture: the cheek is down at the casualty's mouth.
    expect(face.y + face.h).toBeGreaterThan(0.5);
    expect(extent[1] - extent[0]).toBeGreaterThan(2 * extent[2]);
  });

  it('the bench is sprayed standing, the bottle held out over it, and wiped bent over it, the cloth on the pad', () => {
    const spraying = BODY_POSES['spraying-bench'].pose;
    const wiping = BODY_POSES['wiping-bench'].pose;
    expect(spraying.hands[0][1]).toBeGreaterThan(BENCH_TOP + 0.4);
    expect(wiping.hands[0][1]).toBeLessThan(BENCH_TOP + 0.1);
    expect(wiping.lean).toBeGreaterThan(spraying.lean + 20);
  });
});

describe('the words keep their other meanings', () => {
  it.each([
    ['Wipe the counter', 'wiping'],
    ['a cleaner wiping the table in the café', 'wiping'],
    ['A woman hugging her dog', 'hugging-pet'],
    ['A first aider giving chest compressions', 'chest-compressions'],
    // The cleaning steps done by someone at a kitchen's worktop or a café's table wipe those down, not a gym's bench.
    ['A cook doing this step: Wipe it down with a clean cloth, in a restaurant kitchen', 'wiping'],
    ['A cleaner spraying disinfectant on the kitchen counter', 'wiping'],
    ['A barista spraying disinfectant on the tables in the café', 'wiping'],
    ['a cleaner with a spray bottle wiping the kitchen counter', 'wiping'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});
