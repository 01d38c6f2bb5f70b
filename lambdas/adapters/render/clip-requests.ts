/**
 * What a clip model is asked for, built from the stored request the way the engine will render
 * the scene: the same frame size, the same seed, the same length (the narration decides it), the
 * same picture or face, and for a presenter the very narration the scene will play, laid on the
 * scene's own timeline so the talking head's frames line up with the scene's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { clipSecondsFor, type ClipModel } from '../../core/clips/generated-clips';
import type { StoredRequest } from '../../core/jobs/stored-request';
import { parsePrompt } from '../../render/compose/parse-prompt';
import { runFfmpeg } from '../../render/ffmpeg';
import type { RenderPorts } from '../../render/ports';
import { hasTail, prepareScene, sceneSeed } from '../../render/render-scene';
import { loadSceneAssets } from '../../render/scene-assets';
import type { ArtStyle, Aspect, Quality } from '../../render/spec';
import { NARRATION_LEAD_SEC, transitionFrames } from '../../render/timing';
import { toRenderSpec } from '../../render/spec';

export interface FootageClipRequest {
  /** The scene's prompt and art direction, as the scene gives them. */
  prompt: string;
  artStyle: ArtStyle;
  aspect: Aspect;
  quality: Quality;
  /** The frame the clip will cover, px. */
  width: number;
  height: number;
  /** How long the scene plays the clip (its transition included), s. */
  sceneSec: number;
  /** The clip length to ask for (the one the render was priced at); shorter than the scene, it loops. */
  clipSec: number;
  seed: number;
  /** i2v: the picture to animate (the scene's image, else the product photo). */
  image: Image | null;
  /** Words a stock library can search for: the things and the place the prompt names (stockKeywords). */
  keywords: string[];
}

export interface PresenterClipRequest {
  /** The face, a PNG at most FACE_MAX_SIDE px on its longer side. */
  face: Buffer;
  /** Mono 16-bit WAV as long as the scene: silence, the line where and as fast as the scene plays it, silence. */
  audio: Buffer;
  durationSec: number;
  width: number;
  height: number;
  fps: number;
  /** The scene's direction (garments, setting) for models that take one. */
  prompt: string;
}

const FACE_MAX_SIDE = 1024;
const AUDIO_RATE = 48_000;
const MAX_KEYWORDS = 3;
/** Words that say nothing a stock library could find. */
const FILLER = new Set('a an and the of in on at to with for from by our your their its is are be this that these those very new best just'.split(' '));

/** The prompt a video model is given: the scene's words, its art direction, and the video's art style, within `maxChars`. */
export function stylePrompt(request: Pick<FootageClipRequest, 'prompt' | 'artStyle'>, maxChars: number): string {
  const style = `, ${request.artStyle.replace('_', ' ')} style`;
  return request.prompt.slice(0, maxChars - style.length) + style;
}

/**
 * Search words for a stock library: the things the prompt names and its setting, as the engine reads
 * them (compose/parse-prompt.ts: in English whatever the prompt's language, the library's best
 * language), in the prompt's order; a prompt naming none gives its first content words.
 */
export function stockKeywords(prompt: string): string[] {
  const graph = parsePrompt(prompt);
  const named = [...graph.things.map((thing) => thing.concept.replace(/^icon:/, '')), ...(graph.setting ? [graph.setting] : [])];
  const words = named.length > 0 ? named : (prompt.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).filter((w) => !FILLER.has(w));
  // A hyphenated id (coffee-machine) is searched as the phrase it stands for.
  return [...new Set(words)].slice(0, MAX_KEYWORDS).map((w) => w.replace(/-/g, ' '));
}

/** The scene's geometry and timing as the engine will render it (the narration is spoken here once). */
async function sceneShape(stored: StoredRequest, index: number, ports: RenderPorts, workDir: string) {
  const spec = toRenderSpec(stored);
  const { format } = spec;
  const prepared = await prepareScene(spec, index, ports, workDir);
  const frames = prepared.frames + (hasTail(spec, index) ? transitionFrames(format.fps) : 0);
  return { spec, format, prepared, durationSec: frames / format.fps };
}

export async function footageClipRequest(stored: StoredRequest, index: number, model: ClipModel, ports: RenderPorts, workDir: string): Promise<FootageClipRequest> {
  const { spec, format, durationSec } = await sceneShape(stored, index, ports, workDir);
  const scene = spec.scenes[index]!;
  const direction = stored.scenes[index]!.art_direction;
  const assets = scene.type === 'i2v_fast' ? await loadSceneAssets(spec, scene, ports) : null;
  return {
    prompt: direction ? `${scene.prompt}. ${direction}` : scene.prompt,
    artStyle: spec.artStyle,
    aspect: spec.aspect,
    quality: spec.quality,
    width: format.drawWidth,
    height: format.drawHeight,
    sceneSec: durationSec,
    // Priced from the requested length (lambdas/core/render/pricing.ts), so asked for from it too.
    clipSec: clipSecondsFor(model, stored.scenes[index]!.duration_sec),
    seed: sceneSeed(spec, index),
    image: assets ? (assets.ref ?? assets.product) : null,
    keywords: stockKeywords(scene.prompt),
  };
}

/** The face as a PNG no larger than the models want. */
function facePng(image: Image): Buffer {
  const scale = Math.min(1, FACE_MAX_SIDE / Math.max(image.width, image.height));
  const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/png');
}

export async function presenterClipRequest(stored: StoredRequest, index: number, ports: RenderPorts, workDir: string): Promise<PresenterClipRequest> {
  const { spec, format, prepared, durationSec } = await sceneShape(stored, index, ports, workDir);
  const scene = spec.scenes[index]!;
  const { ref } = await loadSceneAssets(spec, scene, ports);
  if (!ref) throw new Error(`scene ${index} has no face for a presenter model`);
  const out = join(workDir, 'presenter-audio.wav');
  const length = ['-t', durationSec.toFixed(3), '-ar', String(AUDIO_RATE), '-ac', '1', '-c:a', 'pcm_s16le', out];
  const narration = prepared.narration;
  await runFfmpeg(
    narration
      ? ['-i', narration.path, '-af', `aformat=channel_layouts=mono,atempo=${narration.tempo},adelay=${Math.round(NARRATION_LEAD_SEC * 1000)},apad`, ...length]
      : ['-f', 'lavfi', '-i', `anullsrc=r=${AUDIO_RATE}:cl=mono`, ...length],
  );
  return {
    face: facePng(ref),
    audio: await readFile(out),
    durationSec,
    width: format.drawWidth,
    height: format.drawHeight,
    fps: format.fps,
    prompt: scene.prompt,
  };
}
