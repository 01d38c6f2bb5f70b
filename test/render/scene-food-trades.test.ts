/**
 * Issue 23: food shops drawn at their trade. A cheesemonger cutting a great wheel at the cheese counter, a
 * customer tasting a sample held out across it, a fishmonger holding a fish out over the fish on ice, a cook
 * ladling broth into a bowl of noodles at the steaming pot; a cheese shop and a fishmonger's are rooms of their
 * own, and a shop's room named with no one in it shows its trade. Said in en/fr/de/es/it/pt/nl/ja.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { CHEESES } from '../../lambdas/render/illustrations/food-goods';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['Le fromager qui coupe une meule de comté', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['A cheesemonger cutting a wheel of cheese', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['Der Käser schneidet Käse', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['El quesero cortando queso', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['Il formaggiaio taglia il formaggio', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['O queijeiro a cortar queijo', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['De kaasboer snijdt kaas', 'cutting-cheese', 'cheese-shop', 'body:cutting-cheese:whites'],
  ['Une cliente qui goûte un fromage', 'tasting-cheese', 'cheese-shop', 'body:tasting-cheese:casual'],
  ['A customer tasting cheese in a cheese shop', 'tasting-cheese', 'cheese-shop', 'body:tasting-cheese:casual'],
  ['Eine Kundin probiert Käse an der Käsetheke', 'tasting-cheese', 'cheese-shop', 'body:tasting-cheese:casual'],
  ['Una clienta prueba un queso', 'tasting-cheese', 'cheese-shop', 'body:tasting-cheese:casual'],
  ['A fishmonger at the fish counter', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['Le poissonnier vend du poisson', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['El pescadero vendiendo pescado', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['Der Fischhändler verkauft Fisch', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['Il pescivendolo vende il pesce', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['O peixeiro vende peixe', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['De visboer verkoopt vis', 'selling-fish', 'fishmonger', 'body:selling-fish:whites'],
  ['ラーメン屋の店内で店主がラーメンを作っている', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:polo'],
  ['A cook making ramen', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['A chef cooking noodles in a restaurant kitchen', 'ladling-noodles', 'pro-kitchen', 'body:ladling-noodles:whites'],
  ['Un cuisinier prépare des ramen', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['Ein Koch kocht Ramen', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['Un cocinero preparando ramen', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['Un cuoco prepara il ramen', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  // Cooking of any kind in a ramen shop is the cook at the noodle pot.
  ['A cook cooks in the ramen bar', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['A chef frying at the stove in a noodle bar', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:whites'],
  ['ラーメン屋で料理する店主', 'ladling-noodles', 'noodle-bar', 'body:ladling-noodles:polo'],
];

describe('food shops are drawn whole at the trade the prompt names', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    // The counter, the cheese, the fish, the pot and the bowl are in the one picture: nothing is drawn again beside it.
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('a food shop named with no one in it shows its trade at work, in its own room', () => {
  it.each([
    ['Une fromagerie à Lyon', 'cheese-shop', 'cutting-cheese'],
    ['Inside a cheese shop', 'cheese-shop', 'cutting-cheese'],
    ['Una quesería en Madrid', 'cheese-shop', 'cutting-cheese'],
    ['Eine Käserei in Bern', 'cheese-shop', 'cutting-cheese'],
    ['Una formaggeria', 'cheese-shop', 'cutting-cheese'],
    ['Uma queijaria no Porto', 'cheese-shop', 'cutting-cheese'],
    ['Een kaaswinkel in Gouda', 'cheese-shop', 'cutting-cheese'],
    ['チーズ店の店内', 'cheese-shop', 'cutting-cheese'],
    ['Une poissonnerie à Marseille', 'fishmonger', 'selling-fish'],
    ["Inside a fishmonger's", 'fishmonger', 'selling-fish'],
    ['Una pescadería', 'fishmonger', 'selling-fish'],
    ['Ein Fischgeschäft in Hamburg', 'fishmonger', 'selling-fish'],
    ['Una pescheria a Venezia', 'fishmonger', 'selling-fish'],
    ['Uma peixaria em Lisboa', 'fishmonger', 'selling-fish'],
    ['Een viswinkel', 'fishmonger', 'selling-fish'],
    ['魚屋の店内', 'fishmonger', 'selling-fish'],
  ])('%s', (prompt, setting, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe(pose);
  });

  it.each([
    ['A cheesemonger smiling behind the counter', 'cheese-shop'],
    ['Der Käser lächelt', 'cheese-shop'],
    ['Un fromager conseille une cliente', 'cheese-shop'],
    ['La pescadera sonríe', 'fishmonger'],
    ['A fishmonger waving', 'fishmonger'],
    // A room the prompt names wins over the hint, as a dentist's does.
    ['A fishmonger at the harbour', 'harbour'],
  ])('the one working there hints at their shop: %s', (prompt, setting) => {
    expect(readScene(prompt).scene.setting).toBe(setting);
  });

  it('a shop with cheese or fish shown is a cheese shop or a fishmonger’s', () => {
    expect(readScene('A shop full of cheese').scene.setting).toBe('cheese-shop');
    expect(readScene('A shop with fresh fish on ice').scene.setting).toBe('fishmonger');
  });
});

describe('the counters are drawn as their work', () => {
  it('each worker stands a figure’s height behind a counter, and the taster with the cheesemonger across it', () => {
    for (const pose of ['cutting-cheese', 'tasting-cheese', 'selling-fish', 'ladling-noodles'] as const) {
      expect(BODY_POSES[pose].extent[2]).toBeGreaterThanOrEqual(BODY_POSES.standing.extent[2]);
    }
    // The cheesemonger is drawn in the taster's picture, across the counter from them.
    expect(BODY_POSES['tasting-cheese'].extent[1]).toBeGreaterThan(BODY_POSES['cutting-cheese'].extent[1]);
  });

  it.each([
    ['cutting-cheese', CHEESES[0]!.paste],
    ['tasting-cheese', CHEESES[0]!.paste],
    ['selling-fish', '#9aa8b4'],
    ['ladling-noodles', '#b3261e'],
  ])('%s draws its goods (%s) in the picture', async (pose, colour) => {
    const h = 200;
    const picture = `body:${pose}:whites`;
    const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) n++;
    // The wheel, the samples, the fish held out, the bowl: seen, not a speck.
    expect(n / (data.length / 4)).toBeGreaterThan(0.002);
  });
});

describe('words these trades share with other meanings keep theirs', () => {
  it.each([
    // Wine tasted is a tasting's host pouring for the couple, not cheese.
    ['a couple tasting wine at the bar', 'hosting-tasting'],
    ['a woman slicing bread', 'chopping'],
    ['Ein Koch schneidet Gemüse in der Küche', 'chopping'],
    ['A chef cooking pasta in the kitchen', 'cooking'],
    ['a guest eating soup at the table', 'eating'],
    ['A cook draining noodles in a ramen shop', 'draining'],
    ['A fisherman holding up a fish on the boat', null],
  ])('%s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});
