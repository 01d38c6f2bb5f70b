/**
 * Issue 23: a training's machine is drawn in use at every step that names it. A deli's meat slicer (its guard-ringed blade,
 * the carriage pushed, the blade wiped) and a deep fryer (the basket lowered into the oil, lifted out, the old oil drained)
 * by a cook in whites in a kitchen; a walk-behind floor scrubber (pushed, its recovery
 * tank emptied down the drain hose, its solution tank filled) by a cleaner in a tabard in a supermarket. Each step in
 * several phrasings and languages, in the planner's forms ("doing this step: …", "using the …"), the machine in the
 * operator's picture and nothing drawn again beside them; a drawn-pixels check that the machine is there.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Each machine: who works it, where, and its steps' phrasings (three or more per pose, in three or more languages). */
const MACHINES = {
  slicer: {
    dress: 'whites',
    setting: 'kitchen',
    steps: [
      ['A chef using a meat slicer in a deli', 'slicer-using'],
      ['Un cocinero con la cortadora de fiambres', 'slicer-using'],
      ['Ein Koch an der Aufschnittmaschine', 'slicer-using'],
      ['A cook doing this step: Check the guard is on the meat slicer, in a kitchen', 'slicer-slicing'],
      ['A cook using the meat slicer, slicing the ham, in a deli', 'slicer-slicing'],
      ['Le cuisinier allume la trancheuse', 'slicer-slicing'],
      ['Un cuoco accende l’affettatrice', 'slicer-slicing'],
      ['Die Köchin schneidet Aufschnitt', 'slicer-slicing'],
      ['A cook using the meat slicer, cleaning the blade, in a deli', 'slicer-cleaning'],
      ['A cook cleaning the meat slicer blade', 'slicer-cleaning'],
      ['A cook doing this step: Wipe the blade from the centre outwards, in a kitchen', 'slicer-cleaning'],
      ['Un cocinero limpia la cuchilla de la cortadora', 'slicer-cleaning'],
      ['Le cuisinier nettoie la trancheuse', 'slicer-cleaning'],
      ['Der Koch reinigt die Aufschnittmaschine', 'slicer-cleaning'],
      ['Um cozinheiro a limpar o fatiador', 'slicer-cleaning'],
      ['Een kok maakt de snijmachine schoon', 'slicer-cleaning'],
    ],
  },
  fryer: {
    dress: 'whites',
    setting: 'kitchen',
    steps: [
      ['A cook at the deep fryer', 'fryer-using'],
      ['Una cocinera con la freidora industrial', 'fryer-using'],
      ['Een kok met de frituurpan in de keuken', 'fryer-using'],
      ['A cook lowering the basket into the deep fryer', 'fryer-lowering'],
      ['A cook doing this step: Check the oil temperature before frying, in a kitchen', 'fryer-lowering'],
      ['Un cocinero baja la cesta de la freidora despacio', 'fryer-lowering'],
      ['Der Koch senkt den Frittierkorb ins Öl', 'fryer-lowering'],
      ['A cook using the deep fryer, lowering the basket into the oil, in a kitchen', 'fryer-lowering'],
      ['A cook doing this step: Lift the basket and hang it to drain, in a kitchen', 'fryer-lifting'],
      ['A cook using the deep fryer, lifting the basket, in a kitchen', 'fryer-lifting'],
      ['Un cuisinier sort le panier de la friteuse', 'fryer-lifting'],
      ['Um cozinheiro a levantar o cesto da fritadeira', 'fryer-lifting'],
      ['Un cuoco scola il cestello della friggitrice', 'fryer-lifting'],
      ['A cook doing this step: Change the fryer oil once a week, in a kitchen', 'fryer-draining'],
      ['A cook emptying the oil from the deep fryer', 'fryer-draining'],
      ['Der Koch wechselt das Frittieröl', 'fryer-draining'],
      ["Un cuoco filtra l'olio della friggitrice ogni sera", 'fryer-draining'],
      ['Een kok ververst de frituurolie', 'fryer-draining'],
      ['A cook with the freidora doing this step: Filtra el aceite al final del día, in a kitchen', 'fryer-draining'],
    ],
  },
  scrubber: {
    dress: 'tabard',
    setting: 'supermarket',
    steps: [
      ['A cleaner with the floor scrubber in a supermarket', 'scrubber-using'],
      ['Una limpiadora con la fregadora de suelos en el supermercado', 'scrubber-using'],
      ['Een schoonmaker met de schrobmachine in de supermarkt', 'scrubber-using'],
      ['A cleaner driving a floor scrubber in a supermarket', 'scrubber-driving'],
      ['A cleaner doing this step: Scrub the floor with the scrubber dryer, in a supermarket', 'scrubber-driving'],
      ['Un agent d’entretien passe l’autolaveuse dans le supermarché', 'scrubber-driving'],
      ['Die Reinigungskraft schiebt die Scheuersaugmaschine durch den Supermarkt', 'scrubber-driving'],
      ['A cleaner doing this step: Empty the scrubber’s tank, in a supermarket', 'scrubber-emptying'],
      ['A cleaner emptying the recovery tank into the floor drain', 'scrubber-emptying'],
      ['A cleaner using the floor scrubber, emptying the recovery tank, in a supermarket', 'scrubber-emptying'],
      ['Vacía el depósito de agua sucia de la fregadora', 'scrubber-emptying'],
      ['Svuota il serbatoio di recupero della lavasciuga', 'scrubber-emptying'],
      ['Die Reinigungskraft entleert den Schmutzwassertank', 'scrubber-emptying'],
      ['A cleaner doing this step: Fill the solution tank with clean water, in a supermarket', 'scrubber-filling'],
      ['A cleaner using the floor scrubber, filling the solution tank, in a supermarket', 'scrubber-filling'],
      ["Remplir le réservoir d'eau propre de l'autolaveuse", 'scrubber-filling'],
      ['Die Reinigungskraft befüllt den Frischwassertank', 'scrubber-filling'],
      ['Uma empregada de limpeza a encher o tanque de água limpa da lavadora de pisos', 'scrubber-filling'],
    ],
  },
} as const;

