/**
 * Issue 23: a picker's training drawn as the work, by a worker in hi-vis at the racking: the shelf's location label scanned
 * (the scanner's red beam on it), the item taken off the shelf, the item put into the blue tote on the picking trolley.
 * Prompts in en/es/fr/de/it/pt/nl; a shopper taking something off a supermarket's shelf is no picker.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { bottom, composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

const STEPS: [prompt: string, pose: string][] = [
  ['A warehouse worker scanning the shelf label, in a warehouse', 'shelf-scanning'],
  ['A warehouse worker doing this step: Scan the location label, in a warehouse', 'shelf-scanning'],
  ['Un preparador escanea la etiqueta de la estantería en el almacén', 'shelf-scanning'],
  ['Il magazziniere scansiona l’etichetta dello scaffale', 'shelf-scanning'],
  ['Een orderpicker scant het schaplabel in het magazijn', 'shelf-scanning'],
  ['A warehouse worker picking the item and checking the quantity, in a warehouse', 'shelf-picking'],
  ['Le préparateur prélève l’article dans le rayonnage', 'shelf-picking'],
  ['Ein Lagerarbeiter entnimmt den Artikel aus dem Regal im Lager', 'shelf-picking'],
  ['Um operário retira o artigo da prateleira no armazém', 'shelf-picking'],
  ['A warehouse worker placing it in the tote, in a warehouse', 'tote-placing'],
  ['A warehouse worker doing this step: Put the item into the tote, in a warehouse', 'tote-placing'],
  ['Ein Lagerarbeiter legt ihn in die Kommissionierkiste', 'tote-placing'],
  ['Un magazziniere mette l’articolo nella cassetta di prelievo', 'tote-placing'],
];

describe('an order’s picking steps are drawn at the job, by a worker in hi-vis in the warehouse', () => {
  it.each(STEPS.flatMap(([prompt, pose]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, aspect] as const)))(
    '%s',
    (_, prompt, pose, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, `body:${pose}:hivis`, { setting: 'warehouse' }),
  );
});

describe('a shopper taking something off a shop’s shelf is not a warehouse’s picker', () => {
  it.each(['A shopper picking an item from the shelf in a supermarket', 'A woman taking the product off the shelf in a shop'])('%s', (prompt) => {
    const scene = completeScene(parsePrompt(prompt));
    expect(scene.pose === null || !['shelf-scanning', 'shelf-picking', 'tote-placing'].includes(scene.pose)).toBe(true);
    expect(scene.things.some((t) => t.concept === 'labourer')).toBe(false);
  });
});

describe('in a landscape frame the scanner and the item in hand stay above the caption band', () => {
  it.each(STEPS.filter(([, pose]) => pose !== 'tote-placing').flatMap(([prompt]) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot}`, prompt, framing] as const)))(
    '%s',
    async (_, prompt, framing) => {
      const { scene, layout, content } = await composeScene(prompt, '16:9', framing);
      const [worker] = layout.placed.filter((p) => isPerson(scene, p));
      // The working hand is at about 60% of the picture's height up: above the captions.
      expect(worker!.box.y + worker!.box.h * 0.4).toBeLessThan(bottom(content));
    },
  );
});

/** How many pixels of a picture drawn small are within 8 levels of a colour. */
async function count(picture: string, [r, g, b]: readonly [number, number, number]): Promise<number> {
  const h = 160;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let hits = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 8 && Math.abs(data[i + 1]! - g) < 8 && Math.abs(data[i + 2]! - b) < 8) hits++;
  return hits;
}

const BEAM_ORANGE = [0xf0, 0x8a, 0x24] as const;
const TOTE_BLUE = [0x2f, 0x80, 0xd1] as const;

describe('each step draws its telling things', () => {
  it('the scan and the pick are at the racking (its orange beams); the tote step has the blue tote and no racking', async () => {
    expect(await count('body:shelf-scanning:hivis', BEAM_ORANGE)).toBeGreaterThan(40);
    expect(await count('body:shelf-picking:hivis', BEAM_ORANGE)).toBeGreaterThan(40);
    expect(await count('body:tote-placing:hivis', TOTE_BLUE)).toBeGreaterThan(80);
    expect(await count('body:tote-placing:hivis', BEAM_ORANGE)).toBeLessThan(10);
  });
});
