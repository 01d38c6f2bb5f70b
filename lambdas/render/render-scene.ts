/**
 * Step 1 of a render: one scene → its narration WAV and its video parts. Runs alone (one
 * worker per scene); the same spec and index always write the same paths. The parts are a
 * `head` (the first TRANSITION_SEC, blended with the previous scene by compose), the `body`
 * (copied into the final file untouched) and a `tail` (drawn past the scene's end, blended
 * with the next scene). renderVideo, which holds every scene, blends on the canvas instead: a
 * scene's tail is then the finished transition, and the scene after it writes no head.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { captionCues, captionOverlay, captionPlate, captionWords, cuesNotShown, type CaptionCue, type CaptionWord, type Overlay } from './captions';
import { logoOverlay, type LogoLegibility } from './brand';
import { safeAreas } from './draw/layout';
import { videoPalette } from './draw/palette';
import { hashString } from './draw/anim';
import { recordSubject, TextAudit, type TextLayer, type TextSpan } from './draw/text-audit';
import { ensureFonts, familiesFor, isRtl } from './fonts';
import { encodeFrames } from './frame-encoder';
import type { FrameSource, RenderPorts } from './ports';
import { placeVisemes, type VisemeMark } from './speech/visemes';
import { chooseLayout } from './motion/choose';
import { loadSceneAssets } from './scene-assets';
import { sceneSource } from './scene-source';
import { traced } from './trace';
import { incomingHead, transitionAfter, type DrawnHead } from './transition';
import type { RenderSpec, SceneSpec } from './spec';
import { decodeWav, wavDurationSec, type PcmAudio } from './audio/wav';
import { END_CARD_SEC, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC, plannedLength, sceneTiming, stretchLimit, transitionFrames, type SceneTiming } from './timing';
import { cannotRead } from '../core/render/narration';

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
  /** What the job's log says about the scene. */
  notes: string[];
  /** How legible the corner logo was (null without one). */
  logo: LogoLegibility | null;
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

/**
 * The caption cues to burn in: all of them, except in a motion scene the clauses whose words are
 * already on screen (its copy), which a caption would only repeat. The WebVTT file keeps them all.
 */
export function burnedCues(scene: SceneSpec, cues: CaptionCue[], language: string): CaptionCue[] {
  if (scene.type !== 'motion') return cues;
  return cuesNotShown(scene.prompt, cues, language);
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
  /** The script's words on the scene's timeline: spoken, or spread over the scene when the line was left out. */
  captions: CaptionWord[];
  /** What the job's log says about the scene (a line the voice could not read). */
  notes: string[];
}

export async function prepareScene(spec: RenderSpec, index: number, ports: RenderPorts, outDir: string): Promise<PreparedScene> {
  const scene = spec.scenes[index];
  if (!scene) throw new RangeError(`scene ${index} is not in the plan`);
  const format = spec.format;
  const script = spec.narration ? scene.script?.trim() : undefined;
  // A line the voice cannot pronounce is left out (never spelled out); its captions stay.
  const spoken =
    script && ports.speech.reads(script, spec.language)
      ? await traced(`speech ${index}`, () => ports.speech.synthesize({ text: script, voiceId: spec.voiceId, language: spec.language }))
      : null;
  const notes = script && !spoken ? [`Scene ${index + 1}: narration left out: ${cannotRead(spec.language)}.`] : [];
  if (spoken?.unread?.length) notes.push(`Scene ${index + 1}: the voice has no reading for ${spoken.unread.join(', ')}, left unsaid.`);
  if (!script || !spoken) {
    const timing = sceneTiming(scene.durationSec, null, format.fps);
    const span = timing.durationSec - NARRATION_LEAD_SEC - NARRATION_TAIL_SEC;
    const captions = script ? captionWords({ script, marks: null, offsetSec: NARRATION_LEAD_SEC, tempo: 1, speechSec: span }) : [];
    return { index, ...timing, speech: null, narration: null, captions, notes };
  }
  await mkdir(outDir, { recursive: true });
  const path = `${sceneStem(outDir, index)}.narration.wav`;
  await writeFile(path, spoken.wav);
  const audio = decodeWav(spoken.wav);
  const stretch = stretchLimit(plannedLength(spec, hasEndCard(spec) ? END_CARD_SEC : 0));
  const timing = sceneTiming(scene.durationSec, { sec: wavDurationSec(audio), wordEnds: spoken.words?.map((w) => w.end) }, format.fps, stretch);
  const end = NARRATION_LEAD_SEC + timing.speechSec;
  const words = captionWords({ script, marks: spoken.words, offsetSec: NARRATION_LEAD_SEC, tempo: timing.tempo, speechSec: timing.speechSec });
  return {
    index,
    ...timing,
    speech: { script, audio, words, visemes: placeVisemes(spoken.visemes ?? [], NARRATION_LEAD_SEC, timing.tempo, end) },
    narration: { path, offsetSec: NARRATION_LEAD_SEC, speechSec: timing.speechSec, tempo: timing.tempo },
    captions: words,
    notes,
  };
}

