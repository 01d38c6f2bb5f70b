/**
 * Issue 23: a logo is always legible (≥ 3:1 against the pixels actually behind it, plated when
 * not), the end card repeats the call to action, and the poster shows the title with no caption.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegibleLogo, logoSprite, LOGO_MIN_CONTRAST, measuredContrast } from '../../lambdas/render/brand';
import { checkVideo } from '../../lambdas/render/check-video';
import { posterTime, type LayoutRecord, type LayoutSpan } from '../../lambdas/render/companion-files';
import type { SceneClip } from '../../lambdas/render/render-scene';
import { renderVideo } from '../../lambdas/render/render-video';
import { MAGENTA_LOGO, spec, testPorts } from './support/fixtures';
import { endCard } from '../../lambdas/render/scenes/end-card';
import { videoCallToAction } from '../../lambdas/render/motion/copy';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { familiesFor } from '../../lambdas/render/fonts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'motion-brand-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function ground(colour: string) {
  const canvas = createCanvas(200, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 200, 120);
  return ctx;
}

describe('issue 23: a logo is always legible', () => {
  it('the contrast is read from the pixels behind the logo: a magenta logo on magenta measures 1:1, on white over 3:1', async () => {
    const sprite = logoSprite(await loadImage(MAGENTA_LOGO), 100, 50, false);
    expect(measuredContrast(await ground('#ff00ff'), sprite, 50, 30)).toBeCloseTo(1, 1);
    expect(measuredContrast(await ground('#ffffff'), sprite, 50, 30)).toBeGreaterThan(LOGO_MIN_CONTRAST);
  });

  it('on a ground of its own colour the logo is plated, and what is then behind it measures ≥ 3:1; on a contrasting ground it stays bare', async () => {
    const sprite = logoSprite(await loadImage(MAGENTA_LOGO), 100, 50, false);
    const own = new LegibleLogo(sprite);
    own.draw(await ground('#ff00ff'), 50, 30);
    expect(own.legibility()).toMatchObject({ treatment: 'plate' });
    expect(own.legibility()!.contrast).toBeGreaterThanOrEqual(LOGO_MIN_CONTRAST);
    const contrasting = new LegibleLogo(sprite);
    contrasting.draw(await ground('#101010'), 50, 30);
    expect(contrasting.legibility()).toMatchObject({ treatment: 'bare' });
  });

  it('a video in the logo\'s own colour: every scene and the end card record the logo at ≥ 3:1, the end card repeats the call to action, and check:video passes it', async () => {
    const out = join(dir, 'brand.mp4');
    await renderVideo(
      spec(
        [
          { type: 'motion', role: 'hook', prompt: 'Spring sale', script: 'Our spring sale starts today.', durationSec: 3 },
          { type: 'motion', role: 'cta', prompt: 'Shop at example.com', script: 'Shop at example dot com.', durationSec: 3 },
        ],
        { narration: true, brand: { logoUrl: MAGENTA_LOGO, colors: ['#ff00ff'] }, musicStyle: 'upbeat-tech' },
      ),
      testPorts(),
      out,
    );
    const record = JSON.parse(await readFile(out.replace(/\.mp4$/, '.layout.json'), 'utf8')) as LayoutRecord;
    expect(record.logos.map((l) => l.scene)).toEqual([0, 1, null]);
    for (const logo of record.logos) {
      expect(logo.treatment).toBe('plate');
      expect(logo.contrast).toBeGreaterThanOrEqual(LOGO_MIN_CONTRAST);
    }
    expect(record.plannedSec).toBe(3 + 3 + record.endCardSec);
    // The end card's button says what the cta scene's did.
    const card = endCard({
      logo: await loadImage(MAGENTA_LOGO),
      title: 'Spring sale',
      cta: videoCallToAction({ scenes: [{ type: 'motion', role: 'cta', prompt: 'Shop at example.com' }] }),
      palette: paletteFor({ logoUrl: null, colors: ['#ff00ff'] }, 'cinematic'),
      artStyle: 'cinematic',
      width: 270,
      height: 480,
      fps: 24,
      content: safeAreas('9:16', 270, 480, false).content,
      families: familiesFor('en'),
      rtl: false,
    });
    const ctx = createCanvas(270, 480).getContext('2d');
    const audit = new TextAudit();
    const stop = audit.watch(ctx);
    audit.beginFrame(0);
    await card.draw(ctx, 48);
    audit.endFrame();
    stop();
    expect(audit.finish().map((s) => s.text)).toEqual(expect.arrayContaining(['logo', 'example.com', 'Spring sale']));
    const report = await checkVideo(out);
    expect(report.checks.logo.ok).toBe(true);
    expect(report.checks.text.ok).toBe(true);
    expect(report.checks.stillness.ok).toBe(true);
  });
});

describe('issue 23: the poster shows the title with no caption', () => {
  const span = (text: string, layer: LayoutSpan['layer'], start: number, end: number, scene = 0): LayoutSpan => ({ text, layer, scene, start, end, box: { x: 10, y: 10, w: 200, h: 60 } });
  const clips = [{ index: 0, durationSec: 4 }, { index: 1, durationSec: 4 }] as SceneClip[];
  const record = (spans: LayoutSpan[]): LayoutRecord => ({ width: 540, height: 960, fps: 24, safe: { x: 0, y: 0, w: 540, h: 960 }, spans, logos: [], plannedSec: 8, minSec: 7.6, maxSec: 8.4, endCardSec: 0, voiced: [] });

  it('once the title has arrived, at the first moment no caption is on screen', () => {
    // The title's words show from 0.1 s and 0.3 s and keep moving (many spans); captions run 0.3–3.5 s.
    const spans = [span('Spring', 'scene', 0.1, 0.2), span('Spring', 'scene', 0.2, 3.9), span('sale', 'scene', 0.3, 3.9), span('Our spring sale', 'caption', 0.3, 2), span('starts today.', 'caption', 2, 3.5), span('Shop', 'scene', 4.2, 7.9, 1)];
    spans[5]!.box = { x: 0, y: 0, w: 20, h: 20 };
    const t = posterTime(record(spans), clips);
    expect(t).toBeGreaterThanOrEqual(3.5);
    expect(t).toBeLessThan(4);
  });

  it('with no caption in the way, as soon as the title has arrived', () => {
    const t = posterTime(record([span('Spring', 'scene', 0.1, 3.9), span('sale', 'scene', 0.3, 3.9)]), clips);
    expect(t).toBeCloseTo(1.1, 5);
  });
});
