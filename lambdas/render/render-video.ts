/**
 * The whole render in one process: every scene, the end card and the soundtrack, then compose. Up to
 * 720p each scene blends what follows into its tail as it draws it (the next scene's head, or the end
 * card's), so no transition is decoded and encoded again by ffmpeg, and no head is encoded at all. The
 * workflow instead runs renderScene per worker and composeVideo (which then makes the end card,
 * transitions and soundtrack) at the end: the same video, but for the transitions' pixels (there
 * blended in YUV by ffmpeg, here in RGB on the canvas, by the same curve).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSceneSoundtrack, composeVideo, endCardHead, renderEndCard, type EndCardDrawing, type EndCardParts } from './compose-video';
import { limiter } from './concurrency';
import { brandWorld } from './motion/world';
import { parallelism } from './formats';
import type { RenderPorts } from './ports';
import type { VideoFacts } from './probe';
import { hasEndCard, prepareScene, renderScene, sceneHead, type PreparedScene, type SceneClip, type SceneDrawing } from './render-scene';
import { END_CARD_SEC } from './timing';
import type { DrawnHead } from './transition';
import { DEFAULT_SCENE_SEC, type RenderSpec } from './spec';
import { traced } from './trace';

export interface RenderProgress {
  /** 0..1 over the whole render. */
  fraction: number;
  stage: 'scenes' | 'compose' | 'done';
}

/** Share of the progress bar given to scenes; compose takes the rest. */
const SCENES_SHARE = 0.9;

/**
 * Largest drawn frame whose transitions are blended on the canvas. Blending draws the next scene's
 * head from a second drawing of it, whose layers are held beside the scene's own: at 1080×1920 the
 * render's node process peaked 80 MB higher (486 → 566 MB, two premium scenes) and the premium
 * render above its 1 GB; there ffmpeg blends the parts in compose, as in the workflow.
 */
const CANVAS_BLEND_MAX_PIXELS = 1280 * 720;

