/**
 * Step 1 of a render: one scene → its narration WAV and its video parts. Runs alone (one
 * worker per scene); the same spec and index always write the same paths. The parts are a
 * `head` (the first TRANSITION_SEC, blended with the previous scene by compose), the `body`
 * (copied into the final file untouched) and a `tail` (drawn past the scene's end, blended
 * with the next scene).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { captionCues, captionOverlay, captionWords, type CaptionWord, type Overlay } from './captions';
import { logoOverlay } from './brand';
import { safeAreas } from './draw/layout';
import { paletteFor } from './draw/palette';
import { hashString } from './draw/anim';
import { TextAudit, type TextLayer, type TextSpan } from './draw/text-audit';
import { ensureFonts, familiesFor, isRtl } from './fonts';
import { videoFormat } from './formats';
import { encodeFrames } from './frame-encoder';
import type { RenderPorts, WordMark } from './ports';
import { placeVisemes, type VisemeMark } from './speech/visemes';
import { loadSceneAssets } from './scene-assets';
import { sceneSource } from './scene-source';
import type { RenderSpec } from './spec';
import { decodeWav, wavDurationSec, type PcmAudio } from './audio/wav';
import { NARRATION_LEAD_SEC, sceneTiming, transitionFrames, type SceneTiming } from './timing';

export interface SceneNarration {
  path: string;
  /** Where the line starts within the scene. */
  offsetSec: number;
  /** On-screen length of the line after the tempo change. */
  speechSec: number;
  tempo: number;
}

export interface SceneClip {
  index: number;
  durationSec: number;
  frames: number;
  parts: { head: string | null; body: string; tail: string | null };
  narration: SceneNarration | null;
  /** The narration's words, timed from the scene's start (for the WebVTT file). */
  captions: CaptionWord[];
  /** Every text box drawn, by frame from the scene's start (for check:video). */
  text: TextSpan[];
}

/** An end card follows the last scene only when there is a logo to put on it. */
export function hasEndCard(spec: RenderSpec): boolean {
  return Boolean(spec.brand?.logoUrl);
}

/** A scene draws its transition into the next scene (or the end card) past its own end. */
export function hasTail(spec: RenderSpec, index: number): boolean {
  return index < spec.scenes.length - 1 || hasEndCard(spec);
}

/** Stable per scene, so a re-render (or a model given it) draws the same picture. */
export function sceneSeed(spec: RenderSpec, index: number): number {
  const scene = spec.scenes[index]!;
  return hashString(`${index}|${scene.type}|${scene.prompt}`);
}

export function sceneStem(outDir: string, index: number): string {
  return join(outDir, `scene-${String(index).padStart(2, '0')}`);
}

/**
 * What a scene needs before its first frame: its narration (synthesized and written once) and
 * its timing, which the narration's length decides. The soundtrack needs only this, so a
 * whole-video render can mix it while the scenes draw.
 */
export interface PreparedScene extends SceneTiming {
  index: number;
  speech: { script: string; audio: PcmAudio; words: CaptionWord[]; visemes: VisemeMark[] } | null;
  narration: SceneNarration | null;
}

export async function prepareScene(spec: RenderSpec, index: number, ports: RenderPorts, outDir: string): Promise<PreparedScene> {
  const scene = spec.scenes[index];
  if (!scene) throw new RangeError(`scene ${index} is not in the plan`);
  const format = videoFormat(spec.aspect, spec.quality, spec.upscale);
  const script = spec.narration ? scene.script?.trim() : undefined;
  let spoken: { audio: PcmAudio; marks: WordMark[] | null; visemes: VisemeMark[] | null } | null = null;
  let path = '';
  if (script) {
    const { wav, words, visemes } = await ports.speech.synthesize({ text: script, voiceId: spec.voiceId, language: spec.language });
    await mkdir(outDir, { recursive: true });
    path = `${sceneStem(outDir, index)}.narration.wav`;
    await writeFile(path, wav);
    spoken = { audio: decodeWav(wav), marks: words, visemes };
  }
  const timing = sceneTiming(scene.durationSec, spoken ? wavDurationSec(spoken.audio) : null, format.fps);
  const speech =
    script && spoken
      ? {
          script,
          audio: spoken.audio,
          words: captionWords({ script, marks: spoken.marks, offsetSec: NARRATION_LEAD_SEC, tempo: timing.tempo, speechSec: timing.speechSec }),
          visemes: placeVisemes(spoken.visemes ?? [], NARRATION_LEAD_SEC, timing.tempo, NARRATION_LEAD_SEC + timing.speechSec),
        }
      : null;
  return {
    index,
    ...timing,
    speech,
    narration: speech ? { path, offsetSec: NARRATION_LEAD_SEC, speechSec: timing.speechSec, tempo: timing.tempo } : null,
  };
}

