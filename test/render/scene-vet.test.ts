/**
 * A vet clinic's work drawn (illustrations/vet-work.ts): a pet on the exam table vaccinated or its teeth checked by the vet
 * in scrubs (never a dentist's chair with a person in it), an owner at the reception desk with their pet in a carrier, in
 * en/es/fr/de/it/pt/nl, drawn whole in one picture with the pet named in it and nothing drawn again beside them.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bodyAspect, bodyPicture, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { vetShots } from '../../lambdas/core/planning/vet-clinic';
import { composeScene, expectDrawnAtTheJob, FRAMINGS } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the whole figure drawn (`body:<pose>:<dress>:<pet>`); all at the vet's. */
const AT_THE_VET: [prompt: string, pose: string, picture: string][] = [
  ['A vet vaccinating a cat on the exam table inside a vet clinic', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['A vet injecting a puppy at the vet clinic', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:dog'],
  ['A kitten getting its jabs at the vets', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Una veterinaria vacunando a un gato en la mesa en una clínica veterinaria', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Une vétérinaire qui vaccine un chat sur la table dans une clinique vétérinaire', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Eine Tierärztin impft eine Katze auf dem Tisch in einer Tierarztpraxis', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Una veterinaria che vaccina un gatto sul tavolo in una clinica veterinaria', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Uma veterinária a vacinar um gato na mesa numa clínica veterinária', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  ['Een dierenarts die een kat op de tafel vaccineert in een dierenartspraktijk', 'vet-vaccinating', 'body:vet-vaccinating:scrubs:cat'],
  // A pet's teeth are checked on the exam table, never in a dental chair.
  ["A vet checking a dog's teeth on the exam table inside a vet clinic", 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Una veterinaria revisando los dientes de un perro en la mesa en una clínica veterinaria', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Une vétérinaire qui examine les dents d’un chien sur la table dans une clinique vétérinaire', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Eine Tierärztin kontrolliert die Zähne von einem Hund auf dem Tisch in einer Tierarztpraxis', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Una veterinaria che controlla i denti di un cane sul tavolo in una clinica veterinaria', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Uma veterinária a ver os dentes de um cão na mesa numa clínica veterinária', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
  ['Een dierenarts die het gebit van een hond op de tafel controleert in een dierenartspraktijk', 'vet-teeth', 'body:vet-teeth:scrubs:dog'],
];

/** An owner with a carrier at the desk: the pose and the pet in the carrier, the owner in the receptionist's picture. */
const AT_RECEPTION: [prompt: string, pet: string][] = [
  ['An owner holding a cat carrier at the reception desk of a vet clinic', 'cat'],
  ['Un dueño con un gato en un transportín en el mostrador de recepción de una clínica veterinaria', 'cat'],
  ['Un maître avec son chat dans une caisse de transport à l’accueil d’une clinique vétérinaire', 'cat'],
  ['Ein Besitzer mit einer Katze in der Transportbox am Empfang einer Tierarztpraxis', 'cat'],
  ['Un padrone con un gatto nel trasportino al bancone di una clinica veterinaria', 'cat'],
  ['Um dono com um gato na transportadora no balcão de uma clínica veterinária', 'cat'],
  ['Een baasje met een kat in de reismand aan de balie van een dierenartspraktijk', 'cat'],
];

describe('a vet’s work is drawn at the exam table with the pet named on it', () => {
  it.each(AT_THE_VET.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting: 'vet' }),
  );
});

describe('an owner brings their pet to the desk in a carrier', () => {
  it.each(AT_RECEPTION.flatMap(([prompt, pet]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pet, aspect] as const)))(
    '%s',
    async (_, prompt, pet, aspect) => {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.pose).toBe('carrier-at-desk');
      const pictures = layout.placed.map((p) => p.picture);
      expect(pictures.filter((p) => p.startsWith('body:carrier-at-desk:') && p.includes(`:${pet}`))).toHaveLength(1);
      // Nothing else drawn beside them: no pet at their feet, no second owner.
      expect(pictures.filter((p) => p.startsWith('body:'))).toHaveLength(1);
      expect(layout.placed.filter((p) => !p.picture.startsWith('body:')).map((p) => p.picture)).toEqual([]);
    },
  );
});

/** A picture's pixels, drawn small. */
async function pixels(picture: string): Promise<Uint8ClampedArray> {
  const h = 120;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

describe('the pet named is drawn in the vet’s picture', () => {
  it.each(['vet-vaccinating', 'vet-teeth', 'carrier-at-desk'] as const)('%s draws it (on the table, in the carrier)', async (pose) => {
    const picture = bodyPicture(pose, 'scrubs', 'cat');
    expect(picture).toBe(`body:${pose}:scrubs:cat`);
    const [withCat, without] = [await pixels(`${picture}@241`), await pixels(`body:${pose}:scrubs@241`)];
    let changed = 0;
    for (let i = 0; i < withCat.length; i += 4) if ([0, 1, 2, 3].some((k) => Math.abs(withCat[i + k]! - without[i + k]!) > 24)) changed++;
    // The cat is a part of the picture: on the table a twentieth of it at least; through the carrier's bars a little.
    expect(changed / (withCat.length / 4), pose).toBeGreaterThan(pose === 'carrier-at-desk' ? 0.005 : 0.05);
  });
});

describe('the planner’s vet shots are drawn as the vet’s work they name, in seven languages', () => {
  const POSE_OF = ['vet-examining', 'vet-vaccinating', 'vet-teeth', 'carrier-at-desk'];
  it.each(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'])('%s', async (lang) => {
    const shots = vetShots(lang, 'vaccinations and dental checks');
    for (const [i, { picture }] of shots.entries()) {
      const { scene, layout } = await composeScene(picture, '9:16', FRAMINGS[0]!);
      expect(scene.pose, picture).toBe(POSE_OF[i]);
      // No dental chair, no patient: the pet is in the vet's picture (or the carrier).
      expect(layout.placed.map((p) => p.picture).join(' '), picture).not.toMatch(/dental|patient/);
    }
  });
});
