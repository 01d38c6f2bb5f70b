/**
 * A call-to-action button reads as finished in every frame: from the first frame its pill is
 * drawn, its words are drawn with it as solid as they end, so a viewer never sees an empty bar
 * (the end card's 16:9 panel showed one for a frame before its call appeared). Counted in
 * pixels: the share of the pill's area its words' ink covers, against the settled button's.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ART_STYLES } from '../../lambdas/core/render/vocabulary';
import { ensureFonts, familiesFor, isRtl } from '../../lambdas/render/fonts';
import { ctaButton } from '../../lambdas/render/motion/button';
import { THEMES } from '../../lambdas/render/motion/theme';

beforeAll(() => ensureFonts());

const SIZES: [string, number, number][] = [['9:16', 540, 960], ['16:9', 960, 540], ['1:1', 720, 720]];
const LABELS: [string, string][] = [['fr', 'Prenez vite vos billets'], ['en', 'Book at pawsvet.example.ie'], ['ar', 'اطلب الآن من matjar.example.sa'], ['he', 'הזמינו עכשיו']];

/**
 * Dark pill pixels and light ink pixels on a mid-grey ground, in the rows from `top` down `rows`: the
 * frame's band the button is set in (twice its greatest height), drawn and read alone.
 */
function count(width: number, top: number, rows: number, draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void) {
  const canvas = createCanvas(width, rows);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, width, rows);
  ctx.translate(0, -top);
  draw(ctx);
  const { data } = ctx.getImageData(0, 0, width, rows);
  let pill = 0;
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    const lum = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (lum < 60) pill++;
    else if (lum > 200) ink++;
  }
  return { pill, ink };
}

describe('a button is never an empty bar', () => {
  it.each(SIZES.flatMap(([aspect, w, h]) => ART_STYLES.map((style) => [aspect, w, h, style] as const)))('%s, %s', (_, width, height, style) => {
    for (const [language, label] of LABELS) {
      const canvas = { families: familiesFor(language), rtl: isRtl(language), width, height };
      const m = createCanvas(8, 8).getContext('2d');
      const at = { cx: width / 2, cy: height / 2, maxW: width * 0.8, maxH: height * 0.2 };
      const button = ctaButton(m, THEMES[style], canvas, label, at, '#111827', 0.5);
      const band = (draw: Parameters<typeof count>[3]) => count(width, Math.floor(at.cy - at.maxH), Math.ceil(at.maxH * 2), draw);
      const settled = band((ctx) => button.draw(ctx, 2.1));
      const full = settled.ink / settled.pill;
      for (let frame = 12; frame <= 30; frame++) {
        const { pill, ink } = band((ctx) => button.draw(ctx, frame / 24));
        if (pill < 50) continue;
        expect(ink / pill, `${label} at frame ${frame}`).toBeGreaterThan(full * 0.5);
      }
    }
  });
});
