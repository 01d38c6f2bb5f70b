/**
 * A stockroom's and a shop floor's training steps, one a picture (illustrations/stock-work.ts), as the planner words them
 * in English and glosses them from other languages: a parcel packed at the bench, a heavy box put on the bottom shelf, a
 * step ladder climbed, the shelves tidied, a date label read; customers served at the till are at the checkout. A
 * fridge's bottom shelf is still the fridge's, and a family packing boxes to move house is no warehouse's packing.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { LABEL_WHITE, LADDER_YELLOW, PACKS, TAPE_RED } from '../../lambdas/render/illustrations/stock-work';
import { bodyPixelsNear } from '../support/pixel-counts';

const STEPS: [prompt: string, pose: string, setting: string, who: string][] = [
  ['A warehouse worker packing a parcel into a box (Pakete richtig packen), in a warehouse.', 'packing-box', 'warehouse', 'labourer'],
  ['A warehouse worker packing parcels properly, a heavy box in front of them, in a warehouse.', 'packing-box', 'warehouse', 'labourer'],
  ['Un magasinier emballe les colis', 'packing-box', 'warehouse', 'labourer'],
  ['A warehouse worker putting heavy boxes on the bottom shelf (Schwere Kartons unten ins Regal stellen), in a warehouse.', 'shelving-heavy-box', 'warehouse', 'labourer'],
  ['Put heavy boxes on the lowest shelf', 'shelving-heavy-box', 'warehouse', 'labourer'],
  ['A warehouse worker climbing a step ladder safely (Die Leiter sicher benutzen), in a warehouse.', 'climbing-ladder', 'warehouse', 'labourer'],
  ['A shop assistant using the step ladder, in a shop', 'climbing-ladder', 'shop', 'staff'],
  ['A shop assistant tidying the shelves (Sistemare gli scaffali), in a shop.', 'tidying-shelf', 'shop', 'staff'],
  ['Una dependienta ordena los estantes', 'tidying-shelf', 'supermarket', 'staff'],
  ['A shop assistant checking the use-by dates (Controllare le date di scadenza), in a shop.', 'checking-date', 'shop', 'staff'],
  ['Controleer de houdbaarheidsdatum', 'checking-date', 'supermarket', 'staff'],
  ['A shop assistant serving a customer at the till (Aiutare i clienti alla cassa), in a shop.', 'checkout', 'shop', 'staff'],
];

describe('each stock or shop step is drawn as its action', () => {
  it.each(STEPS)('%s', (prompt, pose, setting, who) => {
    const { scene } = composeScene(prompt);
    expect([scene.pose, scene.setting]).toEqual([pose, setting]);
    // One worker: the shelving, the bench, the ladder and the boxes are in their own picture.
    expect(scene.things.map((t) => t.concept)).toEqual([who]);
  });

  it('a fridge’s bottom shelf is the fridge’s; a waiter serving customers serves at their table; a pallet’s heaviest boxes are stacked', () => {
    expect(composeScene('Store raw meat on the bottom shelf of the fridge').scene.pose).toBe('fridge-storing');
    expect(composeScene('A waiter serving customers on the terrace').scene.pose).toBe('serving-table');
    expect(composeScene('Put the heaviest boxes at the bottom of the pallet').scene.pose).toBe('pallet-stacking');
  });
});

describe('each step draws what it is about', () => {
  it('the packing has its tape gun; the ladder is yellow; the tidied shelf and the read pack are in their colours', async () => {
    expect(await bodyPixelsNear('body:packing-box:hivis', TAPE_RED)).toBeGreaterThan(60);
    expect(await bodyPixelsNear('body:climbing-ladder:hivis', LADDER_YELLOW)).toBeGreaterThan(150);
    expect(await bodyPixelsNear('body:tidying-shelf:polo', PACKS[2])).toBeGreaterThan(300);
    // The pack read is held up with its label toward the viewer: more label white than the shelf's packs alone show.
    expect(await bodyPixelsNear('body:checking-date:polo', LABEL_WHITE)).toBeGreaterThan(await bodyPixelsNear('body:tidying-shelf:polo', LABEL_WHITE));
  });

  it('the heavy box on the bottom shelf is drawn low, the worker down on one knee', async () => {
    expect(await bodyPixelsNear('body:shelving-heavy-box:hivis', '#dc9a55')).toBeGreaterThan(1500);
  });
});
