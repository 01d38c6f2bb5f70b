/**
 * Issue 23: eating and serving as a brand would post them. People eating out of hand stand with the food at its own
 * size in the hand (children with ice-cream cones in the piazza, a slice of pizza in the street, a sandwich in the
 * park, a crêpe at the market; seated, on the bench named), while a meal at a table, or a pizza shared, stays at the table; the inside of a
 * gelateria is the gelato counter, not a café's espresso machine; a waiter or barista serving at a table, or on a
 * terrace, brings the cup to the customer seated at the bistro table, both in one picture at people scale.
 * Said in en/it/fr/es/de/pt (and nl/ja for the gelateria).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, bodyHand, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];
const inBoth = <T extends readonly unknown[]>(rows: T[]) => rows.flatMap((row) => ASPECTS.map((aspect) => [`${row[0]} (${aspect})`, ...row, aspect] as const));

/** Prompt, the pose, the place, the one figure drawn. */
const ONE_EATING: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['A man eating a slice of pizza in the street', 'eating-slice', 'street', 'body:eating-slice:casual'],
  ['Ein Mann isst ein Stück Pizza', 'eating-slice', 'street', 'body:eating-slice:casual'],
  ['Un uomo mangia un trancio di pizza in piazza', 'eating-slice', 'street', 'body:eating-slice:casual'],
  ['Une femme mange une crêpe', 'eating-crepe', 'street', 'body:eating-crepe:casual'],
  ['Una chica comiendo un bocadillo en el parque', 'eating-sandwich', 'park', 'body:eating-sandwich:casual'],
  ['Uma mulher a comer um gelado na praia', 'eating-ice-cream', 'beach', 'body:eating-ice-cream:casual'],
  ['A boy with an ice cream cone', 'eating-ice-cream', 'park', 'body:eating-ice-cream:child'],
];

describe('someone eating out of hand stands with the food in hand, nothing drawn again beside them', () => {
  it.each(inBoth(ONE_EATING))('%s', (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }));
});

describe('two eating out of hand are two figures, each with their own', () => {
  it.each(
    inBoth([
      ['Due bambini che mangiano il gelato in piazza, sotto il sole di mezzogiorno', 'street', 'body:eating-ice-cream:child'],
      ['Zwei Kinder essen Eis im Park', 'park', 'body:eating-ice-cream:child'],
      ['Two friends with ice cream cones on the beach', 'beach', 'body:eating-ice-cream:casual'],
      ['Dos amigas comiendo helado en la playa', 'beach', 'body:eating-ice-cream:casual'],
      ['Deux amis mangent une glace dans une gelateria', 'gelateria', 'body:eating-ice-cream:casual'],
    ]),
  )('%s', async (_, prompt, setting, picture, aspect) => {
    const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
    expect(scene.setting).toBe(setting);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.map((p) => withoutLook(p.picture))).toEqual([picture, picture]);
    // Not twins: each looks their own.
    expect(new Set(people.map((p) => p.picture)).size).toBe(2);
    // The cone is in each one's hand, never a giant ice cream or a cream jar beside them.
    expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
  });
});

describe('eating out of hand on a bench is seated on it, the bench in the picture', () => {
  it.each(
    inBoth([
      ['A woman eating a sandwich on a bench in the park', 'body:eating-sandwich-bench:casual'],
      ['Una bambina con un gelato su una panchina', 'body:eating-ice-cream-bench:child'],
      ['A man eating a slice of pizza on a bench', 'body:eating-slice-bench:casual'],
      ['Ein Mann isst ein Eis auf einer Parkbank', 'body:eating-ice-cream-bench:casual'],
      ['Une femme mange une crêpe sur un banc', 'body:eating-crepe-bench:casual'],
    ]),
  )('%s', (_, prompt, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, picture.split(':')[1]!, picture, { setting: 'park' }));
});

describe('a town square is paved with shopfronts round it, as a street is drawn, not a park', () => {
  it.each([
    ['A couple enjoying gelato in the piazza at sunset'],
    ['Niños comiendo helado en la plaza'],
    ['Des enfants mangent une glace sur la place du village'],
    ['Kinder essen Eis auf dem Marktplatz'],
  ])('%s', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe('street');
    expect(scene.pose).toBe('eating-ice-cream');
  });
});