export interface RenderSceneOptions<Next extends FrameSource = FrameSource> {
  /** The scene already prepared (renderVideo prepares every scene up front). */
  prepared?: Promise<PreparedScene>;
  onFrame?: (frame: number, total: number) => void;
  /** The previous scene's tail blended this scene's head in (renderVideo): the head is drawn but not encoded. */
  headBlended?: boolean;
  /** The previous scene's tail drew this scene's head (handed off, below): the scene goes on drawing from there. */
  continued?: DrawnHead<SceneDrawing>;
  /** What follows, started at the tail's first frame: its head is blended into this scene's tail on the canvas (renderVideo). */
  blendInto?: () => Promise<Next>;
  /**
   * Takes what follows, its head drawn, once the tail's last frame is handed to the encoder (before the encoder has
   * finished): the caller draws the rest of it, and closes it.
   */
  handOff?: (next: DrawnHead<Next>) => void;
}

/** A scene's frames as drawn: its picture source, then its caption and logo overlays. */
export interface SceneDrawing extends FrameSource {
  timing: PreparedScene;
  /** Frames drawn: the scene's own, then its tail when something follows. */
  total: number;
  audit: TextAudit;
  logo: ReturnType<typeof logoOverlay> | null;
  close(): Promise<void>;
}

async function sceneDrawing(spec: RenderSpec, index: number, ports: RenderPorts, outDir: string, prepared?: Promise<PreparedScene>): Promise<SceneDrawing> {
  const scene = spec.scenes[index];
  if (!scene) throw new RangeError(`scene ${index} is not in the plan`);
  ensureFonts();
  await mkdir(outDir, { recursive: true });
  const format = spec.format;

  const [timing, assets] = await Promise.all([prepared ?? prepareScene(spec, index, ports, outDir), traced(`assets ${index}`, () => loadSceneAssets(spec, scene, ports))]);
  const { speech } = timing;
  const total = timing.frames + (hasTail(spec, index) ? transitionFrames(format.fps) : 0);

  const cues = timing.captions.length > 0 && spec.captionStyle !== 'none' ? burnedCues(scene, captionCues(timing.captions, spec.captionStyle, timing.frames / format.fps), spec.language) : [];
  const areas = safeAreas(spec.aspect, format.drawWidth, format.drawHeight, cues.length > 0);
  const palette = videoPalette(spec);
  const families = familiesFor(spec.language);
  const rtl = isRtl(spec.language);
  const geometry = { width: format.drawWidth, height: format.drawHeight, fps: format.fps, frames: total };
  const source = await traced(`source ${index}`, () => sceneSource({
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
  }));

  const overlays: [TextLayer, Overlay][] = [];
  if (cues.length > 0 && spec.captionStyle !== 'none') {
    const look = { width: format.drawWidth, height: format.drawHeight, families, rtl, accent: palette.accent, plate: captionPlate(palette) };
    const subjectsAt = source.subjects && ((t: number) => source.subjects!(t).map((s) => s.box));
    overlays.push(['caption', captionOverlay(cues, spec.captionStyle, [areas.caption, areas.captionTop], look, subjectsAt)]);
  }
  // A motion scene that opens with the logo shows it large; the corner would show it twice.
  const logoScene = scene.type === 'motion' && chooseLayout(scene, assets.product !== null, assets.logo !== null) === 'logo';
  const logo = assets.logo && !logoScene ? logoOverlay(assets.logo, areas.logo) : null;
  if (logo) overlays.push(['logo', logo]);
  const audit = new TextAudit();
  return {
    timing,
    total,
    audit,
    logo,
    async draw(ctx, frame) {
      audit.layer = 'scene';
      await source.draw(ctx, frame);
      // What the captions kept clear of, for check:video.
      for (const s of source.subjects?.(frame / format.fps) ?? []) if (!s.soft) recordSubject(ctx, s.label, s.box);
      for (const [layer, overlay] of overlays) {
        audit.layer = layer;
        overlay.draw(ctx, frame / format.fps);
      }
    },
    close: async () => source.close?.(),
  };
}

