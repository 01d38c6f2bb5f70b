/** Presenter requests as the engine builds them (draft size, the layout's areas with captions), and a line's hand-made timing. */
import { AVATAR_PRESETS, type AvatarPresetId } from '../../../lambdas/core/presets';
import { safeAreas } from '../../../lambdas/render/draw/layout';
import { paletteFor } from '../../../lambdas/render/draw/palette';
import { familiesFor } from '../../../lambdas/render/fonts';
import { videoFormat } from '../../../lambdas/render/formats';
import type { PresenterRequest, PresenterSpeech } from '../../../lambdas/render/ports';
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
