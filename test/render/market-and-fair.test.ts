/**
 * Markets and fairs drawn with their people (fresh-eyes briefs 50: "Des gens qui flânent entre les stands du marché" drew
 * empty stalls, "Un commerçant qui sert une cliente" two people behind a table; a summer fair's "live music" a waiter, its
 * rides nothing). A stall is served across by its stallholder, its kind told by the goods; anyone else at a market
 * browses along the stalls; a fair is its own place, where a band plays on a stage to a crowd, children ride the
 * carousel and a food stall has its queue. Each is one picture, its stall, stage or ride in it, in both aspects.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { STALL_COLOURS } from '../../lambdas/render/illustrations/stall-goods';
import { bodyPixelsNear, placePixels } from '../support/pixel-counts';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

/** Prompt, the picture it is drawn as, the place. */
const AT_THE_MARKET: [prompt: string, pose: string, setting: string][] = [
  ['Des gens qui flânent entre les stands du marché, dans la lumière du matin.', 'market-browsing', 'market'],
  ['People browsing at the market stalls, morning light.', 'market-browsing', 'market'],
  ['Shoppers wandering through the farmers market', 'market-browsing', 'market'],
  ['Gente paseando por el mercadillo', 'market-browsing', 'market'],
  ['Leute schlendern über den Wochenmarkt', 'market-browsing', 'market'],
  ['Persone che passeggiano tra le bancarelle del mercato', 'market-browsing', 'market'],
  ['Mensen slenteren over de markt', 'market-browsing', 'market'],
  ['Un commerçant qui sert une cliente entre les stands du marché, sous le soleil de midi. Focus: Fruits et légumes de saison.', 'stall-serving', 'market'],
  ['A stallholder serving a customer at the market stalls, midday sun.', 'stall-serving', 'market'],
  ['a woman buying vegetables at the market', 'stall-serving', 'market'],
  ['Een kraamhouder verkoopt groenten op de markt', 'stall-serving', 'market'],
  ['Um feirante a vender fruta na feira livre', 'stall-serving', 'market'],
  ['Une fromagère qui vend du fromage à une cliente au marché.', 'stall-cheese', 'market'],
  ['Eine Marktfrau verkauft Käse auf dem Wochenmarkt', 'stall-cheese', 'market'],
  ['Un panadero vendiendo pan en el mercadillo', 'stall-bread', 'market'],
  ['Una fioraia che vende fiori al mercato', 'stall-flowers', 'market'],
  ['A fishmonger selling fish at the market', 'stall-fish', 'market'],
];

const AT_THE_FAIR: [prompt: string, pose: string][] = [
  ['A band playing live music at the fair', 'fair-band'],
  ['Live music at the village fete, sunset', 'fair-band'],
  ['Una band suona dal vivo alla sagra', 'fair-band'],
  ['A crowd cheering at the summer fair', 'fair-band'],
  ['Families enjoying the county fair', 'fair-band'],
  ['Children on the rides at the fair', 'fair-ride'],
  ['Des enfants sur le manège de la fête foraine', 'fair-ride'],
  ['Ein Kind auf dem Karussell auf der Kirmes', 'fair-ride'],
  ['Niños en el tiovivo de la feria', 'fair-ride'],
  ['Kinderen in de draaimolen op de kermis', 'fair-ride'],
  ['Food stalls at the fair', 'fair-food'],
  ['Des gens devant les stands de nourriture de la fête de village', 'fair-food'],
  ['A stallholder serving food to a customer at the summer fair', 'stall-food'],
];

describe('at a market, stalls are served across and browsed along', () => {
  it.each(AT_THE_MARKET)('%s → %s', async (prompt, pose, setting) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect([scene.pose, scene.setting]).toEqual([pose, setting]);
      // One picture of the people, its stall in it: nothing drawn again beside it.
      expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
      expect(layout.placed.filter((p) => !isPerson(scene, p))).toEqual([]);
    }
  });
});

describe('a fair is its own place, with a band on its stage, rides and food stalls', () => {
  it.each(AT_THE_FAIR)('%s → %s', async (prompt, pose) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect([scene.pose, scene.setting]).toEqual([pose, 'fair']);
      expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
    }
  });

  it('its place paints the big wheel and the carousel top beyond the stalls, bunting over the grass', () => {
    expect(placePixels('fair', 1, '#5b6270')).toBeGreaterThan(400);
    expect(placePixels('fair', -1, '#6f9a4a')).toBeGreaterThan(20000);
  });
});

describe('the pictures draw what they are of', () => {
  it.each(Object.entries({ 'stall-serving': 'produce', 'stall-cheese': 'cheese', 'stall-bread': 'bread', 'stall-flowers': 'flowers', 'stall-fish': 'fish', 'stall-food': 'food' } as const))(
    '%s: the stall of %s under its awning, its cloth and scales or pan',
    async (pose, kind) => {
      expect(await bodyPixelsNear(`body:${pose}:apron`, STALL_COLOURS[kind])).toBeGreaterThan(1500);
      expect(await bodyPixelsNear(`body:${pose}:apron`, '#f3ead8')).toBeGreaterThan(1500);
    },
  );

  it.each([
    ['stall-cheese', '#f4d27a'],
    ['stall-bread', '#c8783a'],
    ['stall-flowers', '#b5179e'],
    ['stall-fish', '#8fa3b3'],
    ['stall-food', '#e9b949'],
  ])('%s: its own goods (cheese paste, rolls, blooms, fish, the pan of food), which a fruit and veg stall has not', async (pose, colour) => {
    const own = await bodyPixelsNear(`body:${pose}:apron`, colour);
    expect(own).toBeGreaterThan(40);
    expect(own).toBeGreaterThan(2 * (await bodyPixelsNear('body:stall-serving:apron', colour)));
  });

  it('the shoppers carry a basket; the band plays under the stage roof; the carousel turns on its red drum', async () => {
    expect(await bodyPixelsNear('body:market-browsing:casual', '#c08a4a')).toBeGreaterThan(150);
    expect(await bodyPixelsNear('body:fair-band:casual', '#2b2f3a')).toBeGreaterThan(8000);
    expect(await bodyPixelsNear('body:fair-ride:casual', '#b23a48')).toBeGreaterThan(3000);
    expect(await bodyPixelsNear('body:fair-food:casual', STALL_COLOURS.food)).toBeGreaterThan(1500);
  });
});

describe('only a market or a fair makes them', () => {
  it.each([
    ['A fair price for great coffee', null],
    ['People walking in the park', 'walking'],
    ['A jazz band playing in a bar', 'band'],
    ['A woman riding an e-scooter along the river', 'riding-scooter'],
    ['Promoção de segunda-feira na loja', null],
    ['a couple choosing vegetables in the supermarket', 'browsing'],
  ])('%s', (prompt, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).not.toBe('fair');
    expect(scene.setting).not.toBe('market');
    if (pose) expect(scene.pose).toBe(pose);
  });

  it('people doing something else at a market do it there: friends eating crêpes eat them', () => {
    expect(readScene('Friends eating crêpes at the market').scene.pose).toBe('eating-crepe');
  });
});
