import { describe, expect, it } from 'vitest';
import { parallelism, videoFormat } from '../../lambdas/render/formats';
import { ASPECTS, QUALITIES } from '../../lambdas/render/spec';

const ratio = (a: string) => a.split(':').map(Number).reduce((w, h) => w / h);

describe('§2.2 aspect and quality map to exact output sizes', () => {
  it.each(ASPECTS.flatMap((a) => QUALITIES.map((q) => [a, q] as const)))('%s %s: even sides in the exact aspect ratio', (aspect, quality) => {
    const f = videoFormat(aspect, quality, false);
    expect(f.width % 2).toBe(0);
    expect(f.height % 2).toBe(0);
    expect(f.width / f.height).toBeCloseTo(ratio(aspect), 3);
  });

  it('higher quality never lowers resolution, frame rate or bitrate', () => {
    for (const aspect of ASPECTS) {
      const [d, s, p] = QUALITIES.map((q) => videoFormat(aspect, q, false));
      expect(d!.width).toBeLessThan(s!.width);
      expect(s!.width).toBeLessThan(p!.width);
      expect(d!.fps).toBeLessThanOrEqual(p!.fps);
      expect(d!.maxrateKbps).toBeLessThan(p!.maxrateKbps);
    }
  });

  it('draft stays 540×960, measured against 720×1280 (docs/render-engine.md "Draft size"), and reaches the platforms\' 1080×1920 with upscale', () => {
    expect(videoFormat('9:16', 'draft', false)).toMatchObject({ width: 540, height: 960 });
    expect(videoFormat('9:16', 'draft', true)).toMatchObject({ width: 1080, height: 1920, drawWidth: 540, drawHeight: 960 });
  });

  it('premium vertical video is full HD 1080×1920', () => {
    expect(videoFormat('9:16', 'premium', false)).toMatchObject({ width: 1080, height: 1920 });
    expect(videoFormat('16:9', 'premium', false)).toMatchObject({ width: 1920, height: 1080 });
  });

  it('upscale doubles the encoded size but not the drawn size', () => {
    const f = videoFormat('9:16', 'draft', true);
    expect(f).toMatchObject({ drawWidth: 540, drawHeight: 960, width: 1080, height: 1920 });
  });
});

describe('encoders at once follow the cores', () => {
  it('one a core up to 720p, one for every two cores above it, never none', () => {
    const draft = videoFormat('9:16', 'draft', false);
    const premium = videoFormat('9:16', 'premium', false);
    expect([parallelism(draft, 2), parallelism(premium, 2)]).toEqual([2, 1]);
    expect([parallelism(draft, 6), parallelism(premium, 6)]).toEqual([6, 3]);
    expect([parallelism(draft, 1), parallelism(premium, 1)]).toEqual([1, 1]);
  });
});
