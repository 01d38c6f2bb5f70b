/**
 * Issue 23: drinks served and shared. Wine poured from the bottle into a glass on the bar (tea from the pot
 * into a cup, a pint from the tap), the stream falling between them; friends raising their glasses until
 * they meet; a tea master kneeling at a low table whisking matcha; two people drinking tea across it. A wine
 * bar and a Japanese tea room are rooms of their own, their trade at work when named alone. Said in
 * en/fr/de/es/it/pt/nl/ja.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place it is set in, the whole picture drawn (`body:<pose>:<dress>`). */
const AT_IT: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['Un sommelier che versa un bicchiere di vino rosso', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['A sommelier pouring a glass of red wine', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['Le sommelier verse un verre de vin', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['Der Kellner schenkt Wein ein', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['El sumiller sirve una copa de vino', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['O escanção serve um copo de vinho', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['De sommelier schenkt wijn in', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  ['ソムリエがワインを注ぐ', 'pouring-wine', 'wine-bar', 'body:pouring-wine:apron'],
  // What is poured is tea where tea is said: from the pot into a cup.
  ['A waitress pouring a cup of tea in a tea room', 'pouring-tea', 'tea-room', 'body:pouring-tea:apron'],
  ['店員がお茶を注ぐ', 'pouring-tea', 'tea-room', 'body:pouring-tea:apron'],
  // A beer is pulled at the tap into a pint glass.
  ['A bartender pulling a pint', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['Der Wirt zapft ein Bier', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['El camarero tira una caña', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['Il barista spilla una birra', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['De barman tapt een biertje', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['店員がビールを注ぐ', 'pouring-beer', 'bar', 'body:pouring-beer:apron'],
  ['Degli amici che brindano', 'toasting', 'bar', 'body:toasting:casual'],
  ['Friends toasting at a wine bar', 'toasting', 'wine-bar', 'body:toasting:casual'],
  ['Des amis trinquent au bar', 'toasting', 'bar', 'body:toasting:casual'],
  ['Die Freunde stoßen an', 'toasting', 'bar', 'body:toasting:casual'],
  ['Unos amigos brindan en un bar', 'toasting', 'bar', 'body:toasting:casual'],
  ['Os amigos brindam', 'toasting', 'bar', 'body:toasting:casual'],
  ['Vrienden proosten', 'toasting', 'bar', 'body:toasting:casual'],
  ['友達が乾杯する', 'toasting', 'bar', 'body:toasting:casual'],
  ['抹茶を点てる店主', 'whisking-matcha', 'tea-room', 'body:whisking-matcha:polo'],
  ['A tea master whisking matcha', 'whisking-matcha', 'tea-room', 'body:whisking-matcha:apron'],
  ['Le maître de thé prépare le matcha', 'whisking-matcha', 'tea-room', 'body:whisking-matcha:apron'],
  ['縁側でお茶を楽しむ二人', 'drinking-tea', 'tea-room', 'body:drinking-tea:casual'],
  ['Two friends drinking tea in a tea house', 'drinking-tea', 'tea-room', 'body:drinking-tea:casual'],
  ['Deux amies boivent du thé dans un salon de thé', 'drinking-tea', 'tea-room', 'body:drinking-tea:casual'],
  ['Zwei Freunde trinken Tee im Teehaus', 'drinking-tea', 'tea-room', 'body:drinking-tea:casual'],
  ['Dos amigas toman té en una casa de té', 'drinking-tea', 'tea-room', 'body:drinking-tea:casual'],
];

describe('drinks are poured, raised and shared, drawn whole in one picture', () => {
  it.each(AT_IT.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    // The bottle, the glasses, the table, the bowls and whoever drinks with them are in the picture: nothing drawn again beside it.
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('a wine bar and a tea room named alone show their trade', () => {
  it.each([
    ['An enoteca', 'wine-bar', 'pouring-wine'],
    ['Una enoteca a Firenze', 'wine-bar', 'pouring-wine'],
    ['Ein Weinbar am Abend', 'wine-bar', 'pouring-wine'],
    ['茶房', 'tea-room', 'whisking-matcha'],
    ['A Japanese tea house', 'tea-room', 'whisking-matcha'],
    ['Un salon de thé', 'tea-room', 'whisking-matcha'],
    // The planner's own place shots (test/unit/planning/drink-trades.test.ts).
    ['L’interno di un’enoteca, pronto per aprire, con la luce del mattino', 'wine-bar', 'pouring-wine'],
    ['準備の整った茶房、朝の光', 'tea-room', 'whisking-matcha'],
    ['A sommelier pouring a glass of red wine at the bar inside a wine bar, midday daylight', 'wine-bar', 'pouring-wine'],
    ['A tea master whisking matcha at a low table inside a tea house', 'tea-room', 'whisking-matcha'],
  ])('%s', (prompt, setting, pose) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe(pose);
  });
});

describe('a place’s staff, where its trade is one worker’s picture, are that worker at it', () => {
  it.each([
    ['茶房で働くスタッフ、窓から差し込む昼の光', 'tea-room', 'whisking-matcha', 'barista'],
    ['ワインバーのスタッフ', 'wine-bar', 'pouring-wine', 'barista'],
    ['The team at work inside a wine bar', 'wine-bar', 'pouring-wine', 'barista'],
    ['チーズ店で働くスタッフ', 'cheese-shop', 'cutting-cheese', 'chef'],
  ])('%s', (prompt, setting, pose, worker) => {
    const { scene } = readScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe(pose);
    expect(scene.things.map((t) => `${t.concept}x${t.count}`)).toEqual([`${worker}x1`]);
  });

  it('staff in a shop that serves customers serve them (compose/team-at-work.ts), not one worker’s picture', () => {
    expect(readScene('Staff in a shop').scene.pose).toBe('checkout');
  });
});

describe('pouring is said with what is poured', () => {
  it.each(['Milk pouring into a latte', 'Coffee pouring into a cup on the counter', 'Pouring wine into a glass at sunset'])('%s is no one pouring wine', (prompt) => {
    expect(readScene(prompt).scene.pose).not.toBe('pouring-wine');
  });
});

/** The picture of a pose, as RGBA bytes with its width. */
async function pixels(pose: string, h = 240): Promise<{ data: Uint8ClampedArray; width: number }> {
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:apron`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:apron`, h);
  return { data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width };
}

/** How many pixels are near `rgb`. */
const near = ({ data }: { data: Uint8ClampedArray }, [r, g, b]: readonly number[]) => {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 30) n++;
  return n;
};

describe('the pictures show what is poured and drunk', () => {
  it('red wine falls from the bottle into the glass, above the glass’s bowl', async () => {
    const drawn = await pixels('pouring-wine');
    // The wine in the glass and the stream: more of it than a glass's fill alone.
    expect(near(drawn, [0x8e, 0x1b, 0x3a])).toBeGreaterThan(60);
  });

  it('beer runs from the tap into the pint, where wine and tea pour no beer', async () => {
    const beer = [0xe0, 0xa5, 0x26];
    expect(near(await pixels('pouring-beer'), beer)).toBeGreaterThan(40);
    expect(near(await pixels('pouring-wine'), beer)).toBe(0);
  });

  it('matcha is whisked green in its bowls', async () => {
    expect(near(await pixels('whisking-matcha'), [0x8f, 0xbf, 0x4a])).toBeGreaterThan(20);
  });

  it('a toast draws three people, their glasses raised together above their heads’ height', async () => {
    const drawn = await pixels('toasting');
    // Three wine glasses' worth of glass edge, none of which a standing figure alone draws.
    expect(near(drawn, [0x9f, 0xb4, 0xc2])).toBeGreaterThan(30);
    expect(near(await pixels('standing'), [0x9f, 0xb4, 0xc2])).toBe(0);
  });
});
