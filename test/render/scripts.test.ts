/**
 * Every script the voices speak renders with the shipped fonts: a caption and a motion title in
 * each are drawn through the engine's own code, every character of them has a glyph in one of
 * the families the font string names, and the drawn text has ink.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { captionCues, captionOverlay, captionWords } from '../../lambdas/render/captions';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { ensureFonts, familiesFor, fontFilesByFamily, isRtl } from '../../lambdas/render/fonts';
import { motionScene } from '../../lambdas/render/scenes/motion';
import { coveredCodePoints } from './support/cmap';

const SAMPLES: Record<string, string> = {
  ja: '朝をもっと美味しく。新しいラテ！',
  zh: '让早晨更美好，现在就订购。',
  ko: '더 나은 아침, 지금 주문하세요.',
  ar: 'صباح أفضل مع قهوتنا.',
  he: 'בוקר טוב יותר עם הקפה שלנו.',
  hi: 'हमारी कॉफ़ी के साथ बेहतर सुबह।',
  th: 'เช้าที่ดีกว่ากับกาแฟของเรา',
  ru: 'Лучшее утро с нашим кофе.',
  el: 'Καλύτερο πρωινό με τον καφέ μας.',
};

const { width, height } = { width: 540, height: 960 };
const areas = safeAreas('9:16', width, height, true);
let coverage: Map<string, Set<number>>;

beforeAll(() => {
  ensureFonts();
  coverage = new Map(Object.entries(fontFilesByFamily()).map(([family, files]) => [family, new Set(files.flatMap((f) => [...coveredCodePoints(f)]))]));
});

function missing(text: string, language: string): string[] {
  const families = familiesFor(language).split(', ');
  return [...text].filter((ch) => !/\s/.test(ch) && !families.some((f) => coverage.get(f)!.has(ch.codePointAt(0)!)));
}

function inkIn(canvas: Canvas, box: { x: number; y: number; w: number; h: number }): number {
  const data = canvas.getContext('2d').getImageData(box.x, box.y, box.w, box.h).data;
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) ink++;
  return ink / (box.w * box.h);
}

describe('§2.2 language: every script renders with the shipped fonts', () => {
  for (const [language, text] of Object.entries(SAMPLES)) {
    it(`${language}: no glyph of a caption or a title is missing, and both are drawn`, async () => {
      expect(missing(text, language)).toEqual([]);
      const look = { width, height, families: familiesFor(language), rtl: isRtl(language), accent: '#ffd166', plate: '#000000' };
      const words = captionWords({ script: text, marks: null, offsetSec: 0, tempo: 1, speechSec: 3 });
      const caption = createCanvas(width, height);
      const c = caption.getContext('2d');
      c.fillStyle = '#000000';
      c.fillRect(0, 0, width, height);
      captionOverlay(captionCues(words, 'block'), 'block', [areas.caption], look).draw(c, 0.1);
      expect(inkIn(caption, areas.caption)).toBeGreaterThan(0.005);

      const title = createCanvas(width, height);
      const scene = motionScene({
        scene: { type: 'motion', prompt: text },
        palette: paletteFor(null, 'cinematic'),
        artStyle: 'cinematic',
        width,
        height,
        fps: 24,
        content: areas.content,
        families: look.families,
        rtl: look.rtl,
        product: null,
        logo: null,
        stepNumber: 1,
        // The look that sets the title in white on the dark house palette, which inkIn counts.
        seed: 0,
      });
      await scene.draw(title.getContext('2d'), 48);
      expect(inkIn(title, areas.content)).toBeGreaterThan(0.005);
    });
  }

  it('a script with no shipped font is reported missing (the check can fail)', () => {
    expect(missing('ሰላም', 'am')).not.toEqual([]);
  });
});
