/** Presenter requests as the engine builds them (draft size, the layout's areas with captions), and a line's hand-made timing. */
import { createCanvas } from '@napi-rs/canvas';
import { AVATAR_PRESETS, type AvatarPreset, type AvatarPresetId } from '../../../lambdas/core/presets';
import { safeAreas } from '../../../lambdas/render/draw/layout';
import { paletteFor, parseHex } from '../../../lambdas/render/draw/palette';
import { familiesFor } from '../../../lambdas/render/fonts';
import { videoFormat } from '../../../lambdas/render/formats';
import type { PresenterRequest, PresenterSpeech } from '../../../lambdas/render/ports';
import { illustratedPresenter, presenterPlan } from '../../../lambdas/render/presenter/illustrated';
import { MOUTH_HALF_WIDTH, MOUTH_INSIDE, MOUTH_Y } from '../../../lambdas/render/presenter/mouth';
import type { Aspect } from '../../../lambdas/render/spec';

export const FPS = 24;

export interface PresenterOptions {
  aspect?: Aspect;
  preset?: AvatarPresetId;
  prompt?: string;
  walking?: boolean;
  rtl?: boolean;
  seconds?: number;
  speech?: PresenterSpeech;
}

/** Words spoken one after another from 0.3 s, each as long as its letters, pausing after punctuation; loud while spoken. */
export function spokenLine(line: string, seconds: number): PresenterSpeech {
  const words: PresenterSpeech['words'] = [];
  let t = 0.3;
  for (const text of line.split(' ')) {
    const d = 0.12 + text.length * 0.045;
    words.push({ text, start: t, end: t + d });
    t += d + (/[,.!?]$/.test(text) ? 0.3 : 0.05);
  }
  const level = new Float32Array(Math.round(seconds * FPS));
  for (const w of words) for (let f = Math.floor(w.start * FPS); f < Math.min(level.length, w.end * FPS); f++) level[f] = 0.6;
  return { visemes: [], words, level };
}

export function presenterRequest(o: PresenterOptions = {}): PresenterRequest {
  const aspect = o.aspect ?? '9:16';
  const seconds = o.seconds ?? 4;
  const format = videoFormat(aspect, 'draft', false);
  const areas = safeAreas(aspect, format.drawWidth, format.drawHeight, true);
  const preset = AVATAR_PRESETS[o.preset ?? 'maya'];
  return {
    width: format.drawWidth,
    height: format.drawHeight,
    fps: FPS,
    frames: Math.round(seconds * FPS),
    face: { kind: 'preset', preset },
    content: areas.content,
    walking: o.walking ?? false,
    speech: o.speech ?? { visemes: [], words: [], level: new Float32Array(Math.round(seconds * FPS)) },
    prompt: o.prompt ?? `${preset.label} talking to camera`,
    palette: paletteFor(null, 'cinematic'),
    lowerThird: { name: preset.label, role: 'Head barista' },
    lowerThirdBox: areas.lowerThird,
    families: familiesFor('en'),
    rtl: o.rtl ?? false,
    artStyle: 'cinematic',
    seed: 7,
  };
}

/** The caption band of the same layout. */
export function captionBand(aspect: Aspect) {
  const format = videoFormat(aspect, 'draft', false);
  return safeAreas(aspect, format.drawWidth, format.drawHeight, true).caption;
}

export interface Mouth {
  /** Pixels showing the inside of the mouth, and their bounding box. */
  inside: number;
  width: number;
  height: number;
  /** Near-white pixels: teeth. */
  teeth: number;
}

/**
 * Reads the mouth in frames of the request: each frame rendered, then the pixels of an oval round
 * the mouth where the head is at that instant, inside the face at every point (the hair and the
 * neck stay outside it).
 */
export function mouthReader(req: PresenterRequest, preset: AvatarPreset): (frame: number) => Promise<Mouth> {
  const { framing, performance } = presenterPlan(req, preset);
  const source = illustratedPresenter(req, preset);
  const ctx = createCanvas(req.width, req.height).getContext('2d');
  const [ir, ig, ib] = parseHex(MOUTH_INSIDE);
  return async (frame) => {
    await source.draw(ctx, frame);
    const { offset, head } = performance.poseAt(frame / req.fps, frame);
    const rx = (MOUTH_HALF_WIDTH + 0.05) * framing.r;
    const ry = 0.34 * framing.r;
    const mx = framing.cx + (offset.x + head.shift) * framing.r;
    const my = framing.cy + (offset.y + head.nod + MOUTH_Y + 0.06) * framing.r;
    const x0 = Math.floor(mx - rx);
    const y0 = Math.floor(my - ry);
    const w = Math.ceil(2 * rx);
    const h = Math.ceil(2 * ry);
    const { data } = ctx.getImageData(x0, y0, w, h);
    const found = { inside: 0, teeth: 0, x: [] as number[], y: [] as number[] };
    for (let i = 0; i < data.length; i += 4) {
      const x = (i / 4) % w;
      const y = Math.floor(i / 4 / w);
      if (((x0 + x - mx) / rx) ** 2 + ((y0 + y - my) / ry) ** 2 > 1) continue;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.abs(r - ir) + Math.abs(g - ig) + Math.abs(b - ib) < 30) {
        found.inside++;
        found.x.push(x);
        found.y.push(y);
      }
      if (r > 240 && g > 236 && b > 228) found.teeth++;
    }
    const extent = (v: number[]) => (v.length ? Math.max(...v) - Math.min(...v) + 1 : 0);
    return { inside: found.inside, width: extent(found.x), height: extent(found.y), teeth: found.teeth };
  };
}
