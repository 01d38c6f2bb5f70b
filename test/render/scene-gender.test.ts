/**
 * A person word that says its gender draws that person with a woman's or a man's look (lexicons/gender-words.ts):
 * feminine agent nouns with their article, English -woman/-ess and "female", German -in, Dutch -ster/-es, 女性の, a
 * pronoun after; unmarked words keep the seeded variety.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { FRAMINGS, composeScene } from '../support/scene-compose';
import { drawFrontHead, lookOf } from '../../lambdas/render/illustrations/figure-look';

/** Hair styles the figure set gives a woman and a man (figure-look.ts): only a woman's say she is one. */
const STYLES = { woman: ['long', 'bun', 'ponytail'], man: ['short', 'curly'] } as const;

/** The completed scene's people, each with their gender and the hair styles of their drawn figures. */
async function cast(prompt: string) {
  const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
  return scene.things.flatMap((t, i) =>
    concept(t.concept).kind === 'person'
      ? [{ concept: t.concept, gender: t.gender, styles: layout.placed.filter((p) => p.thing === i && /@\d{3}$/.test(p.picture)).map((p) => lookOf(p.picture.slice(-3)).style) }]
      : [],
  );
}

const WOMEN: [string, string][] = [
  ['Una instructora enseñando a niños en la playa', 'coach'],
  ['Zeigen Sie eine Floristin, die einen Strauß bindet', 'florist'],
  ['Eine Rezeptionistin am Empfang eines Hotels', 'receptionist'],
  ['La poissonnière sur le marché', 'woman-chef'],
  ['Une randonneuse en montagne au lever du soleil', 'walker'],
  ['Una gelataia serve un gelato in gelateria', 'staff'],
  ['Una cliente paga en la tienda', 'customer'],
  ['A cliente paga no balcão da loja', 'customer'],
  ['Een verkoopster in de winkel', 'staff'],
  ['Een lerares in de klas', 'teacher'],
  ['A waitress serving coffee in a café', 'barista'],
  ['A female mechanic changing a tyre in a garage', 'mechanic'],
  ['A saleswoman in a shop', 'staff'],
  ['A florist arranging flowers in her shop; she smiles', 'florist'],
  ['女性の店員がカフェでコーヒーを出す', 'barista'],
];

const MEN: [string, string][] = [
  ['Un instructor enseñando a niños en la playa', 'coach'],
  ['Ein Florist bindet einen Strauß', 'florist'],
  ['Il cameriere serve un caffè al bar', 'barista'],
  ['A salesman in a shop', 'staff'],
];

describe('a person word that says its gender', () => {
  it.each(WOMEN)('draws a woman: %s', async (prompt, id) => {
    const people = await cast(prompt);
    const person = people.find((p) => p.concept === id)!;
    expect(person.gender).toBe('woman');
    expect(person.styles.length).toBeGreaterThan(0);
    for (const style of person.styles) expect(STYLES.woman).toContain(style);
  });

  it.each(MEN)('draws a man: %s', async (prompt, id) => {
    const person = (await cast(prompt)).find((p) => p.concept === id)!;
    expect(person.gender).toBe('man');
    for (const style of person.styles) expect(STYLES.man).toContain(style);
  });

  it('女性の店員 is one person, not a woman beside a clerk', async () => {
    expect((await cast('女性の店員がカフェでコーヒーを出す')).map((p) => p.concept)).toEqual(['barista']);
  });

  it.each([
    ['A barista pouring latte art in a café'],
    ['Una persona camina por la playa'],
    ['Ein Kind spielt im Park'],
    ['Los clientes esperan en la tienda'],
    ['Een kapper knipt haar in de salon'],
  ])('keeps the seeded variety where no gender is said: %s', async (prompt) => {
    for (const person of await cast(prompt)) expect(person.gender).toBeUndefined();
  });

  it('a said gender wins over a trade drawn as a woman by default (hairdresser)', async () => {
    const person = (await cast('A male hairdresser cutting hair in a salon'))[0]!;
    expect(person.gender).toBe('man');
    for (const style of person.styles) expect(STYLES.man).toContain(style);
  });
});

describe('a girl and a boy', () => {
  it.each([
    ['A little girl holding a puppy in the park'],
    ['Ein kleines Mädchen mit einem Hund im Park'],
    ['小さな女の子が子犬を抱いている'],
    ['Una niña con su perro en el parque'],
  ])('a young girl is a child drawn with a girl’s hair: %s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    const girl = scene.things.findIndex((t) => concept(t.concept).kind === 'person');
    expect(scene.things[girl]).toMatchObject({ young: true, gender: 'woman' });
    const drawn = layout.placed.filter((p) => p.thing === girl && /@\d{3}$/.test(p.picture));
    expect(drawn.length).toBeGreaterThan(0);
    for (const p of drawn) {
      expect(p.picture).toMatch(/^body:[a-z-]+:child[:~@]/);
      expect(STYLES.woman).toContain(lookOf(p.picture.slice(-3)).style);
    }
  });

  it('a bare "girl" stays a young woman, as the lexicons list her; a boy is a child', async () => {
    expect((await cast('A girl holding a puppy'))[0]).toMatchObject({ concept: 'woman', gender: 'woman' });
    const { scene } = await composeScene('A boy holding a puppy', '9:16', FRAMINGS[0]!);
    expect(scene.things[0]).toMatchObject({ concept: 'child', young: true, gender: 'man' });
    expect(scene.pose).toBe('holding-pet');
  });
});

describe('a woman’s long hair, seen from the front', () => {
  it('falls either side of the neck, never across the chin (it read as a beard)', () => {
    const r = 60;
    const canvas = createCanvas(200, 240);
    const ctx = canvas.getContext('2d');
    ctx.translate(100, 100);
    ctx.scale(1, -1);
    drawFrontHead(ctx, lookOf('001'), r);
    // Below the chin (y = -1.3r, drawn y up): nothing under it, and hair at each side.
    const alpha = (x: number) => ctx.getImageData(100 + x, 100 + r * 1.3, 1, 1).data[3]!;
    expect(alpha(0)).toBe(0);
    expect(alpha(-r * 0.9)).toBeGreaterThan(200);
    expect(alpha(r * 0.9)).toBeGreaterThan(200);
  });
});
