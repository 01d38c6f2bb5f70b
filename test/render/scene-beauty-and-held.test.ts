/**
 * Issue 23: skincare and beauty products drawn as their kind, in the brand's colour with a label (a
 * serum is a small dropper bottle, a cream a jar, never the set's pink soap-pump bottle), in the words
 * of eight languages; "in a bathroom" keeps the bathroom whatever the light; and a person holding a
 * product holds it themselves, beside the face or at the chest, never in front of their face. An
 * e-scooter is the commuter's machine in the brand's colour with its lit display, never a child's kick scooter.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { BEAUTY_PRODUCTS, type BeautyProduct } from '../../lambdas/render/illustrations/beauty-products';
import { drawProduct } from '../../lambdas/render/illustrations/products';
import type { Box } from '../../lambdas/render/draw/layout';
import { composeScene, EVERYWHERE } from '../support/scene-compose';

const concepts = (prompt: string) => parsePrompt(prompt).things.map((t) => t.concept);

describe('beauty products are named as their kind in eight languages', () => {
  it.each([
    ['The Glow serum on a shelf beside a folded towel', ['serum']],
    ['A jar of face cream on a marble counter', ['cream']],
    ['A red lipstick beside a perfume bottle', ['lipstick', 'perfume']],
    ['A bottle of shampoo and a tube of sunscreen', ['lotion', 'tube']],
    ['A sheet mask on a vanity table', ['face-mask']],
    ['Un sérum et une crème hydratante sur une étagère', ['serum', 'cream']],
    ['Ein Gesichtsserum und eine Sonnencreme', ['serum', 'tube']],
    ['Un sérum y una crema facial', ['serum', 'cream']],
    ['Un siero viso e un profumo', ['serum', 'perfume']],
    ['Um sérum e um protetor solar', ['serum', 'tube']],
    ['Een serum en een dagcrème', ['serum', 'cream']],
    ['美容液とクリームと香水', ['serum', 'cream', 'perfume']],
  ])('%s', (prompt, kinds) => {
    const found = concepts(prompt);
    for (const kind of kinds) expect(found, found.join(', ')).toContain(kind);
  });

  it('each kind is drawn by the engine, never the set’s pump bottle with its water drop', () => {
    expect(concept('serum').picture).toBe('serum-bottle');
    expect(concept('cream').picture).toBe('cream-jar');
    expect(concept('lipstick').picture).toBe('lipstick-tube');
    expect(concept('perfume').picture).toBe('perfume-bottle');
    expect(concept('lotion').picture).toBe('pump-bottle');
    expect(concept('tube').picture).toBe('squeeze-tube');
    expect(concept('face-mask').picture).toBe('mask-sachet');
  });
});

describe('each beauty product is drawn in the brand colour, with a label', () => {
  const draw = (product: BeautyProduct) => {
    const canvas = createCanvas(200, 200);
    drawProduct(canvas.getContext('2d'), product, 200, 200, '#408cc8');
    return canvas.getContext('2d').getImageData(0, 0, 200, 200).data;
  };
  const share = (data: Uint8ClampedArray, test: (r: number, g: number, b: number) => boolean) => {
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && test(data[i]!, data[i + 1]!, data[i + 2]!)) hits++;
    return hits / (data.length / 4);
  };
  const near = (c: readonly number[]) => (r: number, g: number, b: number) => Math.abs(r - c[0]!) + Math.abs(g - c[1]!) + Math.abs(b - c[2]!) < 40;
  /** The brand's blue, lighter or darker: blue well above red, green between. */
  const brand = (r: number, g: number, b: number) => b > r + 60 && g > r + 20 && b > g + 20;

  it.each(BEAUTY_PRODUCTS)('%s', (product) => {
    const data = draw(product);
    expect(share(data, brand)).toBeGreaterThan(0.04);
    // The label's cream band (a lipstick's case has none).
    if (product !== 'lipstick-tube') expect(share(data, near([251, 247, 241]))).toBeGreaterThan(0.01);
  });

  it('a serum is a slim bottle under its dark pipette bulb; a cream jar is wider than it is tall', () => {
    const width = (data: Uint8ClampedArray, from: number, to: number) => {
      let [lo, hi] = [200, 0];
      for (let y = from; y < to; y++) for (let x = 0; x < 200; x++) if (data[(y * 200 + x) * 4 + 3]! > 200) [lo, hi] = [Math.min(lo, x), Math.max(hi, x)];
      return hi - lo;
    };
    const serum = draw('serum-bottle');
    expect(width(serum, 0, 200)).toBeLessThan(90);
    expect(share(serum.slice(0, 60 * 200 * 4), (r, g, b) => r + g + b < 200)).toBeGreaterThan(0.03);
    const jar = draw('cream-jar');
    expect(width(jar, 0, 200)).toBeGreaterThan(130);
  });
});

