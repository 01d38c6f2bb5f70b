/**
 * Issue 22 item 3, a photo that talks, drawn as the presenter port draws it: the landmark-driven
 * mouth (between an /m/ frame and an /a/ frame at the same head pose only the mouth region
 * changes), the face recorded as the frame's subject clear of the captions in every aspect, and
 * a photo with no face to animate keeping its camera move while the job's log says why.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_PRESETS, type AvatarPreset } from '../../lambdas/core/presets';
import { illustratedPresenter } from '../../lambdas/render/adapters/illustrated-presenter';
import { overlaps, safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { findFace } from '../../lambdas/render/face/detector';
import { framePhoto } from '../../lambdas/render/face/framing';
import type { FaceLandmarks } from '../../lambdas/render/face/landmarks';
import { ensureFonts, familiesFor } from '../../lambdas/render/fonts';
import { videoFormat } from '../../lambdas/render/formats';
import type { PresenterRequest } from '../../lambdas/render/ports';
import { photoPresenter } from '../../lambdas/render/presenter/photo';
import type { Aspect } from '../../lambdas/render/spec';
import type { VisemeMark } from '../../lambdas/render/speech/visemes';
import { logger } from '../../lambdas/shared/logger';

let photo: Image;
let face: FaceLandmarks;
beforeAll(async () => {
  ensureFonts();
  photo = await loadImage(await readFile('bench/fixtures/astronaut.jpg'));
  face = (await findFace(photo))!;
}, 60_000);
afterEach(() => vi.restoreAllMocks());

const FPS = 24;
const FRAMES = 48;

function request(image: Image, aspect: Aspect, visemes: VisemeMark[], quality: 'draft' | 'premium' = 'draft'): PresenterRequest {
  const { drawWidth: width, drawHeight: height } = videoFormat(aspect, quality, false);
  const areas = safeAreas(aspect, width, height, true);
  return {
    width,
    height,
    fps: FPS,
    frames: FRAMES,
    face: { kind: 'photo', image },
    content: areas.content,
    walking: false,
    speech: { visemes, words: [{ text: 'Hello', start: 0.2, end: 0.8 }], level: new Float32Array(FRAMES).fill(0.4) },
    prompt: 'The commander talking to camera',
    palette: paletteFor(null, 'cinematic'),
    lowerThird: { name: 'Mission commander', role: null },
    lowerThirdBox: areas.lowerThird,
    families: familiesFor('en'),
    rtl: false,
    artStyle: 'cinematic',
    seed: 11,
  };
}

async function pixelsAt(req: PresenterRequest, frame: number) {
  const canvas = createCanvas(req.width, req.height);
  const source = await photoPresenter(req, photo, () => {});
  await source.draw(canvas.getContext('2d'), frame);
  return canvas.getContext('2d').getImageData(0, 0, req.width, req.height).data;
}

describe('the photo presenter’s mouth follows the visemes', () => {
  it('between an /m/ and an /a/ at the same moment (same head pose, same blink) only the mouth region changes', async () => {
    const frame = 24;
    const at = frame / FPS - 0.2;
    const m = request(photo, '9:16', [{ time: at, viseme: 'MBP' }]);
    const a = request(photo, '9:16', [{ time: at, viseme: 'AI' }]);
    const [pm, pa] = await Promise.all([pixelsAt(m, frame), pixelsAt(a, frame)]);
    // The lower face at rest: from the nostrils and the jaw beside them to below the chin, and
    // round the jaw line by half a face unit (the jaw moves inside a ring that far out); widened
    // by the head's drift at this frame (a fifth of a face unit at most).
    const framing = framePhoto(face.points, photo, { width: m.width, height: m.height, content: m.content, floor: m.lowerThirdBox.y });
    const at2 = (i: number) => ({ x: framing.x + face.points[i]!.x * framing.scale, y: framing.y + face.points[i]!.y * framing.scale });
    const unit = at2(45).x - at2(36).x;
    const drift = 0.2 * unit;
    const box = {
      x0: at2(2).x - unit / 2 - drift,
      x1: at2(14).x + unit / 2 + drift,
      y0: Math.min(...[3, 13, 31, 32, 33, 34, 35].map((i) => at2(i).y)) - drift,
      y1: at2(8).y + unit + drift,
    };
    // Eyes, brows, hair, backdrop and shoulders are all outside it.
    expect(box.y0).toBeGreaterThan(Math.max(at2(41).y, at2(46).y));
    expect((box.x1 - box.x0) * (box.y1 - box.y0)).toBeLessThan(0.2 * m.width * m.height);
    let outside = 0;
    let inside = 0;
    let insideCount = 0;
    for (let y = 0; y < m.height; y++) {
      for (let x = 0; x < m.width; x++) {
        const i = (y * m.width + x) * 4;
        const d = Math.abs(pm[i]! - pa[i]!) + Math.abs(pm[i + 1]! - pa[i + 1]!) + Math.abs(pm[i + 2]! - pa[i + 2]!);
        if (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1) {
          inside += d;
          insideCount++;
        } else outside = Math.max(outside, d);
      }
    }
    expect(outside).toBe(0);
    // The jaw drops and the mouth opens: a clear change over the lower face.
    expect(inside / insideCount).toBeGreaterThan(8);
  }, 60_000);

  it('without visemes (a voice that gives none) the jaw follows the loudness: a silent frame differs from a loud one', async () => {
    const silent = request(photo, '9:16', []);
    const loud = { ...silent, speech: { ...silent.speech, level: new Float32Array(FRAMES).fill(0.9) } };
    const [ps, pl] = await Promise.all([pixelsAt({ ...silent, speech: { ...silent.speech, level: new Float32Array(FRAMES) } }, 20), pixelsAt(loud, 20)]);
    let changed = 0;
    for (let i = 0; i < ps.length; i += 4) if (Math.abs(ps[i]! - pl[i]!) > 20) changed++;
    expect(changed).toBeGreaterThan(200);
  }, 60_000);
});

describe('the face is the frame’s subject, clear of the captions', () => {
  const aspects: Aspect[] = ['9:16', '16:9', '1:1', '4:5', '4:3', '3:4'];
  for (const aspect of aspects) {
    it(`${aspect}: the recorded face box is inside the frame and out of the caption band on every frame`, async () => {
      const req = request(photo, aspect, [{ time: 0.3, viseme: 'AI' }]);
      const areas = safeAreas(aspect, req.width, req.height, true);
      const source = await photoPresenter(req, photo, () => {});
      const ctx = createCanvas(req.width, req.height).getContext('2d');
      const audit = new TextAudit();
      const stop = audit.watch(ctx);
      for (let frame = 0; frame < FRAMES; frame += 6) {
        audit.beginFrame(frame);
        await source.draw(ctx, frame);
        audit.endFrame();
      }
      stop();
      const subjects = audit.finish().filter((s) => s.layer === 'subject');
      expect(subjects.length).toBeGreaterThan(0);
      for (const { box } of subjects) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(req.width);
        expect(overlaps(box, areas.caption)).toBe(false);
      }
    }, 60_000);
  }
});

describe('a photo with no face to animate', () => {
  /** A still life: a table, a cup, a window; nothing a detector takes for a face. */
  async function stillLife(): Promise<Image> {
    const c = createCanvas(480, 360);
    const g = c.getContext('2d');
    g.fillStyle = '#d9c7a7';
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = '#9fc5e8';
    g.fillRect(300, 40, 140, 120);
    g.fillStyle = '#7a5230';
    g.fillRect(0, 250, 480, 110);
    g.fillStyle = '#f4f1ea';
    g.fillRect(150, 180, 90, 80);
    return loadImage(await c.encode('png'));
  }

  it('keeps the gentle camera move, and the job’s log says why (no data URI, the photo by its size)', async () => {
    const image = await stillLife();
    const log = vi.fn();
    const source = await illustratedPresenter({ log }).generate(request(image, '9:16', []));
    expect(log).toHaveBeenCalledTimes(1);
    const [message, fields] = log.mock.calls[0]!;
    expect(message).toMatch(/cannot be animated/);
    expect(fields).toEqual({ reason: 'no face found in the photo', photo: { width: 480, height: 360 } });
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/data:|base64/);
    // The camera still moves: two frames a second apart differ.
    const ctx = createCanvas(540, 960).getContext('2d');
    await source.draw(ctx, 0);
    const first = ctx.getImageData(0, 0, 540, 960).data.slice();
    await source.draw(ctx, 24);
    const later = ctx.getImageData(0, 0, 540, 960).data;
    expect(first.some((v, i) => Math.abs(v - later[i]!) > 8)).toBe(true);
  }, 60_000);

  it('a face too small to move (a distant figure) falls back the same way, saying how small it is', async () => {
    const small = createCanvas(128, 128);
    small.getContext('2d').drawImage(photo, 0, 0, 128, 128);
    const image = await loadImage(await small.encode('png'));
    const log = vi.fn();
    await photoPresenter(request(image, '9:16', []), image, log);
    const reason = log.mock.calls[0]?.[1]?.reason as string | undefined;
    // Found or not at this size, it is not animated, and the log says which.
    expect(reason).toMatch(/no face found|px tall/);
  }, 60_000);

  it('by default the line goes to the service’s structured logger (which carries the job and the step)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await illustratedPresenter().generate(request(await stillLife(), '16:9', []));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cannot be animated/), expect.objectContaining({ reason: 'no face found in the photo' }));
  }, 60_000);
});