describe('a meal at a table, or a pizza shared, stays at the table', () => {
  it.each([
    ['A family sharing pizza'],
    ['People eating at a long table'],
    ['Friends eating ice cream at a table'],
    ['Una famiglia mangia la pizza in pizzeria'],
    ['Two kids eating ice cream in a café'],
    ['Ein Mann isst Pizza'],
  ])('%s', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.pose).toBe('eating');
    expect(scene.things.map((t) => t.concept)).toContain('table');
  });
});

describe('the inside of a gelateria is its counter of tubs, in every language', () => {
  it.each([
    ["L'interno di una gelateria, pronto per aprire"],
    ['Inside an ice cream parlour'],
    ['Eine Eisdiele in Berlin'],
    ['Una heladería en Madrid'],
    ['Un salon de glace à Nice'],
    ['Uma gelataria no Porto'],
    ['Een ijssalon'],
    ['ジェラート店の店内'],
  ])('%s', async (prompt) => {
    for (const aspect of ASPECTS) await expectDrawnAtTheJob(prompt, aspect, 'scooping-gelato', 'body:scooping-gelato:polo', { setting: 'gelateria' });
  });

  it('a gelato server with no place named is in a gelateria', () => {
    expect(readScene('Il gelataio che serve un cono').scene.setting).toBe('gelateria');
  });
});

describe('serving at a table or on a terrace brings the cup to the seated customer, both in one picture', () => {
  it.each(
    inBoth([
      ['Um barista a servir um galão a uma cliente na esplanada, ao sol da manhã', 'terrace', 'body:serving-table:apron'],
      ['A waiter serving coffee to a customer at a table', 'terrace', 'body:serving-table:apron'],
      ['Une serveuse apporte un café en terrasse', 'terrace', 'body:serving-table:apron'],
      ['Il cameriere serve al tavolo', 'terrace', 'body:serving-table:apron'],
      ['Der Kellner serviert auf der Terrasse einen Kaffee', 'terrace', 'body:serving-table:apron'],
      ['Un camarero sirve un café en la terraza', 'terrace', 'body:serving-table:apron'],
      // The drink brought said with its verb; "um café" served is the drink, and the terrace named after it is the place.
      ['A waitress brings coffee to a table on the terrace', 'terrace', 'body:serving-table:apron'],
      ['O empregado serve um café a um cliente na esplanada', 'terrace', 'body:serving-table:apron'],
      ['Il barista porta un cappuccino a una cliente in terrazza', 'terrace', 'body:serving-table:apron'],
      ['Una camarera trae un café a un cliente', 'terrace', 'body:serving-table:apron'],
    ]),
  )('%s', (_, prompt, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, 'serving-table', picture, { setting }));

  it.each([['A barista serving coffee behind the counter'], ['Le serveur sert un café au comptoir']])('serving at the counter is not table service: %s', (prompt) => {
    expect(readScene(prompt).scene.pose).toBe('serving');
  });
});

describe('the food is drawn in the hand, at a hand’s size', () => {
  it.each([
    ['eating-ice-cream', '#9cc96b'],
    ['eating-slice', '#f2c14e'],
    ['eating-sandwich', '#6fbf4a'],
    ['eating-crepe', '#5a3522'],
  ])('%s: its %s is near the hand and small beside the figure', async (pose, colour) => {
    const h = 400;
    const picture = `body:${pose}:casual`;
    const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    const { data, width } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    const hand = bodyHand(picture)!;
    const [hx, hy] = [hand.x * width, hand.y * h];
    const found: [number, number][] = [];
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) found.push([(i / 4) % width, Math.floor(i / 4 / width)]);
    }
    expect(found.length).toBeGreaterThan(10);
    // Within a hand's reach of the hand (an eighth of the figure's height), never a sign-sized thing.
    for (const [x, y] of found) expect(Math.hypot(x - hx, y - hy)).toBeLessThan(h / 8);
  });
});
