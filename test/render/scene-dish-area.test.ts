/**
 * A kitchen porter's dish area, one step a picture (illustrations/dish-area.ts), in en/es/fr/de/it/pt/nl and as the
 * training planner words its steps: a plate scraped into the food waste bin, the dishwasher's rack loaded, the wash
 * temperature read on the machine's dial, clean plates stacked on the shelf; the porter a cook in whites. A lifeguard
 * checking the pool's water is no dish machine's.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { BIN_GREEN, DIAL_GREEN, PLATE_WHITE, RACK_BLUE } from '../../lambdas/render/illustrations/dish-area';
import { bodyPixelsNear } from '../support/pixel-counts';

const STEPS: [prompt: string, pose: string][] = [
  ['A cook doing this step: Scrape plates into the food bin, in a restaurant kitchen.', 'scraping-plate'],
  ['A kitchen porter scraping the leftovers into the food waste bin', 'scraping-plate'],
  ['Raspa los platos en el cubo de restos', 'scraping-plate'],
  ['Die Küchenhilfe kratzt die Teller ab', 'scraping-plate'],
  ['Schraap de borden af', 'scraping-plate'],
  ['A cook loading the dishwasher rack, in a restaurant kitchen.', 'loading-dish-rack'],
  ['Chargez le panier du lave-vaisselle', 'loading-dish-rack'],
  ['Carica il cestello della lavastoviglie', 'loading-dish-rack'],
  ['Den Spülkorb beladen', 'loading-dish-rack'],
  ['A cook checking the water temperature, in a restaurant kitchen.', 'reading-wash-gauge'],
  ['Check the rinse temperature on the dishwasher', 'reading-wash-gauge'],
  ["Controllare la temperatura dell'acqua della lavastoviglie", 'reading-wash-gauge'],
  ['Verifique a temperatura da água da máquina', 'reading-wash-gauge'],
  ['Controleer de watertemperatuur', 'reading-wash-gauge'],
  ['A cook stacking clean plates on the shelf, in a restaurant kitchen.', 'stacking-plates-shelf'],
  ['Empilhe os pratos limpos na prateleira', 'stacking-plates-shelf'],
  ['A cook doing this step: Saubere Teller stapeln, in a restaurant kitchen', 'stacking-plates-shelf'],
  ['Stapel de schone borden', 'stacking-plates-shelf'],
];

describe('each dish area step is drawn at the dish machine, by a cook in whites', () => {
  it.each(STEPS)('%s', (prompt, pose) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe('pro-kitchen');
    // One porter, the machine, the rack and the plates in their own picture: nothing drawn a second time beside them.
    expect(scene.things.map((t) => t.concept)).toEqual(['chef']);
  });

  it('a lifeguard checking the pool water inspects it beside the pool; the fridge temperature is still the fridge', () => {
    const pool = composeScene('A lifeguard checking the water temperature beside a swimming pool').scene;
    expect([pool.pose, pool.setting]).toEqual(['inspecting', 'pool']);
    expect(composeScene('A cook checking the fridge temperature, in a restaurant kitchen').scene.pose).toBe('fridge-checking');
  });
});

describe('each step draws what it is about', () => {
  it.each(['scraping-plate', 'loading-dish-rack', 'reading-wash-gauge', 'stacking-plates-shelf'])('%s has its plates', async (pose) => {
    expect(await bodyPixelsNear(`body:${pose}:whites`, PLATE_WHITE)).toBeGreaterThan(150);
  });

  it('the scraping has the green bin; the loading and the stacking their blue rack; the dial reads in the green, large', async () => {
    expect(await bodyPixelsNear('body:scraping-plate:whites', BIN_GREEN)).toBeGreaterThan(800);
    expect(await bodyPixelsNear('body:loading-dish-rack:whites', RACK_BLUE)).toBeGreaterThan(200);
    expect(await bodyPixelsNear('body:stacking-plates-shelf:whites', RACK_BLUE)).toBeGreaterThan(200);
    // The dial the porter reads is drawn larger than the same machine's in the loading picture.
    expect(await bodyPixelsNear('body:reading-wash-gauge:whites', DIAL_GREEN)).toBeGreaterThan(1.5 * (await bodyPixelsNear('body:loading-dish-rack:whites', DIAL_GREEN)));
  });
});