describe('"in a bathroom" keeps the bathroom', () => {
  it.each([
    'A person smiling, holding the Glow serum in a bathroom, golden hour light through the windows',
    'A woman applying the serum in the bathroom mirror, morning light',
    'The serum on a shelf in a bright bathroom',
    'Une femme tenant un sérum dans la salle de bain',
    'Eine Frau mit Gesichtsserum im Badezimmer',
    'Una mujer con un sérum en el baño',
    'Una donna con un siero in bagno',
    'Uma mulher com um sérum na casa de banho',
    'Een vrouw met een serum in de badkamer',
    '浴室で美容液を持つ女性',
  ])('%s', (prompt) => {
    expect(parsePrompt(prompt).setting).toBe('bathroom');
  });

  it('someone applying serum there does it at the mirror', () => {
    expect(parsePrompt('A woman applying the serum in the bathroom mirror').pose).toBe('skincare');
  });
});

describe('a held product never hides a face', () => {
  const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const HELD = [
    ['A person smiling, holding the Glow serum in a bathroom, golden hour light', 'serum-bottle'],
    ['A woman smiling, holding a jar of face cream on a sunny balcony', 'cream-jar'],
    ['A person smiling, holding a water bottle on a sunny street', 'water-bottle'],
    ['A person holding a perfume bottle beside a mirror in a calm bathroom', 'perfume-bottle'],
  ] as const;

  it.each(HELD)('%s: the person named holds it, not a hand from nowhere', (prompt) => {
    const graph = parsePrompt(prompt);
    expect(graph.things.map((t) => t.concept)).not.toContain('hand');
    const hold = graph.relations.find((r) => r.kind === 'holding')!;
    expect(concept(graph.things[hold.ground]!.concept).kind).toBe('person');
  });

  it.each(HELD)('%s: the product is clear of the face in every aspect and framing', async (prompt, picture) => {
    for (const [label, aspect, framing] of EVERYWHERE) {
      const { layout } = await composeScene(prompt, aspect, framing);
      const face = layout.placed.find((p) => p.face)?.face;
      const held = layout.placed.find((p) => p.picture === picture);
      expect(face, label).toBeDefined();
      expect(held, label).toBeDefined();
      expect(overlap(face!, held!.box) / (face!.w * face!.h), label).toBeLessThan(0.02);
    }
  });
});

describe("an e-scooter is drawn as the commuter's machine", () => {
  it.each([
    ['The Zip e-scooter leaning against a brick wall', 'e-scooter'],
    ['An electric scooter parked by the front door', 'e-scooter'],
    ['A person carrying an electric skateboard into a bright office', 'skateboard'],
    ['Une trottinette électrique contre un mur', 'e-scooter'],
    ['Ein E-Scooter an der Wand', 'e-scooter'],
    ['Un patinete eléctrico junto a la puerta', 'e-scooter'],
    ['Un monopattino elettrico contro il muro', 'e-scooter'],
    ['Uma trotinete elétrica junto à porta', 'e-scooter'],
    ['Een elektrische step tegen de muur', 'e-scooter'],
    ['壁の前の電動キックボード', 'e-scooter'],
  ])('%s', (prompt, id) => {
    expect(concepts(prompt)).toContain(id);
    expect(concepts(prompt)).not.toContain('scooter');
  });

  it('in the brand colour, its display lit at the top of the stem, its two wheels on the ground', () => {
    const canvas = createCanvas(200, 200);
    drawProduct(canvas.getContext('2d'), 'e-scooter', 200, 200, '#408cc8');
    const data = canvas.getContext('2d').getImageData(0, 0, 200, 200).data;
    const count = (test: (r: number, g: number, b: number) => boolean, y0: number, y1: number) => {
      let n = 0;
      for (let i = y0 * 800; i < y1 * 800; i += 4) if (data[i + 3]! > 200 && test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
      return n;
    };
    expect(count((r, g, b) => Math.abs(r - 64) + Math.abs(g - 140) + Math.abs(b - 200) < 30, 0, 200)).toBeGreaterThan(1000);
    expect(count((r, g, b) => g > 200 && b > 170 && r < 150, 0, 50)).toBeGreaterThan(40);
    expect(count((r, g, b) => r + g + b < 120, 150, 200)).toBeGreaterThan(800);
  });

  it('a close-up of its deck shows it large, in 9:16 and 16:9', async () => {
    for (const [label, aspect, framing] of EVERYWHERE) {
      const { layout, content } = await composeScene('Close-up of the deck of the Zip e-scooter on a city pavement, golden hour light', aspect, framing);
      const scooter = layout.placed.find((p) => p.picture === 'e-scooter');
      expect(scooter, label).toBeDefined();
      expect(scooter!.box.h / content.h, label).toBeGreaterThan(0.3);
    }
  });
});
