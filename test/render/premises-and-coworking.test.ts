/**
 * Every trade's rooms, doors and team look like that trade (issue 23, fresh-eyes renders): a coworking space is its own
 * room (shared tables of laptops, a glass meeting room, a coffee corner) and its team are members at their laptops, never
 * three suits behind a desk; the inside of a business of no known trade is its counter with someone at work at it in
 * plain work clothes, never an empty living room; a shopfront's window shows the trade's own furniture, never a grocery's
 * shelves for a trade that sells none. In en/es/fr/de/it/pt/nl.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import type { RoomId } from '../../lambdas/render/compose/scene-graph';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor, textOn } from '../../lambdas/render/draw/palette';
import { bodyDress } from '../../lambdas/render/illustrations/bodies';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import { WINDOW_FURNITURE } from '../../lambdas/render/illustrations/shop-windows';
import { TRADE_SIGNS } from '../../lambdas/render/illustrations/trade-signs';
import { bodyPixelsNear } from '../support/pixel-counts';
import { composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

/** A suit's tie: drawn on every suit, on no one's work clothes. */
const TIE = '#b23a48';

/** The people drawn for a prompt (16:9, the first framing): their pictures. */
async function drawnPeople(prompt: string): Promise<string[]> {
  const { scene, layout } = await composeScene(prompt, '16:9', FRAMINGS[0]!);
  return layout.placed.filter((p) => isPerson(scene, p)).map((p) => p.picture);
}

const COWORKING_TEAMS = [
  'The team at work inside a co-working space',
  'El equipo trabajando en un espacio de coworking',
  'L’équipe au travail dans un espace de coworking',
  'Das Team bei der Arbeit in einem Coworking-Space',
  'La squadra al lavoro in uno spazio di coworking',
  'A equipa a trabalhar num espaço de coworking',
  'Het team aan het werk in een coworkingruimte, met middaglicht door de ramen',
];

const COWORKING_INSIDE = [
  'The inside of a coworking space, ready for the day',
  'A bright room in a shared office with hot desks',
  'El interior de un espacio de coworking, listo para abrir',
  'L’intérieur d’un espace de coworking, prêt pour la journée',
  'Ein heller Raum in einem Coworking-Space, bereit für den Tag',
  'L’interno di uno spazio di coworking, pronto per aprire',
  'O interior de um espaço de coworking, pronto para abrir',
  'Het interieur van een coworkingruimte, klaar voor de dag, in het ochtendlicht',
];

describe('a coworking space is its own room; its team are members at work in their own clothes', () => {
  it.each(COWORKING_TEAMS)('%s: members at their laptops along the shared table, no suit', async (prompt) => {
    const { groups } = readScene(prompt);
    for (const g of groups) expect([g.setting, g.pose], prompt).toEqual(['coworking', 'hot-desking']);
    const people = await drawnPeople(prompt);
    expect(people.length).toBeGreaterThan(0);
    for (const picture of people) {
      expect(bodyDress(picture)).toBe('casual');
      expect(await bodyPixelsNear(picture, TIE)).toBe(0);
    }
  });

  it('the same team in the evening is at the coffee corner: another picture', () => {
    expect(readScene('The team at work inside a coworking space, golden hour').scene.pose).toBe('coffee-chat');
  });

  it('a welcome in a coworking space is at its front desk', () => {
    expect(readScene('A smiling member of staff welcoming customers inside a coworking space').scene.pose).toBe('welcoming-desk');
  });

  it.each(COWORKING_INSIDE)('%s: its inside shows its members at work, not an empty wall', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe('coworking');
    expect(['coffee-chat', 'hot-desking']).toContain(scene.pose);
    expect(scene.things.map((t) => t.concept)).toContain('member');
  });

  it('anyone at a laptop in a coworking space is at the shared table, one picture however many are named', async () => {
    for (const prompt of ['Three people working on laptops in a coworking space', 'Una mujer trabajando con su portátil en un coworking']) {
      expect(readScene(prompt).scene.pose, prompt).toBe('hot-desking');
      expect(await drawnPeople(prompt), prompt).toHaveLength(1);
    }
  });

  it('the suit is still an office’s: a team at a meeting in one sits in suits', async () => {
    expect(await bodyPixelsNear('body:facing:suit', TIE)).toBeGreaterThan(0);
  });
});

