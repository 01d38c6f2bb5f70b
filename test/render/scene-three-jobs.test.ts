/**
 * Issue 23: three more jobs drawn as they are done. A housekeeper at a hotel bed, each step of making it its
 * own stage (the old linen pulled off, the bottom sheet tucked, the duvet spread, the pillows placed), so a
 * routine's four steps are not one picture four times; a butcher slicing at the glass meat counter; a gelato
 * server scooping at the display of tubs with a cone held out. Each in en/es/fr/de (and it/pt, ja where said),
 * drawn whole in the worker's picture, with nothing drawn again beside it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['A housekeeper stripping the old linen, in a hotel room', 'stripping-bed', 'hotel-room', 'body:stripping-bed:tabard'],
  ['A housekeeper fitting the bottom sheet tightly, in a hotel room', 'making-bed', 'hotel-room', 'body:making-bed:tabard'],
  ['A housekeeper laying the duvet and folding the top back, in a hotel room', 'spreading-duvet', 'hotel-room', 'body:spreading-duvet:tabard'],
  ['A housekeeper doing this step: Plump and place the pillows, in a hotel room', 'placing-pillows', 'hotel-room', 'body:placing-pillows:tabard'],
  ['a housekeeper making the bed', 'making-bed', 'hotel-room', 'body:making-bed:tabard'],
  ['Una camarera de piso haciendo la cama', 'making-bed', 'hotel-room', 'body:making-bed:tabard'],
  ['La femme de chambre fait le lit', 'making-bed', 'hotel-room', 'body:making-bed:tabard'],
  ['Die Reinigungskraft macht das Bett im Hotelzimmer', 'making-bed', 'hotel-room', 'body:making-bed:tabard'],
  ["The butcher slicing steaks at the counter, inside a butcher's", 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['El carnicero cortando filetes', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Le boucher qui découpe la viande', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Der Metzger schneidet Fleisch', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Il macellaio che taglia la carne', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['O talhante a cortar carne', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  // The trade named with its verb alone: the phrase names the job and the one doing it, drawn in the trade's clothes.
  ['El carnicero cortando', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Le boucher qui découpe', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Der Metzger schneidet', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['Il macellaio che taglia', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['O talhante a cortar', 'slicing-meat', 'butcher', 'body:slicing-meat:whites'],
  ['El heladero sirviendo', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['an ice-cream server scooping gelato into a cone', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['Il gelataio che serve un cono', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['El heladero sirviendo un cucurucho', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['Le glacier sert un cornet', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['Die Verkäuferin portioniert Eis', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['A sorveteira serve um sorvete', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:polo'],
  ['店員がジェラートをすくう', 'scooping-gelato', 'gelateria', 'body:scooping-gelato:apron'],
];

describe('a housekeeper, a butcher and a gelato server are drawn whole at the job the prompt names', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    // The bed, the counter, the meat, the gelato are in the worker's picture: nothing is drawn again beside it.
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

/** The picture of a pose drawn small, as RGBA bytes. */
async function pixels(pose: string): Promise<Uint8ClampedArray> {
  const h = 120;
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:tabard`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:tabard`, h);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

describe('the steps of making a bed are drawn as different stages', () => {
  const STAGES = ['stripping-bed', 'making-bed', 'spreading-duvet', 'placing-pillows'] as const;

  it('each stage stands or bends otherwise', () => {
    const poses = STAGES.map((s) => JSON.stringify(BODY_POSES[s].pose));
    expect(new Set(poses).size).toBe(STAGES.length);
  });

  it('each stage’s picture differs from every other’s in at least a tenth of its pixels', async () => {
    const drawn = await Promise.all(STAGES.map(pixels));
    for (let a = 0; a < drawn.length; a++) {
      for (let b = a + 1; b < drawn.length; b++) {
        const [x, y] = [drawn[a]!, drawn[b]!];
        let differ = 0;
        const n = Math.min(x.length, y.length) / 4;
        for (let i = 0; i < n; i++) if (Math.abs(x[i * 4]! - y[i * 4]!) + Math.abs(x[i * 4 + 1]! - y[i * 4 + 1]!) + Math.abs(x[i * 4 + 3]! - y[i * 4 + 3]!) > 60) differ++;
        expect(differ / n, `${STAGES[a]} vs ${STAGES[b]}`).toBeGreaterThan(0.1);
      }
    }
  });

  it('a standing worker at the bed or the counter stands a figure’s height', () => {
    for (const pose of ['stripping-bed', 'spreading-duvet', 'placing-pillows', 'slicing-meat', 'scooping-gelato'] as const) {
      expect(BODY_POSES[pose].extent[2]).toBeGreaterThanOrEqual(BODY_POSES.standing.extent[2]);
    }
  });
});

describe('a routine’s steps, as the planner writes them ("doing this step: …"), name their stage', () => {
  it.each([
    ['A housekeeper doing this step: Strip the old linen, in a hotel room', 'stripping-bed'],
    ['A housekeeper doing this step: Fit the bottom sheet tightly, in a hotel room', 'making-bed'],
    ['A housekeeper doing this step: Lay the duvet and fold the top back, in a hotel room', 'spreading-duvet'],
    ['A housekeeper doing this step: Make the bed, in a hotel room', 'making-bed'],
    ['Una camarera de piso haciendo este paso: Coloca las almohadas, en una habitación de hotel', 'placing-pillows'],
    ['La femme de chambre : disposez les oreillers', 'placing-pillows'],
    ['Die Hausdame: Kissen aufschütteln', 'placing-pillows'],
  ])('%s: %s, by a housekeeper', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.things.map((t) => t.concept)).toEqual(['cleaner']);
  });
});

describe('words these jobs share with other meanings keep theirs', () => {
  it.each([
    ['a woman slicing bread', 'chopping'],
    ['Ein Koch schneidet Gemüse in der Küche', 'chopping'],
    ['a waiter serving a meal', 'serving'],
    ['a guest eating ice cream on the terrace', 'eating'],
  ])('%s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});
