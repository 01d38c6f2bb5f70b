/**
 * Issue 23: trades at their everyday work, in every language. A bike mechanic mending a puncture, changing a tube or
 * fixing a chain at the bike in its repair stand; a baker drawing loaves out of a bakery's deck oven on the peel (a
 * pizzeria's oven stays the dome); a cook at the grill, food on its bars and smoke rising. Each drawn whole in the
 * worker's picture, with nothing drawn again beside it.
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
  ['Een monteur die een band plakt in een fietsenwinkel', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['A mechanic mending a puncture in a bike shop', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['A mechanic changing the inner tube', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['Un mécanicien répare une chaîne', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['Der Mechaniker flickt den Reifen', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['El mecánico repara un pinchazo', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['Il meccanico ripara una gomma', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['O mecânico a remendar um pneu', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['自転車屋でパンク修理をする整備士', 'patching-tyre', 'bike-workshop', 'body:patching-tyre:overalls'],
  ['Um padeiro a tirar pão do forno numa padaria', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['A baker taking bread out of the oven', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['Le boulanger sort le pain du four', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['Der Bäcker holt das Brot aus dem Ofen', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['El panadero saca el pan del horno', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['Il fornaio sforna il pane', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['De bakker haalt het brood uit de oven', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['パン屋がパンを窯から出す', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['職人がパンを焼く', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  // Baking in a bakery is its deck oven's bread, whatever the verb.
  ['A baker baking in a bakery', 'drawing-bread', 'bakery', 'body:drawing-bread:whites'],
  ['A chef grilling tacos inside a restaurant', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['Un cuisinier à la plancha', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['Der Koch am Grill', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['El cocinero a la parrilla en un restaurante', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['Il cuoco alla griglia', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['O cozinheiro a grelhar carne', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['De kok staat te grillen', 'grilling', 'restaurant', 'body:grilling:whites'],
  ['シェフがグリルで肉を焼く', 'grilling', 'restaurant', 'body:grilling:whites'],
];

describe('a bike mechanic, a baker and a cook are drawn whole at the job the prompt names', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('a pizzeria keeps its domed oven', () => {
  it.each(['A pizzaiolo baking pizza in a pizzeria', 'Il pizzaiolo sforna la pizza in pizzeria'])('%s: the pizza is baked, the dome beside the cook', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe('baking');
    expect(scene.things.map((t) => t.concept)).toContain('oven');
  });
});

/** How many of a picture's pixels are near `colour` (r, g, b), in its first `rows` rows (all of them when 0). */
async function near(pose: string, [r, g, b]: [number, number, number], rows = 0): Promise<number> {
  const h = 200;
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:whites`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:whites`, h);
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  rows ||= canvas.height;
  let n = 0;
  for (let i = 0; i < rows * canvas.width * 4; i += 4) if (px[i + 3]! > 100 && Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 40) n++;
  return n;
}

describe('each job’s picture shows what it is done with', () => {
  it('the mechanic’s tyre levers are in the wheel, a patch in hand', async () => {
    expect(await near('patching-tyre', [0x1d, 0x7f, 0xd1])).toBeGreaterThan(20);
    expect(await near('truing', [0x1d, 0x7f, 0xd1])).toBe(0);
  });
  it('the baker’s loaves come out crusted on the peel, the deck glowing', async () => {
    expect(await near('drawing-bread', [0xb5, 0x65, 0x2a])).toBeGreaterThan(100);
    expect(await near('drawing-bread', [0xe7, 0x6f, 0x2b])).toBeGreaterThan(50);
  });
  it('smoke rises above the grill’s bars, over the cook’s hands', async () => {
    const { extent } = BODY_POSES.grilling;
    expect(extent[2]).toBeGreaterThanOrEqual(BODY_POSES.standing.extent[2]);
    expect(await near('grilling', [150, 160, 170])).toBeGreaterThan(50);
    // The highest puff ends inside the picture, not cut flat at its top.
    expect(await near('grilling', [150, 160, 170], 3)).toBe(0);
  });
});