describe('an avatar preset backed by a photo', () => {
  // A package of its own stands in for a portrait shipped with its model release.
  const pkg = '.cache/photo-presenter-test';
  const dir = join('node_modules', pkg);
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('talks as its photo (found in its package, as the render bundle carries it), with no line in the log', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'portrait.jpg'), await readFile('bench/fixtures/astronaut.jpg'));
    const preset: AvatarPreset = { ...AVATAR_PRESETS.maya, photo: { pkg, file: 'portrait.jpg' } };
    const asPhoto = request(photo, '4:5', [{ time: 0.2, viseme: 'AI' }]);
    const log = vi.fn();
    const source = await illustratedPresenter({ log }).generate({ ...asPhoto, face: { kind: 'preset', preset } });
    expect(log).not.toHaveBeenCalled();
    const ctx = createCanvas(asPhoto.width, asPhoto.height).getContext('2d');
    await source.draw(ctx, 12);
    const expected = await pixelsAt(asPhoto, 12);
    expect(Buffer.from(ctx.getImageData(0, 0, asPhoto.width, asPhoto.height).data).equals(Buffer.from(expected))).toBe(true);
  }, 60_000);

  it('none of the shipped presets has one: no real person is a stock avatar without a model release', () => {
    expect(Object.values<AvatarPreset>(AVATAR_PRESETS).filter((p) => p.photo)).toEqual([]);
  });
});