/** A trade no lexicon names (a locksmith's; in Italian a bookbinder's, a "ferramenta" being a hardware shop), its team at work and its inside, in each language. */
const UNKNOWN_TEAMS = [
  'The team at work inside a locksmith',
  'El equipo trabajando en una cerrajería',
  'L’équipe au travail dans une serrurerie',
  'Das Team bei der Arbeit in einem Schlüsseldienst',
  'La squadra al lavoro in una legatoria',
  'A equipa a trabalhar numa serralharia',
  'Het team aan het werk in een slotenmaker, in het avondlicht',
];
const UNKNOWN_INSIDE = [
  'The inside of a locksmith, ready for the day',
  'El interior de una cerrajería, listo para abrir',
  'L’intérieur d’une serrurerie, prêt pour la journée',
  'Ein heller Raum in einem Schlüsseldienst, bereit für den Tag',
  'L’interno di una legatoria, pronto per aprire',
  'O interior de uma serralharia, pronto para abrir',
  'Het interieur van een slotenmaker, klaar voor de dag',
];

describe('a business of no known trade: its people at its counter in plain work clothes, never three suits in a row', () => {
  it.each(UNKNOWN_TEAMS)('%s', async (prompt) => {
    const { groups } = readScene(prompt);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.setting).toBe('premises');
    expect(['counter-work', 'counter-order']).toContain(groups[0]!.pose);
    const people = await drawnPeople(prompt);
    expect(people).toHaveLength(1);
    expect(bodyDress(people[0]!)).toBe('polo');
    expect(await bodyPixelsNear(people[0]!, TIE)).toBe(0);
  });

  it('only where a place is named that no word reads: a team with no place said, or shop staff behind a counter, are as they were', () => {
    expect(readScene('The team at work in the evening').scene.setting).not.toBe('premises');
    expect(readScene('A marketing team planning how to drive growth').scene.setting).not.toBe('premises');
    expect(readScene('two shop assistants behind the counter').scene.setting).toBe('shop');
  });

  it.each([
    'A smiling member of staff welcoming customers inside a locksmith',
    'Het team dat klanten verwelkomt in een slotenmaker',
    'El equipo recibiendo a los clientes en una cerrajería',
    // An unknown word opening a run of capitalised nouns is no business named for its customers.
    'Das Team, das in einem Schlüsseldienst Kunden begrüßt, abends',
  ])('%s: a welcome there is in its premises, not a grocery', (prompt) => {
    expect(readScene(prompt).scene.setting).toBe('premises');
  });

  it('by day wrapping an order, in the evening writing one up', () => {
    expect(readScene('The team at work inside a locksmith').scene.pose).toBe('counter-work');
    expect(readScene('The team at work inside a locksmith, evening light').scene.pose).toBe('counter-order');
  });

  it.each(UNKNOWN_INSIDE)('%s: its counter with someone at work at it (another picture than its team’s by day), not an empty room', (prompt) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe('premises');
    expect(scene.pose).toBe('counter-order');
  });

  it('only a hint: a room named wins, and people named say where they are', () => {
    expect(readScene('The inside of a bakery, ready for the day').scene.setting).toBe('bakery');
    expect(readScene('L’intérieur d’une librairie, prêt pour la journée').scene.setting).toBe('bookshop');
    expect(readScene('Het interieur van een kapsalon, klaar voor de dag').scene.setting).toBe('salon');
    expect(readScene('A woman ready for the day').scene.setting).not.toBe('premises');
  });
});

