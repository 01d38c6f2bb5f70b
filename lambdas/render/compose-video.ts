/**
 * Step 2 of a render: scene clips → the finished MP4. Only the short transitions (and the
 * end card), when the caller has not made them, are encoded here; every scene body is joined by
 * stream copy. Then the soundtrack is muxed in, with +faststart.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSoundtrack, type NarrationCue } from './audio/mix';
import { companionPaths, writeCompanions } from './companion-files';
import { limiter } from './concurrency';
import { hashString } from './draw/anim';
import { safeAreas } from './draw/layout';
import { videoPalette } from './draw/palette';
import { runFfmpeg } from './ffmpeg';
import { ensureFonts, familiesFor, isRtl } from './fonts';
import { parallelism, x264Args, type VideoFormat } from './formats';
import { colourTags, encodeFrames } from './frame-encoder';
import type { RenderPorts } from './ports';
import { probeVideo, type VideoFacts } from './probe';
import { hasEndCard, type SceneClip } from './render-scene';
import { loadSceneAssets } from './scene-assets';
import { endCard } from './scenes/end-card';
import type { LogoLegibility } from './brand';
import { videoCallToAction } from './motion/copy';
import type { RenderSpec } from './spec';
import { traced } from './trace';
import { END_CARD_SEC, transitionFrames } from './timing';
import { transitionAfter, transitionGraph, type DrawnHead } from './transition';

export type { VideoFacts } from './probe';

/** The blend out of scene `index`: its tail over what follows it (the next scene's head, or the end card's), into `out`. */
export async function encodeTransitionAfter(spec: RenderSpec, index: number, tail: string, head: string, out: string): Promise<string> {
  const format = spec.format;
  await runFfmpeg([
    '-i', tail,
    '-i', head,
    '-filter_complex', transitionGraph(transitionAfter(spec, index), format.fps, transitionFrames(format.fps)),
    '-map', '[v]',
    ...x264Args(format),
    ...colourTags(),
    '-an',
    out,
  ]);
  return out;
}

const endCardFrames = (format: VideoFormat) => Math.round(END_CARD_SEC * format.fps);
const endCardSec = (format: VideoFormat) => endCardFrames(format) / format.fps;

export interface EndCardParts {
  /** Null when the last scene's tail blended it in already. */
  head: string | null;
  body: string;
  /** How legible its logo was, as measured while drawing it. */
  logo: LogoLegibility | null;
}

async function endCardDrawing(spec: RenderSpec, ports: RenderPorts) {
  ensureFonts();
  const format = spec.format;
  const logo = (await loadSceneAssets(spec, { type: 'motion', prompt: spec.title }, ports)).logo;
  if (!logo) throw new Error('end card needs the brand logo');
  return endCard({
    logo,
    title: spec.title,
    cta: videoCallToAction(spec),
    video: spec.scenes,
    palette: videoPalette(spec),
    artStyle: spec.artStyle,
    width: format.drawWidth,
    height: format.drawHeight,
    fps: format.fps,
    content: safeAreas(spec.aspect, format.drawWidth, format.drawHeight, false).content,
    families: familiesFor(spec.language),
    language: spec.language,
    rtl: isRtl(spec.language),
  });
}

export type EndCardDrawing = Awaited<ReturnType<typeof endCardDrawing>>;

/** The end card from its first frame, for the last scene to blend into its tail. */
export const endCardHead = (spec: RenderSpec, ports: RenderPorts): Promise<EndCardDrawing> => endCardDrawing(spec, ports);

/**
 * `headBlended`: the last scene's tail blended the card's head in (renderVideo), so only its body is
 * encoded; `continued`: that tail handed its drawing of the head on, and the card goes on from there.
 */
export async function renderEndCard(
  spec: RenderSpec,
  ports: RenderPorts,
  workDir: string,
  { headBlended = false, continued }: { headBlended?: boolean; continued?: DrawnHead<EndCardDrawing> } = {},
): Promise<EndCardParts> {
  const format = spec.format;
  const card = continued?.source ?? (await endCardDrawing(spec, ports));
  headBlended ||= continued !== undefined;
  const head = headBlended ? null : join(workDir, 'end.head.mp4');
  const body = join(workDir, 'end.body.mp4');
  const transition = transitionFrames(format.fps);
  // Like a scene, the card's first TRANSITION_SEC is its head, blended with the last scene.
  await encodeFrames({
    format,
    frames: endCardFrames(format),
    skip: headBlended ? transition : 0,
    cuts: head ? [transition] : [],
    parts: head ? [head, body] : [body],
    surface: continued?.surface,
    draw: (ctx, f) => card.draw(ctx, f),
  });
  return { head, body, logo: card.legibility() };
}