describe('a machine’s steps are drawn as its operator at it, the machine in their picture', () => {
  const cases = Object.values(MACHINES).flatMap(({ dress, setting, steps }) =>
    steps.flatMap(([prompt, pose]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, aspect, `body:${ACTIONS[pose].body}:${dress}`, setting] as const)),
  );
  it.each(cases)('%s', (_, prompt, pose, aspect, picture, setting) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }));
});

describe('every pose of a machine is named by three or more phrasings in three or more languages', () => {
  it.each(Object.values(MACHINES).flatMap(({ steps }) => [...new Set(steps.map(([, pose]) => pose))]))('%s', (pose) => {
    const all = Object.values(MACHINES).flatMap(({ steps }) => steps.filter(([, p]) => p === pose));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const languages = new Set(all.map(([prompt]) => readScene(prompt).scene.language));
    expect(languages.size).toBeGreaterThanOrEqual(3);
  });
});

describe('a machine named in use yields to its own step named after it, not to another action or a stance', () => {
  it.each([
    ['A cook using the deep fryer, wearing gloves, in a kitchen', 'fryer-using'],
    ['A shop assistant using the floor scrubber, scrubbing the aisles, in a shop', 'scrubber-using'],
    ['A cook using the meat slicer, smiling, in a deli', 'slicer-using'],
  ])('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).toBe(pose));
});

describe('the machine’s words need the machine: the same verbs on other things are not its steps', () => {
  it.each([
    ['A man cleaning the kitchen worktop', 'slicer-cleaning'],
    ['Emptying the dishwasher at home', 'scrubber-emptying'],
    ['Filling the kettle with water', 'scrubber-filling'],
    ['A security guard checking badges at the door', 'slicer-slicing'],
    ['A woman using her new air fryer in the kitchen', 'fryer-lowering'],
    ['A mechanic changing the oil of the car in the garage', 'fryer-draining'],
    ['A cook draining the pasta', 'fryer-lifting'],
  ])('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).not.toBe(pose));
});

/** A picture drawn small, as RGBA bytes. */
async function pixels(picture: string, h = 200): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/** How many opaque pixels within 6 levels of a colour. */
const count = (data: Uint8ClampedArray, [r, g, b]: readonly [number, number, number]) => {
  let hits = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 6 && Math.abs(data[i + 1]! - g) < 6 && Math.abs(data[i + 2]! - b) < 6) hits++;
  return hits;
};

/** The slicer's red guard ring and steel blade; the scrubber's yellow body and its red pad. */
const GUARD = [0xd6, 0x45, 0x41] as const;
const BLADE = [0xc9, 0xd1, 0xda] as const;
const SCRUBBER = [0xf2, 0xc2, 0x00] as const;
const PAD = [0xc0, 0x39, 0x2b] as const;
/** The fryer's steel cabinet, its hot oil and its old oil, the basket's wire. */
const FRYER = [0xc9, 0xd1, 0xda] as const;
const OIL = [0xe0, 0xa5, 0x26] as const;
const OLD_OIL = [0x9a, 0x6a, 0x1c] as const;
const WIRE = [0x5b, 0x61, 0x70] as const;

describe('the machine is drawn: its working parts are in the picture', () => {
  it.each(['slicer-slicing', 'slicer-cleaning'])('%s draws the blade under its guard', async (pose) => {
    const drawn = await pixels(`body:${pose}:whites`);
    expect(count(drawn, GUARD)).toBeGreaterThan(40);
    expect(count(drawn, BLADE)).toBeGreaterThan(80);
  });
  it.each(['scrubber-driving', 'scrubber-emptying', 'scrubber-filling'])('%s draws the scrubber and its pad', async (pose) => {
    const drawn = await pixels(`body:${pose}:tabard`);
    expect(count(drawn, SCRUBBER)).toBeGreaterThan(400);
    expect(count(drawn, PAD)).toBeGreaterThan(20);
  });
  it.each(['fryer-lowering', 'fryer-lifting', 'fryer-draining'])('%s draws the fryer and its oil', async (pose) => {
    const drawn = await pixels(`body:${pose}:whites`);
    expect(count(drawn, FRYER)).toBeGreaterThan(400);
    expect(count(drawn, OIL) + count(drawn, OLD_OIL)).toBeGreaterThan(20);
  });
  it('the basket is lifted clear of the oil only when lifted: its wire over the rim', async () => {
    const wireAbove = async (pose: string) => {
      const h = 200;
      const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:whites`)), h);
      await drawBody(canvas.getContext('2d'), `body:${pose}:whites`, h);
      // The rows above the rim, 1.0 m up a 1.8 m picture.
      return count(canvas.getContext('2d').getImageData(0, 0, canvas.width, Math.round(h * (1 - 1.05 / 1.8))).data, WIRE);
    };
    expect(await wireAbove('fryer-lifting')).toBeGreaterThan(3 * (await wireAbove('fryer-lowering')));
  });
  it('a cook chopping draws no slicer, a cleaner mopping no scrubber', async () => {
    expect(count(await pixels('body:chopping:whites'), GUARD)).toBe(0);
    expect(count(await pixels('body:mopping:tabard'), SCRUBBER)).toBeLessThan(20);
  });
});