export async function renderVideo(
  spec: RenderSpec,
  ports: RenderPorts,
  outPath: string,
  onProgress?: (progress: RenderProgress) => void,
): Promise<VideoFacts & { notes: string[] }> {
  const workDir = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    const done = new Array<number>(spec.scenes.length).fill(0);
    const totals = new Array<number>(spec.scenes.length).fill(1);
    const report = () => {
      const fraction = done.reduce((a, d, i) => a + d / totals[i]!, 0) / spec.scenes.length;
      onProgress?.({ fraction: fraction * SCENES_SHARE, stage: 'scenes' });
    };
    const last = spec.scenes.length - 1;
    const onCanvas = spec.format.drawWidth * spec.format.drawHeight <= CANVAS_BLEND_MAX_PIXELS;
    const lanes = onCanvas ? chains(spec, parallelism(spec.format)) : null;
    // Every line is synthesized up front, while the first scenes draw: the first of each lane first.
    const order = lanes ? [...new Set([...lanes.map((lane) => lane[0]!), ...spec.scenes.keys()])].filter((i) => i <= last) : [...spec.scenes.keys()];
    const prepared: Promise<PreparedScene>[] = [];
    for (const index of order) prepared[index] = prepareScene(spec, index, ports, workDir);
    // Once the lines are sent to the voice: the brand's world (its prompts read) while they are spoken.
    // A prompt that cannot be read fails its scene, where the world is read again.
    setImmediate(() => void traced('world', async () => brandWorld(spec.scenes)).catch(() => undefined));
    const progress = (index: number) => (frame: number, total: number) => {
      done[index] = frame + 1;
      totals[index] = total;
      report();
    };
    const soundtrack = Promise.all(prepared).then((sounds) => traced('soundtrack', () => buildSceneSoundtrack(spec, sounds, workDir)));
    const drawing = lanes ? drawInLanes(spec, ports, workDir, lanes, prepared, progress) : drawShared(spec, ports, workDir, prepared, progress);
    const [[clips, card], sound] = await Promise.all([drawing, soundtrack]);
    onProgress?.({ fraction: SCENES_SHARE, stage: 'compose' });
    const facts = await traced('compose', () => composeVideo(spec, clips, ports, outPath, { endCard: card, soundtrack: sound, transitions: onCanvas ? clips.map((clip) => clip.parts.tail) : undefined }));
    onProgress?.({ fraction: 1, stage: 'done' });
    return { ...facts, notes: clips.flatMap((clip) => clip.notes) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

type Progress = (index: number) => (frame: number, total: number) => void;

/**
 * The parts, scene indices and then the end card (index scenes.length), cut into at most `count`
 * runs of consecutive parts with about equal frames (by the planned lengths; narration moves them
 * little): where the running total passes each run's share, at the nearer boundary.
 */
export function chains(spec: RenderSpec, count: number): number[][] {
  const weights = spec.scenes.map((scene) => scene.durationSec ?? DEFAULT_SCENE_SEC);
  if (hasEndCard(spec)) weights.push(END_CARD_SEC);
  const total = weights.reduce((a, w) => a + w, 0);
  const runs: number[][] = [[]];
  let sum = 0;
  weights.forEach((w, index) => {
    if (runs.length < count && runs.at(-1)!.length > 0 && sum + w / 2 > (total * runs.length) / count) runs.push([]);
    runs.at(-1)!.push(index);
    sum += w;
  });
  return runs;
}

/**
 * Blending on the canvas: each lane draws a run of consecutive parts, the end card last. A scene's
 * tail draws the head of what follows to blend it in; within a lane it hands that drawing on and the
 * next part goes on from it, so every head but each lane's first is drawn once, not twice. The next
 * part starts as soon as the tail's last frame is handed to its encoder: the lane draws on while that
 * encoder finishes its last frames and writes its parts.
 */
async function drawInLanes(spec: RenderSpec, ports: RenderPorts, workDir: string, lanes: number[][], prepared: Promise<PreparedScene>[], progress: Progress): Promise<[SceneClip[], EndCardParts | undefined]> {
  const last = spec.scenes.length - 1;
  const clips: SceneClip[] = [];
  let card: EndCardParts | undefined;
  await Promise.all(
    lanes.map(async (lane) => {
      let scene: DrawnHead<SceneDrawing> | undefined;
      let endCard: DrawnHead<EndCardDrawing> | undefined;
      const encoding: Promise<void>[] = [];
      for (const [k, index] of lane.entries()) {
        const handOn = lane[k + 1] !== undefined;
        if (index > last) {
          card = await traced('end card', () => renderEndCard(spec, ports, workDir, { headBlended: true, continued: endCard }));
          continue;
        }
        await prepared[index];
        const options = { prepared: prepared[index], headBlended: index > 0, continued: scene, onFrame: progress(index) };
        scene = undefined;
        let handedOn = () => {};
        const next = new Promise<void>((resolve) => (handedOn = resolve));
        const clip =
          index < last
            ? renderScene(spec, index, ports, workDir, { ...options, blendInto: () => sceneHead(spec, index + 1, ports, workDir, prepared[index + 1]!), handOff: handOn ? (head) => ((scene = head), handedOn()) : undefined })
            : renderScene(spec, index, ports, workDir, { ...options, blendInto: hasEndCard(spec) ? () => endCardHead(spec, ports) : undefined, handOff: handOn ? (head) => ((endCard = head), handedOn()) : undefined });
        const written = clip.then((done) => void (clips[index] = done));
        // Awaited with the lane's others below; a failure meanwhile must not count as unhandled.
        written.catch(() => undefined);
        encoding.push(written);
        await Promise.race([next, written]);
      }
      await Promise.all(encoding);
    }),
  );
  return [clips, card];
}

/**
 * Blending in compose: the scenes and the end card share the encoder lanes. A scene takes a lane
 * only once its line is spoken (its length depends on it), so the end card, which needs no
 * narration, goes first and fills the lanes while the voice starts.
 */
async function drawShared(spec: RenderSpec, ports: RenderPorts, workDir: string, prepared: Promise<PreparedScene>[], progress: Progress): Promise<[SceneClip[], EndCardParts | undefined]> {
  const run = limiter(parallelism(spec.format));
  const endCard = hasEndCard(spec) ? run(() => traced('end card', () => renderEndCard(spec, ports, workDir))) : undefined;
  const scenes = spec.scenes.map((_, index) => prepared[index]!.then(() => run(() => renderScene(spec, index, ports, workDir, { prepared: prepared[index], onFrame: progress(index) }))));
  return Promise.all([Promise.all(scenes), endCard]);
}