function concatList(paths: string[]): string {
  return paths.map((p) => `file '${p.replaceAll("'", "'\\''")}'`).join('\n') + '\n';
}

function checkClips(spec: RenderSpec, clips: SceneClip[]): SceneClip[] {
  const sorted = [...clips].sort((a, b) => a.index - b.index);
  if (sorted.length !== spec.scenes.length || sorted.some((c, i) => c.index !== i)) {
    throw new Error(`compose needs one clip per scene (0..${spec.scenes.length - 1})`);
  }
  return sorted;
}

/** The parts of a scene the soundtrack depends on: its length and where its line plays. */
export type SceneSound = Pick<SceneClip, 'durationSec' | 'narration'>;

/** The video's soundtrack (null when silent): every line at its scene's start, over the music. */
export async function buildSceneSoundtrack(spec: RenderSpec, scenes: SceneSound[], workDir: string): Promise<string | null> {
  const format = spec.format;
  const starts = scenes.map((_, i) => scenes.slice(0, i).reduce((sum, c) => sum + c.durationSec, 0));
  const durationSec = scenes.reduce((sum, c) => sum + c.durationSec, 0) + (hasEndCard(spec) ? endCardSec(format) : 0);
  const narration: NarrationCue[] = scenes.flatMap((clip, i) =>
    clip.narration
      ? [{ path: clip.narration.path, startSec: starts[i]! + clip.narration.offsetSec, tempo: clip.narration.tempo, speechSec: clip.narration.speechSec }]
      : [],
  );
  return buildSoundtrack({ narration, musicStyle: spec.musicStyle, durationSec, seed: hashString(spec.title), audioKbps: format.audioKbps, workDir });
}

/** Parts a caller made ahead, while the scenes were drawing; compose makes whatever is missing. */
export interface MadeAhead {
  endCard?: EndCardParts;
  /** Null when the video is silent. */
  soundtrack?: string | null;
  /** By scene: the transition out of it (encodeTransitionAfter), null where none follows. */
  transitions?: (string | null)[];
}

export async function composeVideo(spec: RenderSpec, clips: SceneClip[], ports: RenderPorts, outPath: string, made: MadeAhead = {}): Promise<VideoFacts> {
  ensureFonts();
  const scenes = checkClips(spec, clips);
  const format = spec.format;
  const workDir = await mkdtemp(join(tmpdir(), 'compose-'));
  try {
    // End card, transitions and soundtrack are independent work: they overlap, with as many
    // encoders at once as the size allows (each x264 holds its own lookahead buffers).
    const run = limiter(parallelism(format));
    const endCardParts = made.endCard ? Promise.resolve(made.endCard) : hasEndCard(spec) ? run(() => renderEndCard(spec, ports, workDir)) : null;
    const sequence: string[] = [];
    const work: Promise<unknown>[] = [];
    scenes.forEach((clip, i) => {
      sequence.push(clip.parts.body);
      if (made.transitions) {
        const ready = made.transitions[i];
        if (ready) sequence.push(ready);
        return;
      }
      const next = scenes[i + 1];
      const tail = clip.parts.tail;
      const into = next?.parts.head ? Promise.resolve(next.parts.head) : endCardParts?.then((e) => e.head ?? Promise.reject(new Error('compose: the end card has no head to blend')));
      if (!tail || !into) return;
      const out = join(workDir, `transition-${i}.mp4`);
      work.push(into.then((head) => run(() => encodeTransitionAfter(spec, i, tail, head, out))));
      sequence.push(out);
    });
    const [soundtrack, endCard] = await Promise.all([
      made.soundtrack !== undefined ? made.soundtrack : buildSceneSoundtrack(spec, scenes, workDir),
      endCardParts,
      ...work,
    ]);
    if (endCard) sequence.push(endCard.body);

    const listPath = join(workDir, 'parts.txt');
    await writeFile(listPath, concatList(sequence));
    await traced('concat', () => runFfmpeg([
      '-f', 'concat', '-safe', '0', '-i', listPath,
      ...(soundtrack ? ['-i', soundtrack, '-map', '0:v', '-map', '1:a'] : ['-map', '0:v']),
      '-c', 'copy',
      '-movflags', '+faststart',
      outPath,
    ]));
    // The poster and the facts both read the finished file: side by side.
    const [, facts] = await Promise.all([traced('companions', () => writeCompanions(spec, scenes, format, outPath, endCard ? { sec: endCardSec(format), logo: endCard.logo } : null)), traced('probe', () => probeVideo(outPath, companionPaths(outPath)))]);
    return facts;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
