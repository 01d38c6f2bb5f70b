/**
 * One fuller render through the real offline ports (eSpeak NG narration in its own process):
 * narration, captions, ducked music, loudness, logo, transitions and end card, checked in the file.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_LUFS } from '../../lambdas/render/audio/mix';
import { checkVideo } from '../../lambdas/render/check-video';
import { defaultPorts } from '../../lambdas/render/default-ports';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { videoFormat } from '../../lambdas/render/formats';
import type { VideoFacts } from '../../lambdas/render/probe';
import { renderVideo } from '../../lambdas/render/render-video';
import { END_CARD_SEC, NARRATION_LEAD_SEC } from '../../lambdas/render/timing';
import { MAGENTA_LOGO, PRODUCT_PHOTO, spec } from './support/fixtures';
import { frameAt, frameChange, frameLuma, isMagenta, isWhite, loudness, probe, shareOfPixels } from './support/media';

/** Long enough for a line of narration to cover 70% of it. */
const SCENE_SEC = 5;

const plan = spec(
  [
    // Scripts fill their scenes (check:video wants narration over 70% of them) and say more than the
    // copy on screen, so their captions are burned in.
    { type: 'motion', prompt: 'Wake up to better coffee', role: 'hook', script: 'Wake up to a better cup of coffee, every single day of the week.', durationSec: SCENE_SEC },
    { type: 'i2v_fast', prompt: 'The bag on a kitchen table', role: 'body', script: 'Roasted this week in small batches, all by hand, just for you.', durationSec: SCENE_SEC },
    { type: 'motion', prompt: 'Order at example.com', role: 'cta', script: 'Order yours today, online at example dot com, in a minute.', durationSec: SCENE_SEC },
  ],
  {
    narration: true,
    musicStyle: 'corporate-pop',
    brand: { logoUrl: MAGENTA_LOGO, colors: ['#1b4332', '#ffd166'] },
    productImageUrl: PRODUCT_PHOTO,
  },
);
const ports = defaultPorts();
const format = videoFormat('9:16', 'draft', false);
const areas = safeAreas('9:16', format.width, format.height, true);
const plannedSec = 3 * SCENE_SEC + END_CARD_SEC;

let dir: string;
let out: string;
let facts: VideoFacts;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'full-render-'));
  out = join(dir, 'advert.mp4');
  facts = await renderVideo(plan, ports, out);
}, 120_000);
afterAll(async () => {
  await ports.speech.close?.();
  await rm(dir, { recursive: true, force: true });
});

describe('a narrated, branded advert', () => {
  it('passes npm run check:video: no black or frozen stretch, loudness, A/V length, all text in the safe area', async () => {
    const report = await checkVideo(out);
    expect(report.checks.text).toMatchObject({ ok: true });
    expect(Object.entries(report.checks).filter(([, c]) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('lasts the planned length (scenes + end card) within 0.1 s, H.264 + AAC', async () => {
    const info = await probe(out);
    expect(Math.abs(info.durationSec - plannedSec)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(facts.durationSec - plannedSec)).toBeLessThanOrEqual(0.1);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect((await stat(facts.posterPath)).size).toBeGreaterThan(1000);
  });

  it('§6 music and voice are normalized to −14 LUFS (±1 LU) with true peak ≤ −1 dBTP', async () => {
    const { integrated, truePeak } = await loudness(out);
    expect(Math.abs(integrated - TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(truePeak).toBeLessThanOrEqual(-1);
  });

  it('has no black frames, and no frozen frames across scene joins', async () => {
    const luma = await frameLuma(out);
    expect(luma.length).toBe(Math.round(plannedSec * format.fps));
    expect(Math.min(...luma)).toBeGreaterThan(16);
    const change = await frameChange(out);
    for (const join of [1, 2, 3].map((n) => n * SCENE_SEC * format.fps)) {
      for (let f = join - 12; f < join + 12; f++) expect(change[f]).toBeGreaterThan(0);
    }
  });

  it('burns captions into the caption area while the line is spoken', async () => {
    // White words on a plate of the brand's darkest colour (#1b4332), darkened for contrast.
    const isPlate = (r: number, g: number, b: number) => g > r + 15 && g > b && r + g + b < 200;
    const frame = await frameAt(out, NARRATION_LEAD_SEC + 0.5);
    const spokenPlate = shareOfPixels(frame, areas.caption, isPlate);
    expect(shareOfPixels(frame, areas.caption, isWhite)).toBeGreaterThan(0.01);
    expect(spokenPlate).toBeGreaterThan(0.3);
    // After the narration and before the next scene, the caption area is free again: no words, no plate
    // (the scene's own brand-green is a fraction of what the plate covered).
    const quiet = await frameAt(out, SCENE_SEC - 0.2);
    expect(shareOfPixels(quiet, areas.caption, isWhite)).toBeLessThan(0.005);
    expect(shareOfPixels(quiet, areas.caption, isPlate)).toBeLessThan(spokenPlate / 4);
  });

  it('shows the brand logo in its corner in every scene, and ends on the end card', async () => {
    for (const t of [1, SCENE_SEC + 2, 2 * SCENE_SEC + 2]) {
      expect(shareOfPixels(await frameAt(out, t), areas.logo, isMagenta)).toBeGreaterThan(0.3);
    }
    const end = await frameAt(out, plannedSec - 0.3);
    const centre = { x: format.width * 0.25, y: format.height * 0.25, w: format.width * 0.5, h: format.height * 0.3 };
    expect(shareOfPixels(end, centre, isMagenta)).toBeGreaterThan(0.1);
  });
});
