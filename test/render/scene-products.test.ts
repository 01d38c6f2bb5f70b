/**
 * Issue 23: a product advert's scene shows the product it names. A coffee grinder is drawn as a
 * grinder with beans in its hopper (never a cup of coffee), beans as roasted coffee beans (never
 * kidney beans), a water bottle as one (never a lotion bottle), a desk lamp as a lamp, and "the
 * product" the engine cannot picture as a product box in the brand's colour; each in the words of
 * eight languages, and large in 9:16 and 16:9.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { drawProduct, PRODUCTS, type Product } from '../../lambdas/render/illustrations/products';
import { composeScene, FRAMINGS } from '../support/scene-compose';

const concepts = (prompt: string) => parsePrompt(prompt).things.map((t) => t.concept);

describe('the words of eight languages name the drawn products', () => {
  it.each([
    ['A compact coffee grinder grinding beans on a kitchen counter', ['grinder', 'beans']],
    ['A person holding the product on a sunny street', ['product']],
    ['Close-up of a steel water bottle beside a window', ['water-bottle']],
    ['A desk lamp on a desk beside a notebook', ['lamp']],
    // A product with no picture of its own is its box, never another machine (a juicer is no blender).
    ['A cold-press juicer on a kitchen counter', ['product']],
    ['The tea towels on a rug beside a sofa', ['product']],
    ['Un moulin à café et des grains sur le comptoir', ['grinder', 'beans']],
    ['Eine Kaffeemühle und Bohnen auf der Theke', ['grinder', 'beans']],
    ['Un molinillo de café y una botella de agua sobre la mesa', ['grinder', 'water-bottle']],
    ['Una lampada da scrivania e una borraccia sul tavolo', ['lamp', 'water-bottle']],
    ['Um moedor de café e grãos no balcão', ['grinder', 'beans']],
    ['Een koffiemolen en een drinkfles op het aanrecht', ['grinder', 'water-bottle']],
    // A dog's bed is its own, never a person's bed with a dog beside it.
    ['A dog beside an orthopaedic dog bed on a living-room rug', ['dog', 'dog-bed']],
    ['Ein Hund im Hundebett', ['dog', 'dog-bed']],
    ['犬用ベッドで眠る犬', ['dog', 'dog-bed']],
    ['キッチンのカウンターにコーヒーミルとコーヒー豆', ['grinder', 'beans']],
  ])('%s', (prompt, things) => {
    const found = concepts(prompt);
    for (const thing of things) expect(found, found.join(', ')).toContain(thing);
    expect(found).not.toContain('coffee');
    expect(found).not.toContain('lotion');
    expect(found).not.toContain('blender');
    expect(found).not.toContain('bed');
    expect(found).not.toContain('tea');
  });
});

describe('each product is drawn, in the brand colour where it has one', () => {
  const ACCENT = [224, 72, 120] as const;
  const draw = (product: Product) => {
    const canvas = createCanvas(200, 200);
    drawProduct(canvas.getContext('2d'), product, 200, 200, `rgb(${ACCENT.join(',')})`);
    return canvas.getContext('2d').getImageData(0, 0, 200, 200).data;
  };
  const share = (data: Uint8ClampedArray, test: (r: number, g: number, b: number) => boolean, from = 0, to = 200) => {
    let hits = 0;
    for (let i = from * 200 * 4; i < to * 200 * 4; i += 4) if (data[i + 3]! > 200 && test(data[i]!, data[i + 1]!, data[i + 2]!)) hits++;
    return hits / ((to - from) * 200);
  };
  const accent = (r: number, g: number, b: number) => Math.abs(r - ACCENT[0]) + Math.abs(g - ACCENT[1]) + Math.abs(b - ACCENT[2]) < 30;
  const bean = (r: number, g: number, b: number) => r > 60 && r < 130 && g < 80 && b < 50 && r > g + 20;

  it.each(PRODUCTS.filter((p) => p !== 'coffee-beans'))('%s shows the brand colour', (product) => {
    expect(share(draw(product), accent)).toBeGreaterThan(0.05);
  });

  it("the grinder's hopper, its top third, holds coffee beans; so does a heap of them", () => {
    expect(share(draw('grinder'), bean, 0, 70)).toBeGreaterThan(0.03);
    expect(share(draw('coffee-beans'), bean)).toBeGreaterThan(0.08);
    expect(concept('beans').picture).toBe('coffee-beans');
  });
});

describe('the named product is large in 9:16 and 16:9', () => {
  it.each([
    ['A compact coffee grinder on a kitchen counter, morning light', 'grinder', 0.4],
    ['The product on a table in a bright studio', 'product-box', 0.3],
    ['A person smiling beside a compact coffee grinder in a bright kitchen', 'grinder', 0.25],
    ['A person holding the product on a sunny street', 'product-box', 0.15],
  ] as const)('%s', async (prompt, picture, least) => {
    for (const aspect of ['9:16', '16:9'] as const) {
      for (const framing of FRAMINGS) {
        const { layout, content } = await composeScene(prompt, aspect, framing);
        const placed = layout.placed.find((p) => p.picture === picture);
        expect(placed, `${aspect} ${framing.shot}`).toBeDefined();
        expect(placed!.box.h / content.h, `${aspect} ${framing.shot}`).toBeGreaterThan(least);
      }
    }
  });
});
