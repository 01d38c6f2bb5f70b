/**
 * A staged product scene's props (a cup, a plant beside the product) stand clear of the product:
 * no prop's box overlaps the product's widest silhouette (its box pushed in to the camera's
 * largest zoom), at six aspects, for tall, square and wide products; each stays in the content
 * area and is never drawn smaller than MIN_PROP of the product (it is left out instead).
 */
import { describe, expect, it } from 'vitest';
import { safeAreas, type Box } from '../../lambdas/render/draw/layout';
import { MIN_PROP, productBox, propPlaces } from '../../lambdas/render/scenes/camera-move';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES } from '../support/motion-frames';

const SIZES = DRAFT_SIZES;
const PRODUCTS = { tall: { width: 300, height: 500 }, square: { width: 600, height: 600 }, wide: { width: 900, height: 500 } };
const PROPS = [
  { picture: 'hot-beverage', scale: 0.5 },
  { picture: 'potted-plant', scale: 0.8 },
  { picture: 'croissant', scale: 0.4 },
];
/** The camera's largest push-in (camera-move.ts MAX_ZOOM is 1.07): the product's box grown by 8% about its centre covers it. */
const widest = (b: Box): Box => ({ x: b.x - b.w * 0.04, y: b.y - b.h * 0.04, w: b.w * 1.08, h: b.h * 1.08 });
const overlapX = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);

describe('props stand clear of the product', () => {
  const cases = (Object.keys(SIZES) as Aspect[]).flatMap((aspect) => (Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[]).map((shape) => [aspect, shape] as const));
  it.each(cases)('%s, a %s product: every prop beside it, none over it, in the content area', (aspect, shape) => {
    const [width, height] = SIZES[aspect];
    const content = safeAreas(aspect, width, height, true).content;
    const box = productBox(content, PRODUCTS[shape]);
    const props = propPlaces(box, content, PROPS, Math.min(width, height) / 100);
    const product = widest(box);
    for (const p of props) {
      const prop = { x: p.x, y: box.y + box.h - p.size, w: p.size, h: p.size };
      expect(overlapX(prop, product), `${p.picture} at ${prop.x.toFixed(0)}+${prop.w.toFixed(0)}, product ${product.x.toFixed(0)}+${product.w.toFixed(0)}`).toBeLessThanOrEqual(0);
      expect(prop.x).toBeGreaterThanOrEqual(content.x - 0.5);
      expect(prop.x + prop.w).toBeLessThanOrEqual(content.x + content.w + 0.5);
      expect(p.size).toBeGreaterThanOrEqual(box.h * MIN_PROP - 0.01);
    }
    // Props never overlap each other either.
    for (const [i, a] of props.entries()) for (const b of props.slice(i + 1)) expect(overlapX({ x: a.x, y: 0, w: a.size, h: 1 }, { x: b.x, y: 0, w: b.size, h: 1 })).toBeLessThanOrEqual(0);
  });

  it('where there is room, the props are staged (16:9, a tall product: all three)', () => {
    const content = safeAreas('16:9', 960, 540, true).content;
    expect(propPlaces(productBox(content, PRODUCTS.tall), content, PROPS, 5.4).length).toBe(3);
  });
});
