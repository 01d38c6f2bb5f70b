/**
 * Issue 23: a wedding as venues, photographers and florists show it. The bride (a white gown, veil, bouquet) and the groom
 * (a dark suit) are people in every language, the two named together one picture; they cut a tiered cake, share their first
 * dance, say their vows under a flower arch; she walks down the aisle; guests raise their flutes at the reception's long
 * table, in a barn or hall of string lights. Words that only sound like a wedding's (a baker's cake, a supermarket's aisle,
 * grooming a dog) draw none of it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { flowerArch, GOWN, GROOM, TABLE_TOP, TIERS, weddingCake } from '../../lambdas/render/illustrations/wedding';
import { CLOTH } from '../../lambdas/render/illustrations/wedding-place';
import type { Prop } from '../../lambdas/render/illustrations/bodies';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';
import { bodyPixelsNear, placePixels } from '../support/pixel-counts';

/** Prompt, the pose drawn (one picture of everyone named), the place. */
const AT_THE_WEDDING: [prompt: string, pose: string, setting: string][] = [
  ['A bride and groom cutting the cake', 'cake-cutting', 'wedding'],
  ['The newlyweds cut their wedding cake at the reception', 'cake-cutting', 'wedding'],
  ['A bride and groom cutting a tiered cake in a barn wedding', 'cake-cutting', 'wedding'],
  ['La novia y el novio cortan la tarta', 'cake-cutting', 'wedding'],
  ['Los recién casados cortando el pastel de bodas', 'cake-cutting', 'wedding'],
  ['Les jeunes mariés coupent le gâteau de mariage', 'cake-cutting', 'wedding'],
  ['Das Brautpaar schneidet die Hochzeitstorte an', 'cake-cutting', 'wedding'],
  ['Gli sposi tagliano la torta nuziale', 'cake-cutting', 'wedding'],
  ['A noiva e o noivo cortam o bolo de casamento', 'cake-cutting', 'wedding'],
  ['Het bruidspaar snijdt de bruidstaart aan', 'cake-cutting', 'wedding'],
  ['A bride and groom sharing their first dance', 'first-dance', 'wedding'],
  ['The newlyweds dancing at their wedding', 'first-dance', 'wedding'],
  ['The first dance at the wedding reception', 'first-dance', 'wedding'],
  ['Los novios bailan su primer baile', 'first-dance', 'wedding'],
  ['Les jeunes mariés ouvrent le bal', 'first-dance', 'wedding'],
  ['Das Brautpaar tanzt den Hochzeitstanz', 'first-dance', 'wedding'],
  ['Der Hochzeitstanz des Brautpaares', 'first-dance', 'wedding'],
  ['Il primo ballo degli sposi', 'first-dance', 'wedding'],
  ['A primeira dança dos noivos', 'first-dance', 'wedding'],
  ['Het bruidspaar danst de openingsdans', 'first-dance', 'wedding'],
  ['A couple exchanging vows under an arch in a garden', 'vows', 'park'],
  ['The bride and groom say their vows', 'vows', 'park'],
  ['Los novios intercambiando votos bajo el arco de flores', 'vows', 'park'],
  ["Les mariés échangent leurs vœux sous l'arche", 'vows', 'park'],
  ['Das Brautpaar gibt sich das Jawort unter dem Blumenbogen', 'vows', 'park'],
  ['Gli sposi si scambiano le promesse', 'vows', 'park'],
  ['Os noivos trocam votos sob o arco de flores', 'vows', 'park'],
  ['Het bruidspaar geeft elkaar het jawoord', 'vows', 'park'],
  ['A bride walking down the aisle', 'aisle-walk', 'park'],
  ['Una novia camina hacia el altar', 'aisle-walk', 'park'],
  ["La mariée remonte l'allée", 'aisle-walk', 'park'],
  ['Die Braut schreitet zum Altar', 'aisle-walk', 'park'],
  ["La sposa cammina verso l'altare", 'aisle-walk', 'park'],
  ['A noiva caminha até ao altar', 'aisle-walk', 'park'],
  ['De bruid loopt naar het altaar', 'aisle-walk', 'park'],
  ['Guests raising a toast at a wedding reception', 'wedding-toast', 'wedding'],
  ['Friends toasting at a wedding', 'wedding-toast', 'wedding'],
  ['Les invités trinquent au mariage', 'wedding-toast', 'wedding'],
  ['Los invitados brindan por los novios', 'wedding-toast', 'wedding'],
  ['Gli invitati brindano agli sposi', 'wedding-toast', 'wedding'],
];

describe('a wedding is drawn as its people do it, in one picture', () => {
  it('names at least 35 prompts in 7 languages', () => expect(AT_THE_WEDDING.length).toBeGreaterThanOrEqual(35));
  it.each(AT_THE_WEDDING)('%s', async (prompt, pose, setting) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBe(pose);
    expect(scene.setting).toBe(setting);
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.map((p) => withoutLook(p.picture).split(':')[1])).toEqual([pose]);
  });
});