describe('a shopfront shows its trade through the window', () => {
  it.each([
    ['The entrance of a locksmith on a sunny street', 'premises'],
    ['Der Eingang zu einem Schlüsseldienst an einer sonnigen Straße', 'premises'],
    ['A shopfront on a sunny street', 'premises'],
    ['De ingang van een coworkingruimte in een zonnige straat', 'coworking'],
    ['L’entrée d’un espace de coworking dans une rue ensoleillée', 'coworking'],
    ['The entrance of a hair salon on a sunny street', 'salon'],
    // A shop is one, and what it is shown selling says which.
    ['The entrance of a shop', 'shop'],
    ['A shopfront full of flowers', 'florist'],
  ])('%s: its window is a %s’s', (prompt, kind) => {
    const graph = parsePrompt(prompt);
    expect(graph.setting).toBe('shopfront');
    expect(graph.business?.kind).toBe(kind);
  });

  /** Pixels of the painted shopfront (its facade layer, 9:16) near a grocery shelf's pack colours seen through the window's tint. */
  function groceryPixels(kind: RoomId): number {
    const [width, height] = [540, 960];
    const g = { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 };
    const place = paintPlace('shopfront', 'day', g, paletteFor(null, 'cinematic'), rng(7), { name: null, kind, families: '' });
    const { data } = place.layers[2]!.picture.getContext('2d').getImageData(0, 0, width, height);
    // The glass's daylight tint (places.ts facade) over grocery-props.ts's brightest packs (its dark and pale ones are any room's too).
    const packs = ['#f4a261', '#2a9d8f', '#5b8fd6', '#ef476f'].map((hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) * 0.78 + [160, 200, 225][(k - 1) / 2]! * 0.22));
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && packs.some((c) => Math.abs(data[i]! - c[0]!) + Math.abs(data[i + 1]! - c[1]!) + Math.abs(data[i + 2]! - c[2]!) < 24)) n++;
    }
    return n;
  }

  it('no grocery shelves in the window of a trade that sells no groceries; a grocery’s window is full of them', () => {
    const shop = groceryPixels('shop');
    expect(shop).toBeGreaterThan(3000);
    for (const kind of ['coworking', 'premises', 'salon', 'office', 'kitchen'] as const) expect(groceryPixels(kind), kind).toBeLessThan(shop / 20);
  });

  it('a shopfront the prompt gives no name has its trade’s sign over the door; a business of no known trade a blank fascia', () => {
    const [width, height] = [540, 960];
    const g = { width, height, floor: height * 0.8, ground: height * 0.7, horizon: height * 0.45, surfaceTop: null, unit: width / 100 };
    const palette = paletteFor(null, 'cinematic');
    const ink = [1, 3, 5].map((k) => parseInt(textOn(palette.accent).slice(k, k + 2), 16));
    // The fascia's band (places.ts facade): from its top, a twelfth of the facade's height.
    const top = Math.max(g.unit * 4, g.horizon - g.unit * 30);
    const band = Math.max(g.unit * 9, (g.ground + g.unit - top) * 0.12);
    const inked = (kind: RoomId) => {
      const place = paintPlace('shopfront', 'day', g, palette, rng(7), { name: null, kind, families: '' });
      // Its middle, where the sign is lettered: the facade's dark wall shows at the band's ends.
      const { data } = place.layers[2]!.picture.getContext('2d').getImageData(width * 0.3, Math.round(top), width * 0.4, Math.round(band));
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && ink.every((c, k) => Math.abs(data[i + k]! - c) < 40)) n++;
      return n;
    };
    for (const kind of Object.keys(TRADE_SIGNS) as RoomId[]) expect(inked(kind), kind).toBeGreaterThan(g.unit * g.unit * 2);
    // A nail salon's is its family's: the salon's scissors.
    expect(inked('nail-salon')).toBe(inked('salon'));
    expect(inked('premises')).toBe(0);
  });

  it('each trade with furniture of its own draws it in the window: it changes the window’s picture', () => {
    const canvas = createCanvas(200, 120);
    const g = { width: 200, height: 120, floor: 114, ground: 108, horizon: 36, surfaceTop: null, unit: 1.6 };
    for (const [kind, furnish] of Object.entries(WINDOW_FURNITURE)) {
      const ctx = canvas.getContext('2d');
      ctx.clearRect(0, 0, 200, 120);
      furnish!(ctx, g, paletteFor(null, 'cinematic'));
      const { data } = ctx.getImageData(0, 0, 200, 120);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
      expect(painted, kind).toBeGreaterThan(200 * 120 * 0.04);
    }
  });
});
