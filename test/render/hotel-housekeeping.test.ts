/**
 * Issue 23: a hotel housekeeping training's steps drawn as they are done, in seven languages. The housekeeper knocks at
 * the room's door with the cart beside them (or finds a "do not disturb" sign on it), strips the bed into the cart's laundry bag, checks the minibar crouched at
 * its open fridge and reports on a tablet, cleans the bathroom's mirror and toilet, sets fresh towels on the bed: each
 * the one figure drawn at the job in a tabard, the door, cart, minibar and fittings in their picture and filling a tall frame.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyPixelsNear } from '../support/pixel-counts';
import { FRAMINGS, composeScene, expectDrawnAtTheJob, isPerson } from '../support/scene-compose';
import { CART_FRAME, DOOR_PAINT, MINIBAR_BODY, SIGN_RED } from '../../lambdas/render/illustrations/housekeeping';

/** Prompt, the pose it names, the room it is set in. */
const STEPS: [prompt: string, pose: string, setting: string][] = [
  ['A housekeeper knocking and announce themselves, in a hotel room', 'knocking-door', 'hotel-room'],
  ['A room attendant knocks on the door and announces herself', 'knocking-door', 'hotel-room'],
  ['Knock at the door and wait before entering', 'knocking-door', 'hotel-room'],
  ['Una camarera de piso llama a la puerta de la habitación', 'knocking-door', 'hotel-room'],
  ["La femme de chambre frappe à la porte et s'annonce", 'knocking-door', 'hotel-room'],
  ['Das Zimmermädchen klopft an die Tür', 'knocking-door', 'hotel-room'],
  ['La cameriera ai piani bussa alla porta della camera', 'knocking-door', 'hotel-room'],
  ['A camareira bate à porta do quarto', 'knocking-door', 'hotel-room'],
  ['Het kamermeisje klopt aan', 'knocking-door', 'hotel-room'],
  ['A housekeeper sees the do not disturb sign on the door', 'door-not-disturb', 'hotel-room'],
  ['La camarera de piso ve el cartel de no molestar', 'door-not-disturb', 'hotel-room'],
  ['La femme de chambre voit le panneau ne pas déranger', 'door-not-disturb', 'hotel-room'],
  ['Das Zimmermädchen sieht das Schild Bitte nicht stören', 'door-not-disturb', 'hotel-room'],
  ['Il cartello non disturbare sulla porta', 'door-not-disturb', 'hotel-room'],
  ['A camareira vê a placa de não perturbe', 'door-not-disturb', 'hotel-room'],
  ['Het kamermeisje ziet het bordje niet storen', 'door-not-disturb', 'hotel-room'],
  ['stripping the bed and putting the linen in the cart', 'stripping-bed', 'hotel-room'],
  ['Una camarera de piso quitando las sábanas y poniéndolas en el carrito', 'stripping-bed', 'hotel-room'],
  ['La cameriera ai piani disfa il letto', 'stripping-bed', 'hotel-room'],
  ['Het kamermeisje haalt het bed af', 'stripping-bed', 'hotel-room'],
  ['checking the minibar and reporting any damage', 'checking-minibar', 'hotel-room'],
  ['Una camarera de piso revisa el minibar', 'checking-minibar', 'hotel-room'],
  ['La femme de chambre vérifie le minibar', 'checking-minibar', 'hotel-room'],
  ['Das Zimmermädchen füllt die Minibar auf', 'checking-minibar', 'hotel-room'],
  ['La cameriera ai piani controlla il minibar', 'checking-minibar', 'hotel-room'],
  ['A camareira verifica o frigobar', 'checking-minibar', 'hotel-room'],
  ['Het kamermeisje controleert de minibar', 'checking-minibar', 'hotel-room'],
  ['A housekeeper reporting any damage on a tablet', 'reporting-room', 'hotel-room'],
  ['La camarera de piso informa de los daños', 'reporting-room', 'hotel-room'],
  ['Signalez toute anomalie à la gouvernante', 'reporting-room', 'hotel-room'],
  ['Die Hausdame meldet Schäden', 'reporting-room', 'hotel-room'],
  ['La cameriera ai piani segnala eventuali guasti', 'reporting-room', 'hotel-room'],
  ['cleaning the bathroom from top to bottom', 'cleaning-mirror', 'bathroom'],
  ['A housekeeper wiping the mirror and the basin', 'cleaning-mirror', 'bathroom'],
  ['Het kamermeisje maakt de badkamer schoon', 'cleaning-mirror', 'bathroom'],
  ['Die Reinigungskraft putzt den Spiegel im Bad', 'cleaning-mirror', 'bathroom'],
  ['La cameriera ai piani pulisce lo specchio', 'cleaning-mirror', 'bathroom'],
  ['A camareira limpa a casa de banho', 'cleaning-mirror', 'bathroom'],
  ['La femme de chambre nettoie la salle de bain', 'cleaning-mirror', 'bathroom'],
  ['A housekeeper scrubbing the toilet', 'cleaning-toilet', 'bathroom'],
  ['Limpiar el inodoro con el cepillo', 'cleaning-toilet', 'bathroom'],
  ['Nettoyez les toilettes', 'cleaning-toilet', 'bathroom'],
  ['Das Zimmermädchen putzt die Toilette', 'cleaning-toilet', 'bathroom'],
  ['A camareira limpa a sanita', 'cleaning-toilet', 'bathroom'],
  ['Maak het toilet schoon', 'cleaning-toilet', 'bathroom'],
  ['A room attendant replacing the towels', 'placing-towels', 'hotel-room'],
  ['Die Hausdame legt frische Handtücher auf das Bett', 'placing-towels', 'hotel-room'],
  ['La femme de chambre plie les serviettes', 'placing-towels', 'hotel-room'],
  ['La camarera de piso cambia las toallas', 'placing-towels', 'hotel-room'],
];