/**
 * Scene `index` drawn from its first frame, for the scene before it to blend into its tail. A
 * drawing of its own (the scene's job draws it too), in its own folder: a source may keep files.
 */
export function sceneHead(spec: RenderSpec, index: number, ports: RenderPorts, outDir: string, prepared: Promise<PreparedScene>): Promise<SceneDrawing> {
  return sceneDrawing(spec, index, ports, join(outDir, `head-${index}`), prepared);
}

export async function renderScene<Next extends FrameSource = FrameSource>(
  spec: RenderSpec,
  index: number,
  ports: RenderPorts,
  outDir: string,
  { prepared, onFrame, headBlended = false, continued, blendInto, handOff }: RenderSceneOptions<Next> = {},
): Promise<SceneClip> {
  const drawing = continued?.source ?? (await sceneDrawing(spec, index, ports, outDir, prepared));
  const { timing, total } = drawing;
  const format = spec.format;
  const stem = sceneStem(outDir, index);
  const transition = transitionFrames(format.fps);
  const withHead = index > 0 && !headBlended && !continued;
  const withTail = hasTail(spec, index);
  const incoming = withTail && blendInto ? incomingHead(transitionAfter(spec, index), format, blendInto) : null;

  const parts = {
    head: withHead ? `${stem}.head.mp4` : null,
    body: `${stem}.body.mp4`,
    tail: withTail ? `${stem}.tail.mp4` : null,
  };
  let handedOff: Promise<void> | undefined;
  try {
    await traced(`draw ${index}`, () => encodeFrames({
      format,
      frames: total,
      skip: index > 0 && (headBlended || continued) ? transition : 0,
      surface: continued?.surface,
      cuts: [...(withHead ? [transition] : []), ...(withTail ? [timing.frames] : [])],
      parts: [parts.head, parts.body, parts.tail].filter((p): p is string => p !== null),
      async draw(ctx, frame) {
        await drawing.draw(ctx, frame);
        if (incoming && frame >= timing.frames) await incoming.draw(ctx, frame - timing.frames);
      },
      onFrame: onFrame && ((frame) => onFrame(frame, total)),
      onDrawn: incoming && handOff ? () => {
        handedOff = incoming.handOff().then(handOff);
        // Awaited once the encoder is done; until then a failure must not count as unhandled.
        handedOff.catch(() => undefined);
      } : undefined,
      audit: drawing.audit,
    }));
    await handedOff;
  } finally {
    await Promise.all([drawing.close(), incoming?.close()]);
  }
  return {
    index,
    durationSec: timing.durationSec,
    frames: timing.frames,
    parts,
    narration: timing.narration,
    captions: timing.captions,
    text: drawing.audit.finish(),
    notes: timing.notes,
    logo: drawing.logo?.legibility() ?? null,
  };
}