export interface RenderSceneOptions {
  /** The scene already prepared (renderVideo prepares every scene up front). */
  prepared?: Promise<PreparedScene>;
  onFrame?: (frame: number, total: number) => void;
}

export async function renderScene(
  spec: RenderSpec,
  index: number,
  ports: RenderPorts,
  outDir: string,
  { prepared, onFrame }: RenderSceneOptions = {},
): Promise<SceneClip> {
  const scene = spec.scenes[index];
  if (!scene) throw new RangeError(`scene ${index} is not in the plan`);
  ensureFonts();
  await mkdir(outDir, { recursive: true });
  const format = videoFormat(spec.aspect, spec.quality, spec.upscale);
  const stem = sceneStem(outDir, index);

  const [timing, assets] = await Promise.all([prepared ?? prepareScene(spec, index, ports, outDir), loadSceneAssets(spec, scene, ports)]);
  const { speech } = timing;
  const transition = transitionFrames(format.fps);
  const withHead = index > 0;
  const withTail = hasTail(spec, index);
  const total = timing.frames + (withTail ? transition : 0);

  const burnIn = speech !== null && spec.captionStyle !== 'none';
  const areas = safeAreas(spec.aspect, format.drawWidth, format.drawHeight, burnIn);
  const palette = paletteFor(spec.brand, spec.artStyle);
  const families = familiesFor(spec.language);
  const rtl = isRtl(spec.language);
  const geometry = { width: format.drawWidth, height: format.drawHeight, fps: format.fps, frames: total };
  const source = await sceneSource({
    spec,
    scene,
    index,
    ports,
    assets,
    areas,
    palette,
    geometry,
    families,
    rtl,
    seed: sceneSeed(spec, index),
    speech: speech ? { audio: speech.audio, offsetSec: NARRATION_LEAD_SEC, tempo: timing.tempo, words: speech.words, visemes: speech.visemes } : null,
    workDir: outDir,
  });

  const overlays: [TextLayer, Overlay][] = [];
  if (speech && spec.captionStyle !== 'none') {
    const look = { width: format.drawWidth, height: format.drawHeight, families, rtl, accent: palette.accent };
    overlays.push(['caption', captionOverlay(captionCues(speech.words, spec.captionStyle), spec.captionStyle, areas.caption, look)]);
  }
  if (assets.logo) overlays.push(['logo', logoOverlay(assets.logo, areas.logo)]);
  const audit = new TextAudit();

  const parts = {
    head: withHead ? `${stem}.head.mp4` : null,
    body: `${stem}.body.mp4`,
    tail: withTail ? `${stem}.tail.mp4` : null,
  };
  try {
    await encodeFrames({
      format,
      frames: total,
      cuts: [...(withHead ? [transition] : []), ...(withTail ? [timing.frames] : [])],
      parts: [parts.head, parts.body, parts.tail].filter((p): p is string => p !== null),
      async draw(ctx, frame) {
        audit.layer = 'scene';
        await source.draw(ctx, frame);
        for (const [layer, overlay] of overlays) {
          audit.layer = layer;
          overlay.draw(ctx, frame / format.fps);
        }
      },
      onFrame: onFrame && ((frame) => onFrame(frame, total)),
      audit,
    });
  } finally {
    await source.close?.();
  }
  return {
    index,
    durationSec: timing.durationSec,
    frames: timing.frames,
    parts,
    narration: timing.narration,
    captions: speech?.words ?? [],
    text: audit.finish(),
  };
}
