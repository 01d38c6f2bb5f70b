/**
 * Issue 23 item 3: a block caption sits on a plate in the brand's own dark colour, and its white
 * words keep ≥ 4.5:1 against the plate whatever picture shows through it.
 */
import { describe, expect, it } from 'vitest';
import { CAPTION_CONTRAST, captionPlate } from '../../lambdas/render/captions';
import { contrastRatio, mix, paletteFor, toHex } from '../../lambdas/render/draw/palette';
import { ART_STYLES } from '../../lambdas/render/spec';

/** The plate's colour over a picture of `behind`. */
function seen(plate: string, behind: string): string {
  const [r, g, b, a] = /rgba\((\d+),(\d+),(\d+),([\d.]+)\)/.exec(plate)!.slice(1).map(Number) as [number, number, number, number];
  return mix(toHex([r, g, b]), behind, 1 - a);
}

const BRANDS = [['#8a4b12', '#f4e3c3'], ['#0d6e6e'], ['#f4e3c3'], ['#ffd23f', '#3a36db'], ['#ffffff', '#e6007e'], ['#1b3a6b', '#f2b84b']];

describe('the caption plate', () => {
  it.each(BRANDS)('brand %s: white words keep 4.5:1 over a white, black or mid-grey picture', (...colors) => {
    const plate = captionPlate(paletteFor({ logoUrl: null, colors }, 'cinematic'));
    for (const behind of ['#ffffff', '#000000', '#808080']) expect(contrastRatio('#ffffff', seen(plate, behind))).toBeGreaterThanOrEqual(CAPTION_CONTRAST);
  });

  it.each(ART_STYLES)('%s house palettes too', (style) => {
    for (const seed of [0, 1, 2]) expect(contrastRatio('#ffffff', seen(captionPlate(paletteFor(null, style, seed)), '#ffffff'))).toBeGreaterThanOrEqual(CAPTION_CONTRAST);
  });

  it('is the brand\'s colour, not a grey box: a bakery\'s brown plate is brown, a teal brand\'s teal', () => {
    const [r, g, b] = /rgba\((\d+),(\d+),(\d+)/.exec(captionPlate(paletteFor({ logoUrl: null, colors: ['#8a4b12', '#f4e3c3'] }, 'cinematic')))!.slice(1).map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(b + 30);
    const [r2, g2, b2] = /rgba\((\d+),(\d+),(\d+)/.exec(captionPlate(paletteFor({ logoUrl: null, colors: ['#0d6e6e'] }, 'cinematic')))!.slice(1).map(Number) as [number, number, number];
    expect(g2).toBeGreaterThan(r2 + 30);
    expect(b2).toBeGreaterThan(r2 + 30);
    expect(g).toBeLessThan(r);
  });
});