describe('the bride and the groom are people in every language', () => {
  it.each([
    ['A bride smiling', 'bride'], ['Una novia sonriendo', 'bride'], ['Une mariée sourit', 'bride'], ['Die Braut lächelt', 'bride'], ['La sposa sorride', 'bride'], ['A noiva sorri', 'bride'], ['De bruid lacht', 'bride'],
    ['A groom adjusting his tie', 'groom'], ['El novio sonríe', 'groom'], ['Le marié sourit', 'groom'], ['Der Bräutigam lächelt', 'groom'], ['Lo sposo sorride', 'groom'], ['O noivo sorri', 'groom'], ['De bruidegom lacht', 'groom'],
    ['Newlyweds at their wedding reception', 'newlyweds'], ['Los recién casados', 'newlyweds'], ['Les jeunes mariés', 'newlyweds'], ['Das Brautpaar', 'newlyweds'], ['Gli sposi', 'newlyweds'], ['Os noivos', 'newlyweds'], ['Het bruidspaar', 'newlyweds'],
  ])('%s', (prompt, who) => {
    const { scene } = readScene(prompt);
    expect(scene.things.map((t) => t.concept)).toContain(who);
    expect(scene.setting).toBe('wedding');
  });

  it.each([
    ['A bride smiling', 'body:bridal:casual'],
    ['A groom adjusting his tie', 'body:facing:suit'],
    ['Newlyweds at their wedding reception', 'body:newlyweds:casual'],
  ])('%s is drawn whole in %s', async (prompt, picture) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      expect(people.map((p) => withoutLook(p.picture))).toEqual([picture]);
      expect(people[0]!.clipBottom).toBeUndefined();
    }
  });

  it('she wears a white gown; he a dark suit; named together they are drawn side by side in one picture', async () => {
    expect(await bodyPixelsNear('body:bridal:casual', GOWN)).toBeGreaterThan(2500);
    expect(await bodyPixelsNear('body:facing:suit', GOWN)).toBeLessThan(200);
    expect(await bodyPixelsNear('body:newlyweds:casual', GOWN)).toBeGreaterThan(2500);
    expect(await bodyPixelsNear('body:newlyweds:casual', GROOM.top)).toBeGreaterThan(1500);
  });
});

describe('words that only sound like a wedding draw none of it', () => {
  it.each([
    ['A baker cutting the cake', 'cake-cutting'],
    ['A shopper walking down the aisle of a supermarket', 'aisle-walk'],
    ['Friends toasting at the bar', 'wedding-toast'],
    ['Couples dancing at the jazz club', 'first-dance'],
  ])('%s', (prompt, pose) => expect(readScene(prompt).scene.pose).not.toBe(pose));
  it('grooming a dog brings no groom', () => expect(readScene('Groom your dog at home').scene.things.map((t) => t.concept)).not.toContain('groom'));
});

/** A prop drawn at 100 px a metre, y up, its x 0 at the canvas's middle: the pixels near `hex` (within 30) as [x, y] in metres. */
function drawnAt(prop: Prop, hex: string): [number, number][] {
  const canvas = createCanvas(400, 400);
  const ctx = canvas.getContext('2d');
  ctx.translate(200, 390);
  ctx.scale(100, -100);
  prop(ctx, { look: '120', animal: null });
  const px = ctx.getImageData(0, 0, 400, 400).data;
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) as [number, number, number];
  const out: [number, number][] = [];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! > 100 && Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 30) out.push([((i / 4) % 400 - 200) / 100, (390 - Math.floor(i / 4 / 400)) / 100]);
  }
  return out;
}

describe('drawn pixels', () => {
  it('the cake stands in three tiers, each narrower than the one under it', () => {
    const icing = drawnAt(weddingCake(0), '#fffdf8');
    let base = TABLE_TOP + 0.02;
    const widths = TIERS.map(([, h]) => {
      const mid = base + h / 2;
      base += h;
      const row = icing.filter(([, y]) => Math.abs(y - mid) < 0.006).map(([x]) => x);
      return Math.max(...row) - Math.min(...row);
    });
    expect(widths[0]!).toBeGreaterThan(widths[1]! + 0.05);
    expect(widths[1]!).toBeGreaterThan(widths[2]! + 0.05);
  });

  it('the arch stands on two posts, flowers along its top, open under it', () => {
    const blooms = drawnAt(flowerArch(-0.6, 0.6, 2.5), '#f4b6c2');
    expect(blooms.filter(([, y]) => y > 2.2).length).toBeGreaterThan(40);
    const posts = drawnAt(flowerArch(-0.6, 0.6, 2.5), '#f4efe4');
    expect(posts.filter(([x, y]) => y < 1 && x < -0.5).length).toBeGreaterThan(20);
    expect(posts.filter(([x, y]) => y < 1 && x > 0.5).length).toBeGreaterThan(20);
    expect(posts.filter(([x, y]) => y < 1.5 && Math.abs(x) < 0.4).length).toBe(0);
  });

  it('the reception has its long tables dressed in white', () => {
    expect(placePixels('wedding', -2, CLOTH)).toBeGreaterThan(5000);
  });
});
