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
import { buildSceneSoundtrack, composeVideo, endCardHead, renderEndCard } from './compose-video';
import { limiter } from './concurrency';
import { parallelism } from './formats';
import type { RenderPorts } from './ports';
import type { VideoFacts } from './probe';
import { hasEndCard, prepareScene, renderScene, sceneHead } from './render-scene';
import type { RenderSpec } from './spec';
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
    // Every line is synthesized up front, while the first scenes draw.
    const prepared = spec.scenes.map((_, index) => prepareScene(spec, index, ports, workDir));
    // The scenes and the end card share the encoder lanes. A scene takes a lane only once its
    // line is spoken (its length depends on it), so the end card, which needs no narration,
    // goes first and fills the lanes while the voice starts; the soundtrack needs only the
    // narration, so it is mixed while the scenes draw instead of after them.
    const run = limiter(parallelism(spec.format));
    const onCanvas = spec.format.drawWidth * spec.format.drawHeight <= CANVAS_BLEND_MAX_PIXELS;
    const endCard = hasEndCard(spec) ? run(() => traced('end card', () => renderEndCard(spec, ports, workDir, { headBlended: onCanvas }))) : undefined;
    const last = spec.scenes.length - 1;
    const scenes = spec.scenes.map((_, index) =>
      prepared[index]!.then(() =>
        run(() =>
          renderScene(spec, index, ports, workDir, {
            prepared: prepared[index],
            headBlended: onCanvas,
            blendInto: onCanvas ? () => (index < last ? sceneHead(spec, index + 1, ports, workDir, prepared[index + 1]!) : endCardHead(spec, ports)) : undefined,
            onFrame(frame, total) {
              done[index] = frame + 1;
              totals[index] = total;
              report();
            },
          }),
        ),
      ),
    );
    const soundtrack = Promise.all(prepared).then((sounds) => traced('soundtrack', () => buildSceneSoundtrack(spec, sounds, workDir)));
    const [clips, card, sound] = await Promise.all([Promise.all(scenes), endCard, soundtrack]);
    onProgress?.({ fraction: SCENES_SHARE, stage: 'compose' });
    const facts = await traced('compose', () => composeVideo(spec, clips, ports, outPath, { endCard: card, soundtrack: sound, transitions: onCanvas ? clips.map((clip) => clip.parts.tail) : undefined }));
    onProgress?.({ fraction: 1, stage: 'done' });
    return { ...facts, notes: clips.flatMap((clip) => clip.notes) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