describe('a housekeeping training’s steps are the housekeeper drawn at them', () => {
  it.each(STEPS)('%s: %s', async (prompt, pose, setting) => {
    // In a tabard, whoever the prompt names; the door, cart, minibar or fittings are in their picture, nothing drawn again beside it.
    for (const aspect of ['9:16', '16:9'] as const) await expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:tabard`, { setting });
  });
});

describe('anyone else knocks at a room door without the housekeeping cart', () => {
  it.each([
    ['A carer knocking on the door, in a care home', 'care-home'],
    ['A nurse knocking on the door of the room, on a hospital ward', 'ward'],
  ])('%s', async (prompt, setting) => {
    const { scene } = readScene(prompt);
    expect([scene.pose, scene.setting]).toEqual(['knocking-room', setting]);
    expect(await bodyPixelsNear('body:knocking-room:scrubs', DOOR_PAINT)).toBeGreaterThan(2000);
    expect(await bodyPixelsNear('body:knocking-room:scrubs', CART_FRAME)).toBeLessThan(100);
  });
});

describe('words that are the step only in a housekeeper’s training', () => {
  it.each([
    ['A luxury hotel suite with a minibar and a view', 'checking-minibar'],
    ['A boxer knocks out his opponent', 'knocking-door'],
    ['Un café frappé en terrasse', 'knocking-door'],
    ['Der Koch klopft das Fleisch', 'knocking-door'],
    ['Het klopt, zegt de klant', 'knocking-door'],
  ])('%s is not %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).not.toBe(pose);
  });
});

describe('the door, the cart and the minibar are drawn where the step is done', () => {
  const picture = (pose: string) => `body:${pose}:tabard`;
  it('the room door is knocked at, and is in no other step', async () => {
    expect(await bodyPixelsNear(picture('knocking-door'), DOOR_PAINT)).toBeGreaterThan(2000);
    for (const pose of ['checking-minibar', 'cleaning-mirror', 'stripping-bed']) expect(await bodyPixelsNear(picture(pose), DOOR_PAINT)).toBeLessThan(100);
  });
  it('a "do not disturb" sign hangs on the door only when it is said', async () => {
    expect(await bodyPixelsNear(picture('door-not-disturb'), SIGN_RED)).toBeGreaterThan(300);
    expect(await bodyPixelsNear(picture('door-not-disturb'), DOOR_PAINT)).toBeGreaterThan(2000);
    expect(await bodyPixelsNear(picture('knocking-door'), SIGN_RED)).toBeLessThan(20);
  });
  it('the housekeeping cart stands by the door and takes the stripped linen', async () => {
    for (const pose of ['knocking-door', 'stripping-bed']) expect(await bodyPixelsNear(picture(pose), CART_FRAME)).toBeGreaterThan(200);
    expect(await bodyPixelsNear(picture('cleaning-mirror'), CART_FRAME)).toBeLessThan(100);
  });
  it('the minibar is checked and reported on', async () => {
    for (const pose of ['checking-minibar', 'reporting-room']) expect(await bodyPixelsNear(picture(pose), MINIBAR_BODY)).toBeGreaterThan(800);
    expect(await bodyPixelsNear(picture('knocking-door'), MINIBAR_BODY)).toBeLessThan(100);
  });
});

/** The least height of the housekeeper, face to feet, in a 9:16 frame, as a share of it (before: the bed stripped, 20%); crouched or bent low, less. */
const TALL = 0.42;
const LOW = 0.35;
const LOW_WORK = ['checking-minibar', 'cleaning-toilet'];

describe('the housekeeper fills a tall frame', () => {
  it.each(STEPS.filter((_, k) => k % 3 === 0))('9:16 %s', async (prompt, pose) => {
    for (const framing of FRAMINGS) {
      const { scene, layout, height } = await composeScene(prompt, '9:16', framing);
      const worker = layout.placed.find((p) => isPerson(scene, p))!;
      expect((worker.box.y + worker.box.h - worker.face!.y) / height).toBeGreaterThanOrEqual(LOW_WORK.includes(pose) ? LOW : TALL);
    }
  });
});

describe('low work is framed whole in a wide frame, not cut at the knees', () => {
  // The minibar and the toilet bowl are below the housekeeper's knees: cut there, they would be lost under the caption band.
  it.each(STEPS.filter(([, pose]) => LOW_WORK.includes(pose)))('16:9 %s', async (prompt) => {
    for (const framing of FRAMINGS) {
      const { scene, layout, content } = await composeScene(prompt, '16:9', framing);
      const worker = layout.placed.find((p) => isPerson(scene, p))!;
      expect(worker.box.y + worker.box.h).toBeLessThanOrEqual(content.y + content.h + 0.5);
    }
  });
});
